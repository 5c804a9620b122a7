import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exeBytes, pdfBytes, upload } from './support/files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Job = { id: string };

let app: TestApp;
let openJobs: Job[] = [];
let expiredJobId = '';

beforeAll(async () => {
  app = await startTestApp();
  openJobs = (await new ApiClient(app.url).get<{ items: Job[] }>('/jobs?perPage=40&sort=newest'))
    .body.items;
  const expired = await sql<{
    id: number;
  }>`SELECT id FROM jobs WHERE status = 'published' AND deadline < '2026-03-16' LIMIT 1`.execute(
    app.deps.db,
  );
  expiredJobId = String(expired.rows[0]?.id);
});
afterAll(() => app?.close());

let jobIndex = 0;
const nextJob = () => {
  const job = openJobs[jobIndex++];
  if (!job) throw new Error('out of open jobs');
  return job.id;
};

const contact = (email: string) => ({
  lastName: 'Nagy',
  firstName: 'Gergő',
  email,
  phone: '+36 20 555 1234',
  consentToShareData: true,
});

describe('POST /jobs/:jobId/applications', () => {
  it('lets a guest apply with contact details and a captcha, once per email', async () => {
    const guest = await new ApiClient(app.url).startSession();
    const jobId = nextJob();
    const noCaptcha = await guest.post<ErrorBody>(`/jobs/${jobId}/applications`, {
      ...contact('gergo@example.hu'),
      method: 'contactOnly',
    });
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.body.error.fields).toHaveProperty('captcha');
    const ok = await guest.post<{ status: string }>(`/jobs/${jobId}/applications`, {
      ...contact('gergo@example.hu'),
      method: 'contactOnly',
      captcha: await guest.captcha(),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.status).toBe('received');
    // The receipt names the ad and the company and links to the ad in the page's language.
    const ad = await app.deps.db
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .select(['jobs.title', 'jobs.slug', 'companies.name', 'companies.slug as companySlug'])
      .where('jobs.id', '=', Number(jobId))
      .executeTakeFirstOrThrow();
    const outbox = await new ApiClient(app.url).get<{ subject: string; text: string }[]>(
      '/_dev/outbox?to=gergo%40example.hu',
    );
    const [receipt] = outbox.body;
    expect(receipt?.subject).toBe(`Elküldtük a jelentkezésedet: ${ad.title} – ${ad.name}`);
    expect(receipt?.text).toContain('Kedves Gergő!');
    expect(receipt?.text).toContain(`/hu/job/${ad.companySlug}/${ad.slug}`);
    expect(receipt?.text).not.toContain('/my-applications');
    guest.locale = 'en';
    const again = await guest.post<ErrorBody>(`/jobs/${jobId}/applications`, {
      ...contact('GERGO@example.hu'),
      method: 'contactOnly',
      captcha: await guest.captcha(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Already applied to this job');
  });

  it('answers "Ad already expired" for an expired ad and 404 for an unknown one', async () => {
    const { client } = await registeredUser(app.url);
    client.locale = 'en';
    const expired = await client.post<ErrorBody>(`/jobs/${expiredJobId}/applications`, {
      ...contact('x@example.hu'),
      method: 'contactOnly',
    });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('Ad already expired');
    expect(
      (
        await client.post(`/jobs/99999999/applications`, {
          ...contact('x@example.hu'),
          method: 'contactOnly',
        })
      ).status,
    ).toBe(404);
  });

  it('accepts the four methods and lists them in my applications with their status', async () => {
    const { client, email } = await registeredUser(app.url);
    await client.post('/profile/cv', upload('file', pdfBytes(), 'cv.pdf', 'application/pdf'));
    const profile = await client.post<{ method: string }>(`/jobs/${nextJob()}/applications`, {
      ...contact(email),
      method: 'profile',
    });
    expect(profile.status).toBe(201);
    const withFile = await client.post<{ method: string }>(
      `/jobs/${nextJob()}/applications`,
      upload('cv', pdfBytes(), 'Nagy Gergő CV.pdf', 'application/pdf', {
        ...Object.fromEntries(Object.entries(contact(email)).map(([k, v]) => [k, String(v)])),
        method: 'cv',
      }),
    );
    expect(withFile.status).toBe(201);
    const saved = await client.post(`/jobs/${nextJob()}/applications`, {
      ...contact(email),
      method: 'cv',
      useSavedCv: true,
    });
    expect(saved.status).toBe(201);
    const linkedIn = await client.post(`/jobs/${nextJob()}/applications`, {
      ...contact(email),
      method: 'linkedIn',
      linkedInUrl: 'https://www.linkedin.com/in/nagy-gergo',
    });
    expect(linkedIn.status).toBe(201);
    const mine =
      await client.get<{ method: string; status: string; job: { id: string } }[]>(
        '/my-applications',
      );
    expect(mine.body.map((a) => a.method).sort()).toEqual(['cv', 'cv', 'linkedIn', 'profile']);
    expect(mine.body.every((a) => a.status === 'received')).toBe(true);
    const stranger = await registeredUser(app.url);
    expect((await stranger.client.get<unknown[]>('/my-applications')).body).toEqual([]);
  });

  it('checks the method rules, the CV bytes and the consent', async () => {
    const { client, email } = await registeredUser(app.url);
    client.locale = 'en';
    const jobId = nextJob();
    const noCv = await client.post<ErrorBody>(`/jobs/${jobId}/applications`, {
      ...contact(email),
      method: 'cv',
    });
    expect(noCv.status).toBe(422);
    expect(noCv.body.error.fields?.cv).toBe('Upload your CV.');
    const noLink = await client.post<ErrorBody>(`/jobs/${jobId}/applications`, {
      ...contact(email),
      method: 'linkedIn',
    });
    expect(noLink.body.error.fields?.linkedInUrl).toBe('Must be a valid LinkedIn url!');
    const noConsent = await client.post<ErrorBody>(`/jobs/${jobId}/applications`, {
      ...contact(email),
      consentToShareData: false,
      method: 'contactOnly',
    });
    expect(noConsent.body.error.fields?.consentToShareData).toBe(
      'You must agree that we pass your data to the advertiser.',
    );
    const exe = await client.post<ErrorBody>(
      `/jobs/${jobId}/applications`,
      upload('cv', exeBytes(), 'cv.pdf', 'application/pdf', {
        ...Object.fromEntries(Object.entries(contact(email)).map(([k, v]) => [k, String(v)])),
        method: 'cv',
      }),
    );
    expect(exe.status).toBe(415);
    const guest = await new ApiClient(app.url).startSession();
    const guestProfile = await guest.post(`/jobs/${jobId}/applications`, {
      ...contact('guest@example.hu'),
      method: 'profile',
    });
    expect(guestProfile.status).toBe(401);
    // Nothing was stored by the refused attempts.
    const stored = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM applications WHERE job_id = ${Number(jobId)}`.execute(
      app.deps.db,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('limits applications to 10 an hour per user with 429 and Retry-After', async () => {
    const { client, email } = await registeredUser(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post(`/jobs/${openJobs[20 + i]?.id}/applications`, {
        ...contact(email),
        method: 'contactOnly',
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
