import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveAltcha } from './altcha';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('solveAltcha', () => {
  it('finds the number and returns the payload the api verifies', async () => {
    const salt = 'abc?expires=1900000000';
    const payload = await solveAltcha({
      algorithm: 'SHA-256',
      challenge: sha(`${salt}7`),
      maxnumber: 10,
      salt,
      signature: 'sig',
    });
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: sha(`${salt}7`),
      number: 7,
      salt,
      signature: 'sig',
    });
  });

  it('fails when no number up to maxnumber matches', async () => {
    await expect(
      solveAltcha({
        algorithm: 'SHA-256',
        challenge: sha('x99'),
        maxnumber: 10,
        salt: 'x',
        signature: 's',
      }),
    ).rejects.toThrow('unsolved');
  });
});
