import { browserApi } from './browserApi';

/** The api's proof-of-work challenge (GET /captcha/challenge, ALTCHA v1). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Why a bot check could not be passed: an unknown algorithm, no Web Crypto, or no solution. */
export class BotCheckError extends Error {
  constructor(reason: 'algorithm' | 'crypto' | 'unsolved') {
    super(reason);
    this.name = 'BotCheckError';
  }
}

/** altcha-lib's default when a challenge does not say how far to search. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes started together: enough to keep Web Crypto busy, few enough to stop soon after a hit. */
const BATCH = 200;
const ALGORITHMS = new Set(['SHA-256', 'SHA-384', 'SHA-512']);

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SolveOptions {
  signal?: AbortSignal;
  /** The share of the search space tried so far, for a progress bar on slow machines. */
  onProgress?: (ratio: number) => void;
}

/**
 * The self-hosted bot check in the browser: finds the number n ≤ maxnumber whose hash of salt + n
 * is the challenge (what altcha-lib's verifySolution checks on the api) and returns the base64
 * payload of the forms' `captcha` field. Web Crypto hashes in batches, so the page stays
 * responsive; nothing is loaded from a third party.
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: SolveOptions = {},
): Promise<string> {
  const algorithm = challenge.algorithm.toUpperCase();
  if (!ALGORITHMS.has(algorithm)) throw new BotCheckError('algorithm');
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) throw new BotCheckError('crypto');
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  for (let start = 0; start <= max; start += BATCH) {
    options.signal?.throwIfAborted();
    const numbers: number[] = [];
    for (let n = start; n < start + BATCH && n <= max; n++) numbers.push(n);
    const hashes = await Promise.all(
      numbers.map((n) => subtle.digest(algorithm, encoder.encode(`${challenge.salt}${n}`))),
    );
    const index = hashes.findIndex((hash) => hex(hash) === target);
    if (index >= 0) {
      const { salt, signature } = challenge;
      const number = numbers[index];
      return btoa(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt,
          signature,
        }),
      );
    }
    options.onProgress?.(Math.min(1, (start + BATCH) / max));
  }
  throw new BotCheckError('unsolved');
}

/** A fresh challenge through the gateway, solved: each solution is accepted once. */
export async function botCheckPayload(
  options: SolveOptions & { locale?: string } = {},
): Promise<string> {
  const challenge = await browserApi.get('/captcha/challenge', {
    locale: options.locale,
    signal: options.signal,
  });
  return solveAltcha(challenge, options);
}
