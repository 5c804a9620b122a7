import type { SocialProvider } from '@allas/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashToken, randomToken } from './secrets.ts';

/** A code is traded within a minute of the provider's callback, or never. */
export const SOCIAL_CODE_LIFETIME_MS = 60 * 1000;

/**
 * Issues the one-time code that finishes a social login: the OAuth callback (a later issue) calls
 * this once the provider has vouched for the user, then sends the browser to
 * /{locale}/social-login-success?token=<code>. The code is bound to the browser session the callback
 * ran in (the `allas_session` cookie), so a code an attacker obtained for their own account cannot
 * sign a victim's browser into it. Only the code's hash is stored.
 */
export async function issueSocialLoginCode(
  db: Kysely<Database>,
  input: { userId: number; provider: SocialProvider; session: string; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomToken();
  const expiresAt = new Date(input.now.getTime() + SOCIAL_CODE_LIFETIME_MS);
  await db
    .insertInto('social_login_codes')
    .values({
      code_hash: hashToken(code),
      user_id: input.userId,
      provider: input.provider,
      session_hash: hashToken(input.session),
      expires_at: expiresAt,
    })
    .execute();
  // Codes older than a day are of no use to anyone; they are swept on the way.
  await db
    .deleteFrom('social_login_codes')
    .where('expires_at', '<', new Date(input.now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
  return { code, expiresAt };
}

/**
 * Uses a code: marks it used if it is unused, unexpired and bound to this session, and answers the
 * user it signs in, or null. The update is the check, so two concurrent requests cannot both win.
 */
export async function consumeSocialLoginCode(
  db: Kysely<Database>,
  input: { code: string; session: string; now: Date },
): Promise<{ userId: number; provider: SocialProvider } | null> {
  const row = await db
    .updateTable('social_login_codes')
    .set({ used_at: input.now })
    .where('code_hash', '=', hashToken(input.code))
    .where('session_hash', '=', hashToken(input.session))
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning(['user_id', 'provider'])
    .executeTakeFirst();
  return row ? { userId: Number(row.user_id), provider: row.provider } : null;
}
