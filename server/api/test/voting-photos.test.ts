// The award's workplace photos (issue 11): checked by their bytes, at most three per voter,
// nominee and campaign (held by the database under parallel uploads), invisible to everyone but
// their uploader until an operator approves them (`pnpm voting:photos`), deletable by their
// uploader only while pending. Also: the results' publication state.
import { formatMessage, type Locale } from '@allas/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPhotoModeration } from '../src/voting/photos.ts';
import { exeBytes, pdfBytes, upload } from './support/files.ts';
import { cameraJpeg, jpegHeaderHtml, transparentPng } from './support/hostile-files.ts';
import {
  ApiClient,
  registeredUser,
  startTestApp,
  TEST_NOW,
  type TestApp,
} from './support/test-app.ts';

type Photo = { id: string; url: string; status: string; own: boolean };
type Nominee = { companyId: string; name: string; photos: Photo[] };
type Overview = { nominees: Nominee[]; resultsYear: number | null };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let app: TestApp;
let nominees: Nominee[];

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
  nominees = (await new ApiClient(app.url).get<Overview>('/voting/hu')).body.nominees;
});
afterAll(() => app?.close());

/** A candidate who may vote: email confirmed and the region's rules accepted. */
async function voter() {
  const { client, user } = await registeredUser(app.url);
  await app.deps.db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', Number(user.id))
    .execute();
  expect((await client.put('/auth/accept-legal-docs', { locale: 'hu', region: 'hu' })).status).toBe(
    200,
  );
  client.locale = 'en';
  return { client, user };
}

const nominee = (index: number) => {
  const found = nominees[index];
  if (!found) throw new Error(`no nominee ${index}`);
  return found;
};

const photoPath = (companyId: string) => `/voting/hu/nominees/${companyId}/photos`;

const sendPhoto = async (client: ApiClient, companyId: string, data?: Buffer, name = 'iroda.jpg') =>
  client.post<Photo & ErrorBody>(
    photoPath(companyId),
    upload('file', data ?? (await cameraJpeg()), name, 'image/jpeg'),
  );

const photosOf = async (client: ApiClient, companyId: string) =>
  (await client.get<Overview>('/voting/hu')).body.nominees.find((n) => n.companyId === companyId)
    ?.photos ?? [];

/** The photo's bytes as `client` may fetch them (the url is the api's public address). */
const fetchPhoto = (client: ApiClient, url: string) =>
  fetch(`${app.url}${new URL(url).pathname}`, { headers: client.headers() });

describe('workplace photos: what is accepted', () => {
  it('accepts JPEG, PNG and WebP by their bytes and stores them re-encoded without metadata', async () => {
    const { client } = await voter();
    const target = nominee(0).companyId;
    const jpeg = await sendPhoto(client, target);
    expect(jpeg.status).toBe(201);
    expect(jpeg.body).toMatchObject({ status: 'pending', own: true });
    const stored = Buffer.from(await (await fetchPhoto(client, jpeg.body.url)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Andr'))).toBe(false);
    // A PNG declared as a JPEG and a WebP: the bytes decide.
    expect((await sendPhoto(client, target, await transparentPng(), 'x.jpg')).status).toBe(201);
    const webp = await sharp({
      create: { width: 12, height: 12, channels: 3, background: '#36c' },
    })
      .webp()
      .toBuffer();
    expect((await sendPhoto(client, target, webp, 'x.webp')).status).toBe(201);
  });

  it('refuses other types, forged images and files over 2 MB, with the field’s message in each language', async () => {
    const { client } = await voter();
    const target = nominee(1).companyId;
    const cases: [Buffer, number, Parameters<typeof formatMessage>[0]][] = [
      [pdfBytes(), 415, 'validation.image.type'],
      [exeBytes(), 415, 'validation.image.type'],
      [await jpegHeaderHtml(), 422, 'validation.image.invalid'],
      [
        Buffer.concat([await cameraJpeg(), Buffer.alloc(2 * 1024 * 1024, 1)]),
        413,
        'validation.image.tooLarge',
      ],
    ];
    for (const [data, status, key] of cases) {
      for (const locale of ['hu', 'ro', 'en'] as Locale[]) {
        client.locale = locale;
        const res = await sendPhoto(client, target, data);
        expect(res.status, `${key} in ${locale}`).toBe(status);
        expect(res.body.error.fields?.file).toBe(formatMessage(key, locale));
      }
    }
    client.locale = 'en';
    expect(await photosOf(client, target)).toEqual([]);
  });

  it('needs a ready voter, a nominee and the voting period', async () => {
    const guest = await new ApiClient(app.url).startSession();
    expect((await sendPhoto(guest, nominee(0).companyId)).status).toBe(401);
    const { client: unready } = await registeredUser(app.url);
    unready.locale = 'en';
    const refused = await sendPhoto(unready, nominee(0).companyId);
    expect(refused.status).toBe(403);
    const { client } = await voter();
    const notNominee = await sendPhoto(client, '999999');
    expect(notNominee.status).toBe(404);
    expect(notNominee.body.error.message).toBe('This company is not a nominee of the award.');
    const before = await app.deps.db
      .selectFrom('voting_campaigns')
      .select(['voting_start_at', 'voting_finish_at'])
      .where('region', '=', 'hu')
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    await app.deps.db
      .updateTable('voting_campaigns')
      .set({ voting_start_at: '2026-11-01', voting_finish_at: '2026-11-21' })
      .where('region', '=', 'hu')
      .where('year', '=', 2026)
      .execute();
    try {
      const closed = await sendPhoto(client, nominee(0).companyId);
      expect(closed.status).toBe(409);
      expect(closed.body.error.message).toBe('Voting unavailable right now.');
    } finally {
      await app.deps.db
        .updateTable('voting_campaigns')
        .set({ voting_start_at: before.voting_start_at, voting_finish_at: before.voting_finish_at })
        .where('region', '=', 'hu')
        .where('year', '=', 2026)
        .execute();
    }
  });
});

describe('workplace photos: limits, visibility and owners', () => {
  it('holds three per voter, nominee and campaign under parallel uploads', async () => {
    const { client, user } = await voter();
    const target = nominee(2).companyId;
    const photo = await cameraJpeg();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendPhoto(client, target, photo)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body.error.message).toBe('You can attach at most 3 photos to a company.');
    const rows = await app.deps.db
      .selectFrom('voting_photos')
      .select('slot')
      .where('user_id', '=', Number(user.id))
      .execute();
    expect(rows.map((r) => r.slot).sort()).toEqual([1, 2, 3]);
    // Another nominee has its own three.
    expect((await sendPhoto(client, nominee(3).companyId, photo)).status).toBe(201);
    // The refused uploads left no file behind.
    const files = await app.deps.db
      .selectFrom('files')
      .select('id')
      .where('owner_user_id', '=', Number(user.id))
      .where('kind', '=', 'voting_photo')
      .execute();
    expect(files).toHaveLength(4);
  });

  it('shows a pending photo to its uploader only, and an approved one to everyone', async () => {
    const { client: uploader } = await voter();
    const { client: other } = await voter();
    const guest = new ApiClient(app.url);
    const target = nominee(4).companyId;
    const sent = await sendPhoto(uploader, target);
    expect(sent.status).toBe(201);
    expect(await photosOf(uploader, target)).toEqual([
      { id: sent.body.id, url: sent.body.url, status: 'pending', own: true },
    ]);
    expect(await photosOf(other, target)).toEqual([]);
    expect(await photosOf(guest, target)).toEqual([]);
    const own = await fetchPhoto(uploader, sent.body.url);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchPhoto(other, sent.body.url)).status).toBe(404);
    expect((await fetchPhoto(guest, sent.body.url)).status).toBe(404);

    const listed = await runPhotoModeration(app.deps.db, app.deps.files, ['--list'], TEST_NOW);
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).toContain(`#${sent.body.id} hu 2026 ${nominee(4).name}`);
    const approved = await runPhotoModeration(
      app.deps.db,
      app.deps.files,
      ['--approve', sent.body.id],
      TEST_NOW,
    );
    expect(approved).toEqual({
      code: 0,
      lines: [`photo #${sent.body.id} approved: it shows on the nominee's card`],
    });
    expect(await photosOf(guest, target)).toEqual([
      { id: sent.body.id, url: sent.body.url, status: 'approved', own: false },
    ]);
    expect((await fetchPhoto(guest, sent.body.url)).status).toBe(200);
    expect(
      (await runPhotoModeration(app.deps.db, app.deps.files, ['--approve', sent.body.id], TEST_NOW))
        .code,
    ).toBe(1);
    expect(
      (await runPhotoModeration(app.deps.db, app.deps.files, ['--bogus'], TEST_NOW)).code,
    ).toBe(2);
  });

  it('a rejected photo is deleted with its file', async () => {
    const { client } = await voter();
    const target = nominee(5).companyId;
    const sent = await sendPhoto(client, target);
    const row = await app.deps.db
      .selectFrom('voting_photos as p')
      .innerJoin('files as f', 'f.id', 'p.file_id')
      .select(['f.id', 'f.storage_key'])
      .where('p.id', '=', Number(sent.body.id))
      .executeTakeFirstOrThrow();
    const rejected = await runPhotoModeration(
      app.deps.db,
      app.deps.files,
      ['--reject', sent.body.id],
      TEST_NOW,
    );
    expect(rejected.code).toBe(0);
    expect(await photosOf(client, target)).toEqual([]);
    expect((await fetchPhoto(client, sent.body.url)).status).toBe(404);
    expect(
      await app.deps.db.selectFrom('files').select('id').where('id', '=', row.id).execute(),
    ).toEqual([]);
    await expect(app.deps.files.get(row.storage_key)).rejects.toThrow();
  });

  it('lets only the uploader delete a pending photo; an approved one stays', async () => {
    const { client: uploader } = await voter();
    const { client: other } = await voter();
    const target = nominee(6).companyId;
    const first = await sendPhoto(uploader, target);
    const second = await sendPhoto(uploader, target);
    const notOwner = await other.delete<ErrorBody>(`/voting/hu/photos/${first.body.id}`);
    expect(notOwner.status).toBe(404);
    expect((await photosOf(uploader, target)).map((p) => p.id)).toContain(first.body.id);
    const deleted = await uploader.delete<{ message: string }>(
      `/voting/hu/photos/${first.body.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('The photo is deleted.');
    expect((await photosOf(uploader, target)).map((p) => p.id)).toEqual([second.body.id]);
    expect((await uploader.delete(`/voting/hu/photos/${first.body.id}`)).status).toBe(404);
    await runPhotoModeration(app.deps.db, app.deps.files, ['--approve', second.body.id], TEST_NOW);
    const approved = await uploader.delete<ErrorBody>(`/voting/hu/photos/${second.body.id}`);
    expect(approved.status).toBe(409);
    expect(approved.body.error.message).toBe(
      'This photo has already been approved and can no longer be deleted.',
    );
    // The other region's path does not reach it either.
    expect((await uploader.delete(`/voting/ro/photos/${second.body.id}`)).status).toBe(404);
  });
});

describe('results publication', () => {
  it('publishes the audited 2025 results per size category with ranks and vote shares', async () => {
    const guest = new ApiClient(app.url);
    const res = await guest.get<{
      year: number;
      published: boolean;
      categories: {
        sizeCategory: string;
        nominees: { rank: number; votes: number; voteShare: number; averageRating: number }[];
      }[];
    }>('/voting/hu/results?year=2025');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: 2025, published: true });
    for (const category of res.body.categories) {
      expect(category.nominees[0]?.rank).toBe(1);
      const ranks = category.nominees.map((n) => n.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const shares = category.nominees.reduce((sum, n) => sum + n.voteShare, 0);
      expect(shares).toBeGreaterThan(0.99);
      expect(shares).toBeLessThan(1.01);
    }
    // Without a year: the latest published campaign.
    const latest = await guest.get<{ year: number }>('/voting/hu/results');
    expect(latest.body.year).toBe(2025);
    expect((await guest.get<Overview>('/voting/hu')).body.resultsYear).toBe(2025);
  });

  it('says a campaign before its audit is not published, and answers 404 for no campaign', async () => {
    const guest = new ApiClient(app.url);
    const open = await guest.get<{ published: boolean; auditedAt: null; categories: [] }>(
      '/voting/hu/results?year=2026',
    );
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ published: false, auditedAt: null, categories: [] });
    guest.locale = 'en';
    expect((await guest.get('/voting/hu/results?year=2019')).status).toBe(404);
  });
});
