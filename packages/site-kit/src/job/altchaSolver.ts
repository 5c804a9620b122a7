/** The api's proof-of-work challenge (GET /captcha/challenge, ALTCHA v1). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** altcha-lib's default when a challenge does not say. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes started together: enough to keep Web Crypto busy, few enough to stop soon after a hit. */
const BATCH = 200;

const WEB_CRYPTO_ALGORITHMS: Record<string, string> = {
  'SHA-256': 'SHA-256',
  'SHA-384': 'SHA-384',
  'SHA-512': 'SHA-512',
};

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Finds the number whose hash with the salt is the challenge (what the ALTCHA widget does) and
 * returns the base64 payload the api verifies. Web Crypto in batches: the page stays responsive
 * between them. Null when no number up to the maximum matches (a forged or stale challenge).
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const algorithm = WEB_CRYPTO_ALGORITHMS[challenge.algorithm.toUpperCase()];
  if (algorithm === undefined) return null;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += BATCH) {
    signal?.throwIfAborted();
    const numbers: number[] = [];
    for (let n = start; n < start + BATCH && n <= max; n++) numbers.push(n);
    const hashes = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(algorithm, encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = hashes.findIndex((hash) => hex(hash) === target);
    if (index >= 0) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: numbers[index],
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
