import { decodeUriComponentOrUndefined } from '@allas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SignedInUser } from '../http/route.ts';
import { hashToken, randomToken, sameSecret } from './secrets.ts';

/** Bearer tokens and browser sessions live 4 hours (spec §9: auth cookies expire after 4 hours). */
export const SESSION_LIFETIME_MS = 4 * 60 * 60 * 1000;

export async function createBrowserSession(db: Kysely<Database>, now: Date) {
  const session = randomToken();
  const xsrf = randomToken();
  await db
    .insertInto('browser_sessions')
    .values({
      id_hash: hashToken(session),
      xsrf_hash: hashToken(xsrf),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
    })
    .execute();
  // Expired rows are swept now and then, on the way.
  await db.deleteFrom('browser_sessions').where('expires_at', '<', now).execute();
  return { session, xsrf };
}

/** True when the session cookie names a live session whose XSRF token is the header's. */
export async function checkXsrf(
  db: Kysely<Database>,
  session: string | undefined,
  header: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!session || !header || session.length > 200 || header.length > 200) return false;
  const row = await db
    .selectFrom('browser_sessions')
    .select(['xsrf_hash'])
    .where('id_hash', '=', hashToken(session))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  // The header as the browser copied it from the cookie; a malformed escape is compared as sent.
  const given = decodeUriComponentOrUndefined(header) ?? header;
  return row !== undefined && sameSecret(row.xsrf_hash, hashToken(given));
}

export async function issueBearerToken(db: Kysely<Database>, userId: number, now: Date) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto('auth_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export async function userForBearerToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SignedInUser | null> {
  if (token.length > 200) return null;
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['users.id', 'users.email', 'users.user_type'])
    .where('auth_tokens.token_hash', '=', hashToken(token))
    .where('auth_tokens.expires_at', '>', now)
    .where('auth_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: Number(row.id), email: row.email, userType: row.user_type } : null;
}

export async function revokeBearerToken(db: Kysely<Database>, token: string, now: Date) {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(token))
    .execute();
}
