// Where a browser may be sent back to after a round trip elsewhere (sign-in, a gateway's card page): a path
// on this site, never another origin. Browsers read "//host", "/\host" and "/<TAB>/host" as other hosts, and
// "/.//host" or "/%2e//host" become "//host" once the path is resolved, so the check is made on the resolved
// path, and the resolved path is what is returned.

const BASE = 'http://oshi.invalid';

/** The resolved same-site path (path, query and fragment), or null when `value` could lead elsewhere. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}
