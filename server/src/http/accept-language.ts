// The request's languages from its accept-language header, best first (for messages and the account's e-mail language).
export function parseLocales(acceptLanguage: string | null): string[] {
  if (!acceptLanguage) return [];
  return acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => l.tag && l.tag !== '*' && !Number.isNaN(l.q))
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}
