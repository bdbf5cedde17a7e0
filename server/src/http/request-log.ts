// What the request log may say about a URL. Query strings carry secrets: the password-reset link's token,
// signed file and download links (sig), the OAuth callback's code and state. Their values are replaced, and
// the rest of the URL stays as it was, so the log still tells which page or link was asked for.

/** Query parameters whose values never reach the log (compared case-insensitively). */
const SECRET_PARAMETERS = new Set([
  'token',
  'sig',
  'signature',
  'code',
  'state',
  'nonce',
  'code_verifier',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
  'secret',
  'key',
  // The e-mail address a social sign-in suggests to the provider: personal, not needed to read the log.
  'login_hint',
]);

export const REDACTED = '[redacted]';

function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The request URL (path and query) as the log writes it: secret parameters' values replaced by [redacted]. */
export function urlForLog(url: string | undefined): string {
  const value = url ?? '/';
  const at = value.indexOf('?');
  if (at < 0) return value;
  const query = value
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_PARAMETERS.has(parameterName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${value.slice(0, at)}?${query}`;
}
