// Whether a return path (from a query string) stays on this site: one leading "/", no backslash or control
// character (browsers read "/\host" and "/<TAB>/host" as other hosts, and React Router renders such a `to`
// as a plain link to them), and still this site once resolved ("/.//host" resolves to "//host").
export function isSameSitePath(value: string | null | undefined): value is string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\\\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value, 'https://oshi.invalid');
    return url.origin === 'https://oshi.invalid' && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
