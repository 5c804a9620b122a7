import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

// Self-hosted proof-of-work (ALTCHA, v1 payload format): the browser widget fetches a challenge,
// finds the number, and posts the base64 payload with the form. A payload is accepted once.
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

// Challenges expire by the wall clock (altcha-lib checks Date.now()), so the injected app clock
// is not used here.
export interface Captcha {
  challenge(): Promise<object>;
  /** Throws 422 (field `captcha`) unless the payload solves a live challenge not used before. */
  verify(payload: string | undefined): Promise<void>;
}

export function altchaCaptcha(db: Kysely<Database>, hmacKey: string, maxNumber: number): Captcha {
  const failed = () =>
    new ApiError(
      422,
      'validation_failed',
      'auth.captchaFailed',
      {},
      {
        captcha: { key: 'auth.captchaFailed' },
      },
    );
  return {
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),
    async verify(payload) {
      const now = new Date();
      if (!payload || payload.length > 2000) throw failed();
      let decoded: { signature?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        throw failed();
      }
      const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!ok || typeof decoded.signature !== 'string') throw failed();
      await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
      const inserted = await db
        .insertInto('captcha_solutions')
        .values({
          signature: decoded.signature,
          expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
        })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw failed();
    },
  };
}
