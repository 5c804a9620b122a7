/** The api's GET /captcha/challenge answer (ALTCHA, v1 format). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** altcha-lib's own default when a challenge does not say how far to search. */
const DEFAULT_MAX_NUMBER = 1_000_000;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Finds the number whose hash, appended to the salt, is the challenge — the proof of work the api
 * checks with altcha-lib's verifySolution (server/api/src/auth/captcha.ts): hash(salt + number)
 * must equal `challenge`, and the signature must be the one the api issued. Answers the base64
 * JSON payload the api accepts in the form's `captcha` field. Web Crypto does the hashing, so
 * nothing is loaded from a third party.
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string> {
  if (globalThis.crypto?.subtle === undefined) throw new Error('Web Crypto is not available');
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const started = Date.now();
  for (let number = 0; number <= max; number++) {
    signal?.throwIfAborted();
    const digest = await crypto.subtle.digest(
      challenge.algorithm,
      encoder.encode(`${challenge.salt}${number}`),
    );
    if (toHex(digest) === challenge.challenge) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number,
        salt: challenge.salt,
        signature: challenge.signature,
        took: Date.now() - started,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  throw new Error('The captcha challenge has no solution in its range');
}
