import { browserApi } from '../api/browserApi';

/** The api's GET /captcha/challenge (ALTCHA v1): find n ≤ maxnumber with sha256(salt + n) = challenge. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** altcha-lib's default search bound, used when the challenge does not name one. */
const DEFAULT_MAX_NUMBER = 1_000_000;

export class BotCheckError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BotCheckError';
  }
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The proof of work, in the browser with Web Crypto: hashes salt + n for n = 0, 1, … until the
 * digest matches. Returns the base64 payload the api's verifySolution accepts (same JSON fields).
 * `onProgress` gets the share of the search space tried, for a progress bar on slow machines.
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  onProgress?: (ratio: number) => void,
): Promise<string> {
  if (challenge.algorithm !== 'SHA-256') throw new BotCheckError('algorithm');
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new BotCheckError('crypto');
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  for (let number = 0; number <= max; number += 1) {
    const digest = await subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
    if (hex(digest) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return btoa(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      );
    }
    if (onProgress && number % 5000 === 0) onProgress(number / max);
  }
  throw new BotCheckError('unsolved');
}

/** Fetches a fresh challenge through the gateway and solves it: the `captcha` field of a guest form. */
export async function botCheckPayload(onProgress?: (ratio: number) => void): Promise<string> {
  const challenge = await browserApi<AltchaChallenge>('/captcha/challenge');
  return solveAltcha(challenge, onProgress);
}
