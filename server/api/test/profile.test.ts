import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exeBytes, pdfBytes, pngBytes, upload } from './support/files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Profile = {
  id: string;
  email: string;
  firstName: string;
  phone: string | null;
  categories: string[];
  linkedInUrl: string | null;
  notifications: { jobAlerts: boolean; applicationNews: boolean };
  newsletters: { itJobs: boolean };
  cv: { name: string; sizeBytes: number; contentType: string } | null;
  photo: { contentType: string } | null;
};

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('profile', () => {
  it('reads and updates the own account', async () => {
    const { client } = await registeredUser(app.url);
    const res = await client.patch<Profile>('/profile', {
      firstName: 'Ioana',
      phone: '0744 123 456',
      region: 'ro',
      categories: ['it', 'marketing'],
      newsletters: { itJobs: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ioana',
      phone: '+40744123456',
      categories: ['it', 'marketing'],
      newsletters: { itJobs: true },
    });
    const bad = await client.patch<ErrorBody>('/profile?locale=en', {
      firstName: '',
      categories: ['nincs-ilyen'],
      id: 5,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({
      firstName: 'The Firstname field is required.',
      id: 'Unknown field.',
    });
  });

  it('needs a token and the XSRF header', async () => {
    expect((await new ApiClient(app.url).get('/profile')).status).toBe(401);
    const { client } = await registeredUser(app.url);
    const noXsrf = await client.request(
      'PATCH',
      '/profile',
      { firstName: 'X' },
      { 'x-xsrf-token': '' },
    );
    expect(noXsrf.status).toBe(419);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { client, email, password } = await registeredUser(app.url);
    const other = await new ApiClient(app.url).startSession();
    other.token = (
      await other.post<[{ token: string }]>('/auth/login', { email, password })
    ).body[0].token;
    const wrong = await client.put<ErrorBody>('/profile/password?locale=en', {
      currentPassword: 'nem-ez-az',
      password: 'Uj-jelszo-123',
      passwordConfirmation: 'Uj-jelszo-123',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields?.currentPassword).toBe('The current password is wrong.');
    const mismatch = await client.put<ErrorBody>('/profile/password?locale=en', {
      currentPassword: password,
      password: 'Uj-jelszo-123',
      passwordConfirmation: 'Uj-jelszo-124',
    });
    expect(mismatch.body.error.fields?.passwordConfirmation).toBe('The passwords do not match.');
    const ok = await client.put('/profile/password', {
      currentPassword: password,
      password: 'Uj-jelszo-123',
      passwordConfirmation: 'Uj-jelszo-123',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/profile')).status).toBe(200);
    expect((await other.get('/profile')).status).toBe(401);
  });

  it('a common password is refused at password change', async () => {
    const { client, email, password } = await registeredUser(app.url);
    const messages = {
      hu: 'Ez a jelszó túl gyakori, könnyen kitalálható. Válassz egy másikat.',
      ro: 'Această parolă este prea comună și ușor de ghicit. Alege alta.',
      en: 'This password is too common and easy to guess. Choose another one.',
    } as const;
    for (const locale of ['hu', 'ro', 'en'] as const) {
      const res = await client.put<ErrorBody>(`/profile/password?locale=${locale}`, {
        currentPassword: password,
        password: 'qwerty123',
        passwordConfirmation: 'qwerty123',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({ password: messages[locale] });
    }
    // A wrong current password and a weak new one are reported together.
    const both = await client.put<ErrorBody>('/profile/password?locale=en', {
      currentPassword: 'nem-ez-az',
      password: `${email}!`,
      passwordConfirmation: `${email}!`,
    });
    expect(both.body.error.fields).toEqual({
      currentPassword: 'The current password is wrong.',
      password: 'The password must not be your name or email address.',
    });
    // Nothing changed: the old password still logs in.
    const again = await new ApiClient(app.url).startSession();
    expect((await again.post('/auth/login', { email, password })).status).toBe(200);
  });

  it('sets the LinkedIn URL and the notification switches', async () => {
    const { client } = await registeredUser(app.url);
    const bad = await client.put<ErrorBody>('/profile/linkedin?locale=en', {
      linkedInUrl: 'https://example.com/me',
    });
    expect(bad.body.error.fields?.linkedInUrl).toBe('Must be a valid LinkedIn url!');
    const good = await client.put<Profile>('/profile/linkedin', {
      linkedInUrl: 'https://www.linkedin.com/in/kiss-anna',
    });
    expect(good.body.linkedInUrl).toBe('https://www.linkedin.com/in/kiss-anna');
    const switches = await client.put<Profile>('/profile/notifications', { jobAlerts: false });
    expect(switches.body.notifications).toMatchObject({ jobAlerts: false, applicationNews: true });
  });

  it('uploads, replaces, downloads and deletes the CV, checked by its bytes', async () => {
    const { client } = await registeredUser(app.url);
    const first = await client.post<Profile>(
      '/profile/cv',
      upload('file', pdfBytes(), 'önéletrajz.pdf', 'application/pdf'),
    );
    expect(first.status).toBe(200);
    expect(first.body.cv).toMatchObject({
      name: 'önéletrajz.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    });
    const second = await client.post<Profile>(
      '/profile/cv',
      upload('file', pdfBytes(4096), '../../etc/passwd.pdf', 'application/pdf'),
    );
    expect(second.body.cv).toMatchObject({ name: 'passwd.pdf', sizeBytes: 4096 });
    const download = await fetch(`${app.url}/profile/cv`, { headers: client.headers() });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await client.delete<Profile>('/profile/cv')).body.cv).toBeNull();
    expect((await client.get('/profile/cv')).status).toBe(404);
  });

  it('refuses renamed, empty and oversized files and other fields with 4xx', async () => {
    const { client } = await registeredUser(app.url);
    client.locale = 'en';
    const renamed = await client.post<ErrorBody>(
      '/profile/cv',
      upload('file', exeBytes(), 'cv.pdf', 'application/pdf'),
    );
    expect(renamed.status).toBe(415);
    expect(renamed.body.error.fields?.file).toBe('The CV must be a PDF file.');
    const empty = await client.post<ErrorBody>(
      '/profile/cv',
      upload('file', Buffer.alloc(0), 'cv.pdf', 'application/pdf'),
    );
    expect(empty.status).toBe(422);
    const big = await client.post<ErrorBody>(
      '/profile/cv',
      upload('file', pdfBytes(3 * 1024 * 1024 + 10), 'cv.pdf', 'application/pdf'),
    );
    expect(big.status).toBe(413);
    const bigPhoto = await client.post<ErrorBody>(
      '/profile/photo',
      upload(
        'file',
        Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]),
        'me.png',
        'image/png',
      ),
    );
    expect(bigPhoto.status).toBe(413);
    expect(bigPhoto.body.error.fields?.file).toBe('The size of the photo must not exceed 2 MB.');
    const wrongField = await client.post<ErrorBody>(
      '/profile/cv',
      upload('other', pdfBytes(), 'cv.pdf', 'application/pdf'),
    );
    expect(wrongField.status).toBe(422);
    const json = await client.post<ErrorBody>('/profile/cv', { file: 'JVBERi0=' });
    expect(json.status).toBe(422);
    const photo = await client.post<Profile>(
      '/profile/photo',
      upload('file', pngBytes(), 'me.png', 'image/png'),
    );
    // Photos are stored re-encoded (hostile-uploads.test.ts), whatever type they came in.
    expect(photo.body.photo?.contentType).toBe('image/jpeg');
    const pdfAsPhoto = await client.post<ErrorBody>(
      '/profile/photo',
      upload('file', pdfBytes(), 'me.png', 'image/png'),
    );
    expect(pdfAsPhoto.status).toBe(415);
  });

  it('limits uploads to 10 an hour per user with 429 and Retry-After', async () => {
    const { client } = await registeredUser(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post(
        '/profile/photo',
        upload('file', pngBytes(), 'me.png', 'image/png'),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("never shows one user's CV to another", async () => {
    const owner = await registeredUser(app.url);
    await owner.client.post(
      '/profile/cv',
      upload('file', pdfBytes(), 'titkos.pdf', 'application/pdf'),
    );
    const stranger = await registeredUser(app.url);
    expect((await stranger.client.get('/profile/cv')).status).toBe(404);
    const profile = await stranger.client.get<Profile>('/profile');
    expect(profile.body.email).toBe(stranger.email);
    expect(profile.body.cv).toBeNull();
  });

  it('exports every personal datum and deletes the account only with its own email', async () => {
    const { client, email, password } = await registeredUser(app.url);
    const exported = await client.get<{ profile: Profile; savedJobs: unknown[] }>(
      '/profile/export',
    );
    expect(exported.status).toBe(200);
    expect(exported.body.profile.email).toBe(email);
    const wrong = await client.delete<ErrorBody>('/profile?locale=en', {
      email: 'someone@example.hu',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields?.email).toBe(
      'Type the email address of your account to confirm.',
    );
    expect((await client.delete('/profile', { email: email.toUpperCase() })).status).toBe(200);
    expect((await client.get('/profile')).status).toBe(401);
    const login = await client.post('/auth/login', { email, password });
    expect(login.status).toBe(401);
  });
});
