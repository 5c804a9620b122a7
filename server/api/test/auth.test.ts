import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type LoginAnswer = [
  { token: string; expiresAt: string; user: { email: string; firstName: string } },
];

let app: TestApp;

/** The message of a common password, in each language (core's catalogue). */
const tooCommon = {
  hu: 'Ez a jelszó túl gyakori, könnyen kitalálható. Válassz egy másikat.',
  ro: 'Această parolă este prea comună și ușor de ghicit. Alege alta.',
  en: 'This password is too common and easy to guess. Choose another one.',
} as const;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function newSession() {
  return new ApiClient(app.url).startSession();
}

describe('GET /auth/csrf-cookie', () => {
  it('sets a readable XSRF-TOKEN and an httpOnly allas_session, both for 4 hours', async () => {
    const res = await fetch(`${app.url}/auth/csrf-cookie`);
    expect(res.status).toBe(204);
    const cookies = res.headers.getSetCookie();
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    const session = cookies.find((c) => c.startsWith('allas_session='));
    expect(xsrf).toMatch(/max-age=14400|expires=/i);
    expect(xsrf?.toLowerCase()).not.toContain('httponly');
    expect(session?.toLowerCase()).toContain('httponly');
    expect(session?.toLowerCase()).toContain('samesite=lax');
  });
});

describe('XSRF check', () => {
  it('answers 419 to a state-changing call without the token, with a wrong token, or without the session', async () => {
    const body = { email: 'a@example.hu', password: 'whatever1' };
    const bare = await new ApiClient(app.url).post<ErrorBody>('/auth/login', body);
    expect(bare.status).toBe(419);
    expect(bare.body.error.code).toBe('csrf_mismatch');
    const client = await newSession();
    const wrong = await client.request<ErrorBody>('POST', '/auth/login', body, {
      'x-xsrf-token': 'forged',
    });
    expect(wrong.status).toBe(419);
    const noSession = new ApiClient(app.url);
    noSession.cookies.set('XSRF-TOKEN', client.cookies.get('XSRF-TOKEN') ?? '');
    expect((await noSession.post('/auth/login', body)).status).toBe(419);
  });
});

describe('POST /auth/register', () => {
  it('creates a candidate, answers a list with the token and the profile, and mails a welcome', async () => {
    const { client, email, user } = await registeredUser(app.url);
    expect(user.email).toBe(email);
    const profile = await client.get<{ email: string; categories: string[]; phone: string }>(
      '/profile',
    );
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, categories: ['it'], phone: '+36301234567' });
    const outbox = await client.get<{ kind: string }[]>(
      `/_dev/outbox?to=${encodeURIComponent(email)}`,
    );
    expect(outbox.body.map((m) => m.kind)).toContain('welcome');
  });

  it('refuses a taken email, a missing captcha, unaccepted terms and mismatched passwords with field messages', async () => {
    const { email } = await registeredUser(app.url);
    const client = await newSession();
    client.locale = 'en';
    const res = await client.post<ErrorBody>('/auth/register', {
      email,
      password: 'short',
      passwordConfirmation: 'other',
      firstName: '',
      lastName: 'Popescu',
      residence: 'Cluj-Napoca',
      categories: [],
      levels: [],
      acceptUserAgreement: false,
      acceptPrivacyPolicy: true,
      captcha: 'bm90IGEgc29sdXRpb24=',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toMatchObject({
      password: 'Password is too short.',
      firstName: 'The Firstname field is required.',
      categories: 'At least one category is required!',
      levels: 'At least one level is required!',
      acceptUserAgreement: 'You must accept the user agreement.',
    });
    const taken = await client.post<ErrorBody>('/auth/register', {
      email,
      password: 'Jelszó-12345',
      passwordConfirmation: 'Jelszó-12345',
      firstName: 'Ioana',
      lastName: 'Popescu',
      residence: 'Cluj-Napoca',
      categories: ['it'],
      levels: ['senior'],
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      captcha: await client.captcha(),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields?.email).toBe('This email address is already registered.');
  });

  it('a common password is refused at registration', async () => {
    const client = await newSession();
    const captcha = await client.captcha();
    const payload = (password: string) => ({
      email: 'gyakori.jelszo@example.hu',
      password,
      passwordConfirmation: password,
      firstName: 'Árvíztűrő',
      lastName: 'Tükörfúrógép',
      residence: 'Szeged',
      categories: ['it'],
      levels: ['junior'],
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      captcha,
    });
    for (const locale of ['hu', 'ro', 'en'] as const) {
      const res = await client.post<ErrorBody>(
        `/auth/register?locale=${locale}`,
        payload('Password1'),
      );
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({ password: tooCommon[locale] });
    }
    // Refused before the captcha was spent: the visitor fixes the password and sends again.
    expect((await client.post('/auth/register', payload('Tükörfúrógép a padláson 7'))).status).toBe(
      201,
    );
  });

  it('refuses the issue’s weak passwords, and the own name or e-mail, with a message per problem', async () => {
    const client = await newSession();
    client.locale = 'en';
    const attempt = async (password: string) =>
      (
        await client.post<ErrorBody>('/auth/register', {
          email: 'anna.kovacs@example.hu',
          password,
          passwordConfirmation: password,
          firstName: 'Anna',
          lastName: 'Kovács',
          residence: 'Pécs',
          categories: ['it'],
          levels: ['junior'],
          acceptUserAgreement: true,
          acceptPrivacyPolicy: true,
          captcha: 'bm90IGEgc29sdXRpb24=',
        })
      ).body.error.fields?.password;
    const pattern =
      'This password is a simple pattern (such as aaaaaaaa or 12345678) and is easy to guess. Choose another one.';
    expect(await attempt('12345678')).toBe(pattern);
    expect(await attempt('password')).toBe(tooCommon.en);
    expect(await attempt('aaaaaaaa')).toBe(pattern);
    expect(await attempt('        ')).toBe('The password cannot consist of spaces only.');
    expect(await attempt('x'.repeat(129))).toBe('Invalid password.');
    expect(await attempt('KovacsAnna1990')).toBe(
      'The password must not be your name or email address.',
    );
    expect(await attempt('anna.kovacs@example.hu')).toBe(
      'The password must not be your name or email address.',
    );
  });

  it('accepts a captcha solution only once', async () => {
    const client = await newSession();
    const captcha = await client.captcha();
    const payload = (email: string) => ({
      email,
      password: 'Jelszó-12345',
      passwordConfirmation: 'Jelszó-12345',
      firstName: 'Ștefan',
      lastName: 'Mureșan',
      residence: 'Iași',
      categories: ['it'],
      levels: ['medior'],
      acceptUserAgreement: true,
      acceptPrivacyPolicy: true,
      region: 'ro',
      captcha,
    });
    expect((await client.post('/auth/register', payload('stefan.1@example.ro'))).status).toBe(201);
    const replay = await client.post<ErrorBody>(
      '/auth/register?locale=ro',
      payload('stefan.2@example.ro'),
    );
    expect(replay.status).toBe(422);
    expect(replay.body.error.fields?.captcha).toBe(
      'Nu am putut verifica faptul că nu ești robot. Încearcă din nou.',
    );
  });

  it('rejects unknown fields and malformed JSON with 4xx, never 5xx', async () => {
    const client = await newSession();
    const unknown = await client.post<ErrorBody>('/auth/login', {
      email: 'a@example.hu',
      password: 'x',
      isAdmin: true,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toHaveProperty('isAdmin');
    const broken = await client.request<ErrorBody>('POST', '/auth/login', '{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe('A kérés törzse nem érvényes JSON.');
    const big = await client.post<ErrorBody>('/auth/login', {
      email: 'a@example.hu',
      password: 'x'.repeat(70_000),
    });
    expect(big.status).toBe(413);
    const form = await client.request('POST', '/auth/login', 'email=a', {
      'content-type': 'text/plain',
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /auth/login and /auth/logout', () => {
  it('logs in, reads the profile with the token, and the token stops working after logout', async () => {
    const { email, password } = await registeredUser(app.url);
    const client = await newSession();
    const login = await client.post<LoginAnswer>('/auth/login', {
      email: email.toUpperCase(),
      password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toHaveLength(1);
    client.token = login.body[0].token;
    expect(login.body[0].user.firstName).toBe('Árvíztűrő');
    expect((await client.get('/profile')).status).toBe(200);
    expect((await client.post('/auth/logout')).status).toBe(200);
    const after = await client.get<ErrorBody>('/profile?locale=en');
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Not authenticated user');
  });

  it("gives the spec's messages for bad credentials, social accounts and the wrong user type", async () => {
    const { email, password } = await registeredUser(app.url);
    const client = await newSession();
    const bad = await client.post<ErrorBody>('/auth/login', { email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.message).toBe('Sikertelen azonosítás! Hibás email-jelszó páros!');
    client.locale = 'en';
    const unknown = await client.post<ErrorBody>('/auth/login', {
      email: 'nobody@example.hu',
      password,
    });
    expect(unknown.body.error.message).toBe('Authentication failed! Possibly wrong password!');
    const employerDoor = await client.post<ErrorBody>('/auth/login', {
      email,
      password,
      userType: 'employer',
    });
    expect(employerDoor.status).toBe(403);
    expect(employerDoor.body.error.message).toBe('Please log in to your job seeker profile!');
    await app.deps.db
      .insertInto('users')
      .values({
        email: 'social@example.hu',
        password_hash: null,
        social_provider: 'google',
        linkedin_url: null,
        szmd_prize_accepted: '{}',
        accepted_terms_version: null,
        accepted_privacy_version: null,
        cv_file_id: null,
        photo_file_id: null,
      })
      .execute();
    const social = await client.post<ErrorBody>('/auth/login', {
      email: 'social@example.hu',
      password,
    });
    expect(social.status).toBe(403);
    expect(social.body.error.message).toBe(
      'You have registered this email address with a social account!',
    );
  });

  const insertUser = async (email: string, password: string) => {
    await app.deps.db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(password),
        social_provider: null,
        linkedin_url: null,
        szmd_prize_accepted: '{}',
        accepted_terms_version: null,
        accepted_privacy_version: null,
        cv_file_id: null,
        photo_file_id: null,
      })
      .execute();
  };
  const sessionFrom = async (address: string) => {
    const client = new ApiClient(app.url);
    client.address = address;
    return client.startSession();
  };

  it('five wrong passwords from one client hold back that client for that account, with Retry-After', async () => {
    await insertUser('limited@example.hu', 'Helyes-jelszo-1');
    const attacker = await sessionFrom('203.0.113.5');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await attacker.post('/auth/login', { email: 'limited@example.hu', password: `bad-${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const held = await attacker.post<ErrorBody>('/auth/login', {
      email: 'limited@example.hu',
      password: 'Helyes-jelszo-1',
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted in the database, so every api process shares the counts.
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM rate_limit_counters
      WHERE key = 'loginPair:limited@example.hu|203.0.113.5'`.execute(app.deps.db);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('the login lock-out: an attacker cannot lock the owner out of an account', async () => {
    await insertUser('victim@example.hu', 'Aldozat-jelszo-2');
    const attacker = await sessionFrom('198.51.100.7');
    for (let i = 0; i < 12; i++) {
      await attacker.post('/auth/login', { email: 'victim@example.hu', password: `guess-${i}` });
    }
    const owner = await sessionFrom('192.0.2.44');
    const started = Date.now();
    const login = await owner.post('/auth/login', {
      email: 'victim@example.hu',
      password: 'Aldozat-jelszo-2',
    });
    expect(login.status).toBe(200);
    // Slowed down a little by the failures against the account, never refused.
    expect(Date.now() - started).toBeLessThan(3_500);
  });

  it('password spraying: one client trying many accounts is held back', async () => {
    const sprayer = await sessionFrom('203.0.113.99');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await sprayer.post('/auth/login', {
            email: `spray-${i}@example.hu`,
            password: 'Nyar2025!',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another client is not affected.
    const other = await sessionFrom('203.0.113.100');
    expect(
      (await other.post('/auth/login', { email: 'spray-0@example.hu', password: 'x' })).status,
    ).toBe(401);
  });

  it('an X-Forwarded-For header is believed only from the gateway (loopback), never from elsewhere', async () => {
    const { clientAddress } = await import('../src/http/client-address.ts');
    const seen: string[] = [];
    const run = async (peer: string, forwarded: string | undefined) => {
      const ctx = {
        req: { socket: { remoteAddress: peer } },
        request: { ip: '' },
        get: (name: string) => (name === 'x-forwarded-for' ? (forwarded ?? '') : ''),
      };
      await clientAddress(['127.0.0.1', '::1'])(ctx as never, async () => {
        seen.push(ctx.request.ip);
      });
    };
    await run('127.0.0.1', '203.0.113.5');
    await run('::ffff:127.0.0.1', '198.51.100.1, 203.0.113.6');
    await run('198.51.100.9', '203.0.113.5');
    await run('127.0.0.1', 'not-an-address');
    expect(seen).toEqual(['203.0.113.5', '203.0.113.6', '198.51.100.9', '127.0.0.1']);
  });
});

describe('password reset', () => {
  it('answers neutrally for unknown emails, mails a single-use link that sets a new password', async () => {
    const { email } = await registeredUser(app.url);
    const client = await newSession();
    client.locale = 'en';
    const unknown = await client.post<{ message: string }>('/auth/forgot-password', {
      email: 'nobody@example.hu',
    });
    const known = await client.post<{ message: string }>('/auth/forgot-password', { email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mails = await client.get<{ kind: string; text: string }[]>(
      `/_dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const reset = mails.body.find((m) => m.kind === 'password-reset');
    const token = /token=([\w-]+)/.exec(reset?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const body = { token, password: 'Új-jelszó-2026', passwordConfirmation: 'Új-jelszó-2026' };
    expect((await client.post('/auth/reset-password', body)).status).toBe(200);
    const again = await client.post<ErrorBody>('/auth/reset-password', body);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('This password reset link is invalid or has expired.');
    const login = await client.post('/auth/login', { email, password: 'Új-jelszó-2026' });
    expect(login.status).toBe(200);
  });

  it('a common password is refused at password reset', async () => {
    const { email } = await registeredUser(app.url);
    const client = await newSession();
    await client.post('/auth/forgot-password', { email });
    const mails = await client.get<{ kind: string; text: string }[]>(
      `/_dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const token = /token=([\w-]+)/.exec(
      mails.body.find((m) => m.kind === 'password-reset')?.text ?? '',
    )?.[1];
    for (const locale of ['hu', 'ro', 'en'] as const) {
      const res = await client.post<ErrorBody>(`/auth/reset-password?locale=${locale}`, {
        token,
        password: 'iloveyou',
        passwordConfirmation: 'iloveyou',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({ password: tooCommon[locale] });
    }
    // The link is not spent by a refused password.
    const strong = 'Új jelszó a régi helyett 2026';
    const body = { token, password: strong, passwordConfirmation: strong };
    expect((await client.post('/auth/reset-password', body)).status).toBe(200);
    expect((await client.post('/auth/login', { email, password: strong })).status).toBe(200);
  });

  it('limits forgot-password to 3 an hour per email', async () => {
    const client = await newSession();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/auth/forgot-password', { email: 'limit-me@example.hu' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('PUT /auth/accept-legal-docs', () => {
  it('records the accepted prize rules per lowercase region and needs a signed-in user', async () => {
    const anonymous = await newSession();
    expect(
      (await anonymous.put('/auth/accept-legal-docs', { locale: 'hu', region: 'hu' })).status,
    ).toBe(401);
    const { client } = await registeredUser(app.url);
    const res = await client.put<{ is_accepted_szmd_prize: Record<string, boolean> }>(
      '/auth/accept-legal-docs',
      {
        locale: 'ro',
        region: 'ro',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.is_accepted_szmd_prize).toEqual({ ro: true });
    const wrong = await client.put('/auth/accept-legal-docs', { locale: 'ro', region: 'RO' });
    expect(wrong.status).toBe(422);
  });
});
