import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for cookies, bearer tokens and mail links (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a database leak gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
