import { createHash } from 'node:crypto';

/** The api's proof-of-work challenge (GET /api/captcha/challenge, ALTCHA v1). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Solves the captcha in the test process, for journeys that sign up through the gateway's api
 * rather than the registration page (the e2e api keeps the number small).
 */
export function solve(challenge: Challenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('captcha not solvable');
}
