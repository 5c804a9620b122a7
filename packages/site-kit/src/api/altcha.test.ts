import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './altcha';

function challengeFor(number: number, maxnumber: number) {
  const salt = 'c0ffee?expires=1900000000&';
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  const signature = createHmac('sha256', 'key').update(challenge).digest('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature };
}

describe('solveAltcha', () => {
  it('finds the number and returns the payload the api verifies, reporting progress', async () => {
    const challenge = challengeFor(437, 1000);
    const progress: number[] = [];
    const payload = await solveAltcha(challenge, { onProgress: (ratio) => progress.push(ratio) });
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 437,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((ratio) => ratio > 0 && ratio <= 1)).toBe(true);
  });

  it('fails when no number up to the maximum matches', async () => {
    await expect(solveAltcha(challengeFor(50, 10))).rejects.toThrow('unsolved');
  });

  it('fails for an algorithm it does not know', async () => {
    await expect(solveAltcha({ ...challengeFor(1, 10), algorithm: 'MD5' })).rejects.toThrow(
      'algorithm',
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltcha(challengeFor(5, 10), { signal: controller.signal })).rejects.toThrow();
  });
});
