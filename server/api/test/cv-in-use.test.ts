import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes, upload } from './support/files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type Profile = { cv: { name: string; sizeBytes: number } | null };

let app: TestApp;
let openJobs: { id: string }[] = [];

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  openJobs = (await new ApiClient(app.url).get<{ items: { id: string }[] }>('/jobs?perPage=20'))
    .body.items;
});
afterAll(() => app?.close());

let jobIndex = 0;
const nextJob = () => openJobs[jobIndex++]?.id ?? '';

const inStore = (key: string) =>
  access(join(app.deps.config.FILE_STORE as string, key)).then(
    () => true,
    () => false,
  );

/** A signed-in candidate with a saved CV of `size` bytes who applied to a job with it. */
async function candidateWhoAppliedWithSavedCv(size: number) {
  const candidate = await registeredUser(app.url);
  const cv = pdfBytes(size);
  await candidate.client.post(
    '/profile/cv',
    upload('file', cv, 'önéletrajz.pdf', 'application/pdf'),
  );
  const applied = await candidate.client.post<{ id: string }>(`/jobs/${nextJob()}/applications`, {
    lastName: 'Nagy',
    firstName: 'Gergő',
    email: candidate.email,
    phone: '+36 20 555 1234',
    consentToShareData: true,
    method: 'cv',
    useSavedCv: true,
  });
  expect(applied.status).toBe(201);
  return { ...candidate, cv, applicationId: Number(applied.body.id) };
}

/**
 * The CV an application holds, as the employer of the job would receive it: its row and its bytes
 * from the file store. (The api has no employer download route yet; this is what one would serve.)
 */
async function applicationCv(applicationId: number) {
  const row = await app.deps.db
    .selectFrom('applications')
    .innerJoin('files', 'files.id', 'applications.cv_file_id')
    .select(['files.storage_key', 'files.original_name'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { ...row, bytes: await app.deps.files.get(row.storage_key) };
}

describe('a CV that an application uses', () => {
  it('deleting a CV an application uses succeeds and the application keeps its CV', async () => {
    const { client, cv, applicationId } = await candidateWhoAppliedWithSavedCv(3000);
    const deleted = await client.delete<Profile>('/profile/cv');
    expect(deleted.status).toBe(200);
    expect(deleted.body.cv).toBeNull();
    expect((await client.get('/profile/cv')).status).toBe(404);
    const kept = await applicationCv(applicationId);
    expect(kept.original_name).toBe('önéletrajz.pdf');
    expect(kept.bytes.equals(cv)).toBe(true);
  });

  it('replacing a CV an application uses succeeds; the application keeps the old one, the candidate downloads the new one', async () => {
    const { client, cv, applicationId } = await candidateWhoAppliedWithSavedCv(3000);
    const replacement = pdfBytes(5000);
    const replaced = await client.post<Profile>(
      '/profile/cv',
      upload('file', replacement, 'új önéletrajz.pdf', 'application/pdf'),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.cv).toMatchObject({ name: 'új önéletrajz.pdf', sizeBytes: 5000 });
    const download = await fetch(`${app.url}/profile/cv`, { headers: client.headers() });
    expect(Buffer.from(await download.arrayBuffer()).equals(replacement)).toBe(true);
    expect((await applicationCv(applicationId)).bytes.equals(cv)).toBe(true);
    // Deleting the new one afterwards still leaves the application's CV alone.
    expect((await client.delete('/profile/cv')).status).toBe(200);
    expect((await applicationCv(applicationId)).bytes.equals(cv)).toBe(true);
  });

  it('a CV no application uses is removed from the database and the store when deleted or replaced', async () => {
    const { client, user } = await registeredUser(app.url);
    const keysOf = async () =>
      (
        await app.deps.db
          .selectFrom('files')
          .select('storage_key')
          .where('owner_user_id', '=', Number(user.id))
          .execute()
      ).map((row) => row.storage_key);
    await client.post('/profile/cv', upload('file', pdfBytes(), 'a.pdf', 'application/pdf'));
    const [first = ''] = await keysOf();
    await client.post('/profile/cv', upload('file', pdfBytes(), 'b.pdf', 'application/pdf'));
    const [second = ''] = await keysOf();
    expect(second).not.toBe(first);
    expect(await inStore(first)).toBe(false);
    await client.delete('/profile/cv');
    expect(await keysOf()).toEqual([]);
    expect(await inStore(second)).toBe(false);
    // Photos go the same way.
    await client.post('/profile/photo', upload('file', pngBytes(), 'me.png', 'image/png'));
    const [photo = ''] = await keysOf();
    expect(await inStore(photo)).toBe(true);
    await client.delete('/profile/photo');
    expect(await inStore(photo)).toBe(false);
  });

  it('a write refused inside its transaction leaves no bytes behind', async () => {
    const { client, email } = await registeredUser(app.url);
    const jobId = nextJob();
    const form = () =>
      upload('cv', pdfBytes(), 'cv.pdf', 'application/pdf', {
        lastName: 'Nagy',
        firstName: 'Gergő',
        email,
        phone: '+36 20 555 1234',
        consentToShareData: 'true',
        method: 'cv',
      });
    // Sent at once, both pass the duplicate check before either has written; the unique index
    // refuses the second inside its transaction, after its CV's bytes were put in the store.
    const statuses = await Promise.all([
      client.post(`/jobs/${jobId}/applications`, form()),
      client.post(`/jobs/${jobId}/applications`, form()),
    ]).then((answers) => answers.map((answer) => answer.status).sort());
    expect(statuses).toEqual([201, 409]);
    const recorded = new Set(
      (await app.deps.db.selectFrom('files').select('storage_key').execute()).map(
        (row) => row.storage_key,
      ),
    );
    const root = app.deps.config.FILE_STORE as string;
    for (const folder of await readdir(root)) {
      for (const name of await readdir(join(root, folder))) {
        expect(recorded.has(`${folder}/${name}`), `${folder}/${name} has a row`).toBe(true);
      }
    }
  });
});
