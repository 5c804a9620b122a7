import type { SocialProvider } from '@allas/core';
import { type Kysely, sql } from 'kysely';
import { hashToken } from '../auth/secrets.ts';
import type { Database } from '../db/schema.ts';

/** A sign-in at a provider is finished within 10 minutes, or never. */
export const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;
/** The provider's word about a new person is kept 30 minutes for /social-registration. */
export const PENDING_REGISTRATION_LIFETIME_MS = 30 * 60 * 1000;

type Db = Kysely<Database>;

/** True when the cookie names a live browser session (the one every step is bound to). */
export async function liveSession(db: Db, session: string | undefined, now: Date) {
  if (!session || session.length > 200) return false;
  const row = await db
    .selectFrom('browser_sessions')
    .select('id_hash')
    .where('id_hash', '=', hashToken(session))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewAttempt {
  state: string;
  session: string;
  provider: SocialProvider;
  intent: 'login' | 'link';
  userId: number | null;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnPath: string | null;
  locale: string;
  region: string;
  now: Date;
}

export async function saveAttempt(db: Db, attempt: NewAttempt) {
  await db
    .insertInto('social_sign_in_attempts')
    .values({
      state_hash: hashToken(attempt.state),
      session_hash: hashToken(attempt.session),
      provider: attempt.provider,
      intent: attempt.intent,
      user_id: attempt.userId,
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      redirect_uri: attempt.redirectUri,
      return_path: attempt.returnPath,
      locale: attempt.locale,
      region: attempt.region,
      expires_at: new Date(attempt.now.getTime() + ATTEMPT_LIFETIME_MS),
    })
    .execute();
  // Attempts older than a day are of no use to anyone; they are swept on the way.
  await db
    .deleteFrom('social_sign_in_attempts')
    .where('expires_at', '<', new Date(attempt.now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}

/**
 * Uses the attempt a callback's `state` names: only for the provider it went to, the browser session
 * that started it, once and in time. The update is the check, so a replayed callback loses. Answers
 * the attempt, or (to send the visitor back in their language) what is known of a refused one.
 */
export async function consumeAttempt(
  db: Db,
  input: { state: string; provider: SocialProvider; session: string | undefined; now: Date },
) {
  const used = input.session
    ? await db
        .updateTable('social_sign_in_attempts')
        .set({ used_at: input.now })
        .where('state_hash', '=', hashToken(input.state))
        .where('provider', '=', input.provider)
        .where('session_hash', '=', hashToken(input.session))
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        .returningAll()
        .executeTakeFirst()
    : undefined;
  if (used) return { ok: true as const, attempt: used };
  const refused = await db
    .selectFrom('social_sign_in_attempts')
    .select(['locale', 'region', 'return_path', 'intent'])
    .where('state_hash', '=', hashToken(input.state))
    .executeTakeFirst();
  return { ok: false as const, known: refused };
}

export async function identityOwner(db: Db, provider: SocialProvider, subject: string) {
  const row = await db
    .selectFrom('social_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}

export async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_type'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Links an identity to an account; false when the provider's account or the slot is taken. */
export async function linkIdentity(
  db: Db,
  input: { userId: number; provider: SocialProvider; subject: string; email: string },
) {
  const inserted = await db
    .insertInto('social_identities')
    .values({
      user_id: input.userId,
      provider: input.provider,
      subject: input.subject,
      email: input.email,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export interface VouchedPerson {
  provider: SocialProvider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Keeps the provider's word about a new person for this browser session (the last one wins). */
export async function savePendingRegistration(
  db: Db,
  input: VouchedPerson & { session: string; now: Date },
) {
  const values = {
    provider: input.provider,
    subject: input.subject,
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    expires_at: new Date(input.now.getTime() + PENDING_REGISTRATION_LIFETIME_MS),
  };
  await db
    .insertInto('social_pending_registrations')
    .values({ session_hash: hashToken(input.session), ...values })
    .onConflict((oc) => oc.column('session_hash').doUpdateSet(values))
    .execute();
  await db.deleteFrom('social_pending_registrations').where('expires_at', '<', input.now).execute();
}

export async function pendingRegistration(db: Db, session: string | undefined, now: Date) {
  if (!session || session.length > 200) return undefined;
  return db
    .selectFrom('social_pending_registrations')
    .selectAll()
    .where('session_hash', '=', hashToken(session))
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Takes the pending registration out (once): two submissions cannot both create an account. */
export async function takePendingRegistration(db: Db, session: string, now: Date) {
  return db
    .deleteFrom('social_pending_registrations')
    .where('session_hash', '=', hashToken(session))
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function identitiesOf(db: Db, userId: number) {
  const [rows, user] = await Promise.all([
    db
      .selectFrom('social_identities')
      .select(['provider', 'email', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    identities: rows.map((row) => ({
      provider: row.provider,
      email: row.email,
      linkedAt: new Date(row.created_at).toISOString(),
    })),
    hasPassword: user.password_hash !== null,
  };
}
