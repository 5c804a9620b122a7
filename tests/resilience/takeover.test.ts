// The three-request takeover, tried on the product as npm start runs it: ask for the victim's
// password reset, read the reset link from the development outbox, set a new password. The outbox
// must answer 404 through the gateway and on the api (production), so the second step finds nothing.
import { expect, inject, it } from 'vitest';
import { send } from './http';
import { BrowserSession, newEmail } from './session';

it('the three-request takeover: no reset link can be read anywhere', async () => {
  const victimEmail = newEmail('victim');
  await (await new BrowserSession(inject('gatewayUrl')).start()).register(victimEmail);
  const attacker = await new BrowserSession(inject('gatewayUrl')).start();
  const asked = await attacker.request('POST', '/api/forgot-password', { email: victimEmail });
  expect(asked.kind === 'answer' && asked.status).toBe(200);
  for (const [base, path] of [
    [inject('gatewayUrl'), `/api/_dev/outbox?to=${encodeURIComponent(victimEmail)}`],
    [inject('gatewayUrl'), '/api/%5Fdev/outbox'],
    [inject('apiUrl'), `/_dev/outbox?to=${encodeURIComponent(victimEmail)}`],
  ] as const) {
    const answer = await send(base, { path });
    expect(answer.kind === 'answer' && answer.status, `${base}${path}`).toBe(404);
    expect(answer.kind === 'answer' && answer.body.toString('utf8')).not.toContain('token=');
  }
});
