// The public, copyable user id shown in My Page.
import crypto from 'node:crypto';

/** 10 characters from an unambiguous alphabet, e.g. "K7QX2M9PRA". */
export function newUid(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from(crypto.randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}
