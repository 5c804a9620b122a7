import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './altchaSolver';

function challengeFor(number: number, maxnumber: number) {
  const salt = 'c0ffee?expires=1900000000&';
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  const signature = createHmac('sha256', 'key').update(challenge).digest('hex');
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature };
}

describe('solveAltcha', () => {
  it('finds the number and returns the payload the api verifies', async () => {
    const challenge = challengeFor(437, 1000);
    const payload = await solveAltcha(challenge);
    expect(payload).not.toBeNull();
    expect(JSON.parse(atob(payload ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 437,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });

  it('answers null when no number up to the maximum matches', async () => {
    expect(await solveAltcha(challengeFor(50, 10))).toBeNull();
  });

  it('answers null for an algorithm it does not know', async () => {
    expect(await solveAltcha({ ...challengeFor(1, 10), algorithm: 'MD5' })).toBeNull();
  });
});
