import { readdir } from 'node:fs/promises';
import { formatMessage, type Locale, type MessageKey } from '@allas/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, upload } from './support/files.ts';
import {
  activeContentPdfs,
  cameraJpeg,
  jpegHeaderHtml,
  pdfHeaderHtml,
  pdfWithHtmlAfterEof,
  pdfWithHtmlComment,
  pdfWithJavaScriptOpenAction,
  pdfWithObfuscatedJavaScript,
  realPdf,
  transparentPng,
} from './support/hostile-files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
type Profile = {
  cv: { name: string; contentType: string } | null;
  photo: { name: string; contentType: string } | null;
};

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
});
afterAll(() => app?.close());

/** The id of the n-th newest open job. */
async function openJobId(n: number): Promise<string> {
  const jobs = await new ApiClient(app.url).get<{ items: { id: string }[] }>(
    '/jobs?perPage=5&sort=newest',
  );
  return jobs.body.items[n]?.id ?? '';
}

/** The text fields of an application by a signed-in user, as the site's multipart form sends them. */
function applicationForm(email: string, method: 'cv' | 'contactOnly'): FormData {
  const form = new FormData();
  const fields = {
    lastName: 'Nagy',
    firstName: 'Gergő',
    email,
    phone: '+36 20 555 1234',
    consentToShareData: 'true',
    method,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const pdfBlob = (data: Buffer) => new Blob([new Uint8Array(data)], { type: 'application/pdf' });

/** Every file in the store, as `aa/<40 hex>` keys. */
async function storedKeys(): Promise<string[]> {
  const root = app.deps.config.FILE_STORE as string;
  const folders = await readdir(root);
  const keys = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(`${root}/${folder}`)).map((f) => `${folder}/${f}`),
    ),
  );
  return keys.flat();
}

/**
 * Uploads `file` in each language and expects 422 with the catalogue's text for `key` on `field`;
 * afterwards the store holds no new file.
 */
async function expectRefused(
  client: ApiClient,
  path: string,
  file: Buffer,
  name: string,
  key: MessageKey,
) {
  const before = await storedKeys();
  for (const locale of ['hu', 'ro', 'en'] as Locale[]) {
    client.locale = locale;
    const type = path === '/profile/cv' ? 'application/pdf' : 'image/jpeg';
    const res = await client.post<ErrorBody>(path, upload('file', file, name, type));
    expect(res.status, `${name} in ${locale}`).toBe(422);
    expect(res.body.error.fields?.file).toBe(formatMessage(key, locale));
  }
  expect(await storedKeys()).toEqual(before);
}

describe('uploads are checked by their bytes', () => {
  it('a PDF with a JavaScript OpenAction is refused', async () => {
    const { client } = await registeredUser(app.url);
    const activeContent = 'validation.pdf.activeContent';
    await expectRefused(
      client,
      '/profile/cv',
      await pdfWithJavaScriptOpenAction(),
      'cv.pdf',
      activeContent,
    );
    // The same inside compressed object streams, and with the name spelt in #-escapes.
    await expectRefused(
      client,
      '/profile/cv',
      await pdfWithJavaScriptOpenAction(true),
      'cv.pdf',
      activeContent,
    );
    await expectRefused(
      client,
      '/profile/cv',
      await pdfWithObfuscatedJavaScript(),
      'cv.pdf',
      activeContent,
    );
    expect((await client.get<Profile>('/profile')).body.cv).toBeNull();
  });

  it.each(Object.entries(activeContentPdfs))('a PDF with %s is refused', async (_, make) => {
    const { client } = await registeredUser(app.url);
    client.locale = 'en';
    const res = await client.post<ErrorBody>(
      '/profile/cv',
      upload('file', await make(), 'cv.pdf', 'application/pdf'),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields?.file).toBe(formatMessage('validation.pdf.activeContent', 'en'));
  });

  it('a %PDF- + HTML polyglot is refused', async () => {
    const { client } = await registeredUser(app.url);
    const invalid = 'validation.pdf.invalid';
    await expectRefused(client, '/profile/cv', pdfHeaderHtml(), 'cv.pdf', invalid);
    await expectRefused(client, '/profile/cv', await pdfWithHtmlComment(), 'cv.pdf', invalid);
    await expectRefused(client, '/profile/cv', await pdfWithHtmlAfterEof(), 'cv.pdf', invalid);
  });

  it('a cover letter is checked like a CV', async () => {
    const { client, email } = await registeredUser(app.url);
    client.locale = 'en';
    const form = applicationForm(email, 'contactOnly');
    form.append('coverLetter', pdfBlob(await pdfWithJavaScriptOpenAction()), 'letter.pdf');
    const res = await client.post<ErrorBody>(`/jobs/${await openJobId(0)}/applications`, form);
    expect(res.status).toBe(422);
    expect(res.body.error.fields?.coverLetter).toBe(
      formatMessage('validation.pdf.activeContent', 'en'),
    );
  });

  it('a JPEG header + HTML photo is refused', async () => {
    const { client } = await registeredUser(app.url);
    await expectRefused(
      client,
      '/profile/photo',
      await jpegHeaderHtml(),
      'me.jpg',
      'validation.photo.invalid',
    );
    expect((await client.get<Profile>('/profile')).body.photo).toBeNull();
  });

  it('a JPEG header + HTML workplace photo of the award is refused; a camera JPEG is stored without EXIF', async () => {
    const { client, user } = await registeredUser(app.url);
    await app.deps.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', Number(user.id))
      .execute();
    await client.put('/auth/accept-legal-docs', { locale: 'hu', region: 'hu' });
    const nominees = await client.get<{ nominees: { companyId: string }[] }>('/voting/hu');
    const path = `/voting/hu/nominees/${nominees.body.nominees[0]?.companyId}/photos`;
    await expectRefused(
      client,
      path,
      await jpegHeaderHtml(),
      'iroda.jpg',
      'validation.image.invalid',
    );
    const sent = await client.post<{ url: string }>(
      path,
      upload('file', await cameraJpeg(), 'IMG_0002.JPG', 'image/jpeg'),
    );
    expect(sent.status).toBe(201);
    const stored = Buffer.from(
      await (
        await fetch(`${app.url}${new URL(sent.body.url).pathname}`, { headers: client.headers() })
      ).arrayBuffer(),
    );
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Andr'))).toBe(false);
  });

  it('a real PDF made by a PDF library is accepted, as a CV and as a cover letter', async () => {
    const { client, email } = await registeredUser(app.url);
    const pdf = await realPdf();
    const res = await client.post<Profile>(
      '/profile/cv',
      upload('file', pdf, 'Nagy Gergő CV.pdf', 'application/pdf'),
    );
    expect(res.status).toBe(200);
    expect(res.body.cv).toMatchObject({
      name: 'Nagy Gergő CV.pdf',
      contentType: 'application/pdf',
    });
    const download = await fetch(`${app.url}/profile/cv`, { headers: client.headers() });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const form = applicationForm(email, 'cv');
    form.append('cv', pdfBlob(pdf), 'cv.pdf');
    form.append('coverLetter', pdfBlob(await realPdf()), 'Motivációs levél.pdf');
    const applied = await client.post(`/jobs/${await openJobId(1)}/applications`, form);
    expect(applied.status).toBe(201);
  });

  it('a camera JPEG and a PNG are accepted and stored re-encoded, upright and without EXIF', async () => {
    const { client } = await registeredUser(app.url);
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await client.post<Profile>(
      '/profile/photo',
      upload('file', original, 'IMG_0001.JPG', 'image/jpeg'),
    );
    expect(res.status).toBe(200);
    expect(res.body.photo).toMatchObject({ name: 'IMG_0001.jpg', contentType: 'image/jpeg' });
    const stored = Buffer.from(
      await (await fetch(`${app.url}/profile/photo`, { headers: client.headers() })).arrayBuffer(),
    );
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Andr'))).toBe(false);
    const png = await client.post<Profile>(
      '/profile/photo',
      upload('file', await transparentPng(), 'me.png', 'image/png'),
    );
    expect(png.status).toBe(200);
    expect(png.body.photo).toMatchObject({ name: 'me.jpg', contentType: 'image/jpeg' });
  });

  it('a traversal file name is stored sanitised', async () => {
    const { client, user } = await registeredUser(app.url);
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\x.pdf', 'x.pdf'],
      ['C:\\Users\\gergo\\..\\önéletrajz.pdf', 'önéletrajz.pdf'],
      ['/tmp/cv\u202Efdp.exe', 'cvfdp.pdf'],
      ['..', 'document.pdf'],
      [`${'hosszú-név-'.repeat(30)}.pdf`, `${'hosszú-név-'.repeat(30).slice(0, 100)}.pdf`],
    ];
    for (const [sent, shown] of cases) {
      const res = await client.post<Profile>(
        '/profile/cv',
        upload('file', pdfBytes(), sent, 'application/pdf'),
      );
      expect(res.status, sent).toBe(200);
      expect(res.body.cv?.name, sent).toBe(shown);
      const row = await app.deps.db
        .selectFrom('files')
        .select(['original_name', 'storage_key'])
        .where('owner_user_id', '=', Number(user.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.original_name).toBe(shown);
      // Stored under a random key inside the store, whatever the name said.
      expect(row.storage_key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
      const download = await fetch(`${app.url}/profile/cv`, { headers: client.headers() });
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(shown)}`,
      );
    }
  });
});
