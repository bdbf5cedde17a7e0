// The session cookie: httpOnly, SameSite=Lax, Secure in production, expiring with the session.
import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'oshi_session';

export function readSessionToken(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  return token && /^[a-z2-7]{32}$/.test(token) ? token : null;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}
