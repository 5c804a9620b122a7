// The authorization matrix: two job seekers, each trying every resource of the other through the
// gateway and directly on the api with their own bearer token, and a guest trying them all. Any
// success on another's resource fails the test; the table of attempts is printed.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { realPdf } from '../../server/api/test/support/hostile-files.ts';
import { jsonOf, type RawAnswer } from './http';
import { multipartBody } from './multipart';
import { ApiSession, BrowserSession, newEmail } from './session';

interface Owner {
  browser: BrowserSession;
  api: ApiSession;
  email: string;
  alertId: string;
  jobId: string;
  companyId: string;
}

const ok = (answer: RawAnswer) => answer.kind === 'answer' && answer.status < 300;
const text = (answer: RawAnswer) => (answer.kind === 'answer' ? answer.body.toString('utf8') : '');

async function makeOwner(gatewayUrl: string, apiUrl: string, jobIndex: number): Promise<Owner> {
  const email = newEmail('idor');
  const browser = await new BrowserSession(gatewayUrl).start();
  await browser.register(email);
  const jobs = jsonOf<{ items: Array<{ id: string; companySlug: string }> }>(
    await browser.request('GET', '/api/jobs?perPage=5'),
  );
  const listed = jobs?.items[jobIndex];
  if (!listed) throw new Error('no jobs to work with');
  const company = jsonOf<{ id: string }>(
    await browser.request('GET', `/api/companies/${listed.companySlug}`),
  );
  const job = { id: listed.id, company: { id: String(company?.id) } };
  expect(ok(await browser.request('PUT', `/api/saved-jobs/${job.id}`))).toBe(true);
  expect(
    ok(await browser.request('POST', `/api/companies/${job.company.id}/save-company-to-user`, {})),
  ).toBe(true);
  const alert = jsonOf<{ id: string }>(
    await browser.request('POST', '/api/job-alerts', { frequency: 'daily', categories: ['it'] }),
  );
  const cv = multipartBody({}, [
    { field: 'file', name: 'cv.pdf', type: 'application/pdf', data: await realPdf() },
  ]);
  const upload = await browser.request('POST', '/api/profile/cv', cv.body, {
    'content-type': cv.contentType,
  });
  expect(ok(upload), text(upload)).toBe(true);
  const applied = await browser.request('POST', `/api/jobs/${job.id}/applications`, {
    method: 'contactOnly',
    firstName: 'Ellenálló',
    lastName: 'Próbáló',
    email,
    phone: '+36 30 765 4321',
    consentToShareData: true,
  });
  expect(ok(applied), text(applied)).toBe(true);
  const api = await new ApiSession(apiUrl).login(email);
  return {
    browser,
    api,
    email,
    alertId: String(alert?.id),
    jobId: job.id,
    companyId: job.company.id,
  };
}

let owners: [Owner, Owner];

beforeAll(async () => {
  const gatewayUrl = inject('gatewayUrl');
  const apiUrl = inject('apiUrl');
  owners = [await makeOwner(gatewayUrl, apiUrl, 0), await makeOwner(gatewayUrl, apiUrl, 1)];
});

describe('the authorization matrix', () => {
  it('no job seeker reaches another’s resource, through the gateway or on the api (0 successes)', async () => {
    const attempts: string[] = [];
    const successes: string[] = [];
    for (const [victim, attacker] of [
      [owners[0], owners[1]],
      [owners[1], owners[0]],
    ] as const) {
      const guest = await new BrowserSession(inject('gatewayUrl')).start();
      const actors: Array<
        [string, (m: string, p: string, b?: unknown) => Promise<RawAnswer>, string]
      > = [
        ['other user via gateway', (m, p, b) => attacker.browser.request(m, p, b), '/api'],
        ['other user on the api', (m, p, b) => attacker.api.request(m, p, b), ''],
        ['guest via gateway', (m, p, b) => guest.request(m, p, b), '/api'],
      ];
      for (const [who, call, prefix] of actors) {
        // Writes aimed at the victim's own resources by their ids.
        for (const [method, path, body] of [
          ['PATCH', `/job-alerts/${victim.alertId}`, { frequency: 'weekly' }],
          ['DELETE', `/job-alerts/${victim.alertId}`, undefined],
        ] as const) {
          const answer = await call(method, `${prefix}${path}`, body);
          attempts.push(`${who} ${method} ${path}`);
          if (ok(answer)) successes.push(`${who} ${method} ${path}: ${text(answer).slice(0, 200)}`);
        }
        // Reads of the caller's own lists must never show the victim's data.
        for (const path of [
          '/profile',
          '/profile/export',
          '/profile/cv',
          '/job-alerts',
          '/saved-jobs',
          '/followed-companies',
          '/my-applications',
        ]) {
          const answer = await call('GET', `${prefix}${path}`);
          attempts.push(`${who} GET ${path}`);
          const body = text(answer);
          if (
            ok(answer) &&
            (body.includes(victim.email) || body.includes(`"id":"${victim.alertId}"`))
          ) {
            successes.push(`${who} GET ${path} shows the victim's data`);
          }
          if (who.startsWith('guest') && ok(answer))
            successes.push(`${who} GET ${path}: ${answer.kind === 'answer' ? answer.status : ''}`);
        }
      }
      // The victim's resources are all still theirs and unchanged.
      const alerts = jsonOf<Array<{ id: string; frequency: string }>>(
        await victim.browser.request('GET', '/api/job-alerts'),
      );
      expect(alerts?.find((alert) => alert.id === victim.alertId)?.frequency).toBe('daily');
      const saved = text(await victim.browser.request('GET', '/api/saved-jobs'));
      expect(saved).toContain(victim.jobId);
      const cv = await victim.browser.request('GET', '/api/profile/cv');
      expect(cv.kind === 'answer' && cv.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    console.log(`authorization matrix: ${attempts.length} attempts, ${successes.length} successes`);
    expect(successes).toEqual([]);
    expect(attempts.length).toBeGreaterThanOrEqual(50);
  });
});
