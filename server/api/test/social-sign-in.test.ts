import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { registeredEmployer } from './support/employers.ts';
import {
  callback,
  type Person,
  type SocialTestBed,
  signInAtProvider,
  socialSignIn,
  startAt,
  startSocialTestBed,
  tamperNextIdToken,
} from './support/social-provider.ts';
import { ApiClient, registeredUser, startTestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string } };
type LoginAnswer = [
  { token: string; user: { id: number; email: string; socialProvider: string | null } },
];
type Identities = {
  identities: { provider: string; email: string; linkedAt: string }[];
  hasPassword: boolean;
};

let bed: SocialTestBed;
const site = 'http://localhost:3000';

beforeAll(async () => {
  bed = await startSocialTestBed();
});
afterAll(() => bed?.close());

const browser = () => new ApiClient(bed.app.url).startSession();
const newPerson = (overrides: Partial<Person> = {}): Person => ({
  email: `kozossegi.${randomBytes(4).toString('hex')}@example.hu`,
  givenName: 'Őrs',
  familyName: 'Székely-Kovács',
  ...overrides,
});

/** Sends the social registration form for the browser's pending person. */
async function register(client: ApiClient, overrides: Record<string, unknown> = {}) {
  return client.post<LoginAnswer>('/auth/social/registration', {
    firstName: 'Őrs',
    lastName: 'Székely-Kovács',
    categories: ['it'],
    levels: ['junior'],
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
    captcha: await client.captcha(),
    ...overrides,
  });
}

/** A person with an account made through `provider`, and a fresh browser. */
async function socialAccount(provider: string) {
  const person = newPerson();
  const client = await browser();
  const back = await socialSignIn(client, provider, person);
  expect(back.location.pathname).toBe('/social-registration');
  const res = await register(client);
  expect(res.status).toBe(201);
  return { person, user: res.body[0].user, token: res.body[0].token };
}

/** Trades the one-time code of a /social-login-success redirect, as the site does. */
async function exchange(client: ApiClient, back: { location: URL }) {
  const token = back.location.searchParams.get('token') ?? '';
  return client.post<LoginAnswer>('/auth/social/exchange', { token });
}

describe('GET /social/providers', () => {
  it('lists the providers with a client id and secret', async () => {
    const res = await new ApiClient(bed.app.url).get<{ providers: string[] }>('/social/providers');
    expect(res.status).toBe(200);
    expect(res.body.providers).toEqual(['linkedin', 'facebook', 'google']);
  });

  it('lists none when nothing is configured, and a start is sent back to the login page', async () => {
    const plain = await startTestApp();
    try {
      const client = await new ApiClient(plain.url).startSession();
      const res = await client.get<{ providers: string[] }>('/social/providers');
      expect(res.body.providers).toEqual([]);
      const start = await startAt(client, 'google');
      expect(start.status).toBe(302);
      expect(start.location.href).toBe(`${site}/login?social_error=unavailable`);
    } finally {
      await plain.close();
    }
  });
});

describe('the redirect to the provider', () => {
  it('carries PKCE S256, state and nonce, and the site callback; nothing secret', async () => {
    const client = await browser();
    const start = await startAt(client, 'google', { redirect: '/jobs?q=java' });
    expect(start.status).toBe(302);
    const query = start.location.searchParams;
    expect(`${start.location.origin}${start.location.pathname}`).toBe(
      `${bed.provider.url}/sign-in`,
    );
    expect(query.get('client_id')).toBe('google-client');
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('redirect_uri')).toBe(`${site}/api/social/google/callback`);
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.has('client_secret')).toBe(false);
    expect(start.location.href).not.toContain('google-secret');
    // Only hashes and the verifier stay in the database, bound to the session.
    const row = await bed.app.deps.db
      .selectFrom('social_sign_in_attempts')
      .selectAll()
      .where('return_path', '=', '/jobs?q=java')
      .executeTakeFirstOrThrow();
    expect(row.state_hash).not.toBe(query.get('state'));
    expect(row.code_verifier).not.toBe(query.get('code_challenge'));
  });

  it('sends the RO site to its own callback and Facebook without a nonce', async () => {
    const client = await browser();
    const start = await startAt(client, 'facebook', { region: 'ro', locale: 'ro' });
    expect(start.location.searchParams.get('redirect_uri')).toBe(
      'http://ro.localhost:3000/api/social/facebook/callback',
    );
    expect(start.location.searchParams.get('scope')).toBe('email public_profile');
    expect(start.location.searchParams.has('nonce')).toBe(false);
  });

  it('needs a browser session: without one the visitor is sent back to log in', async () => {
    const anonymous = new ApiClient(bed.app.url);
    const start = await startAt(anonymous, 'linkedin', { locale: 'en' });
    expect(start.location.href).toBe(`${site}/en/login?social_error=session`);
  });

  it('answers a provider that is down with the login page', async () => {
    const down = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER: 'http://127.0.0.1:9/none',
      },
    });
    try {
      const client = await new ApiClient(down.url).startSession();
      const start = await startAt(client, 'google', { region: 'ro', locale: 'ro' });
      expect(start.location.href).toBe('http://ro.localhost:3000/login?social_error=provider');
    } finally {
      await down.close();
    }
  });
});

describe('the first sign-in of a new person: social registration', () => {
  for (const provider of ['google', 'linkedin', 'facebook']) {
    it(`${provider}: goes to /social-registration with the provider's name and email, registers without a password, then signs in`, async () => {
      const person = newPerson();
      const client = await browser();
      const back = await socialSignIn(client, provider, person, { redirect: '/saved-jobs' });
      expect(back.status).toBe(302);
      expect(`${back.location.origin}${back.location.pathname}`).toBe(
        `${site}/social-registration`,
      );
      expect(back.location.searchParams.get('provider')).toBe(provider);
      expect(back.location.searchParams.get('redirect')).toBe('/saved-jobs');
      const pending = await client.get('/auth/social/registration');
      expect(pending.body).toEqual({
        provider,
        email: person.email,
        firstName: 'Őrs',
        lastName: 'Székely-Kovács',
      });
      const created = await register(client);
      expect(created.status).toBe(201);
      expect(created.body[0].user.email).toBe(person.email);
      expect(created.body[0].user.socialProvider).toBe(provider);
      // The pending person is spent.
      expect((await register(client)).status).toBe(404);

      // Password login is refused with the spec's message.
      const login = await new ApiClient(bed.app.url).startSession();
      login.locale = 'en';
      const refused = await login.post<ErrorBody>('/auth/login', {
        email: person.email,
        password: 'Barmi-jelszo-2025',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(
        'You have registered this email address with a social account!',
      );

      // The next sign-in with the provider signs in.
      const again = await browser();
      const signedIn = await socialSignIn(again, provider, person);
      expect(`${signedIn.location.origin}${signedIn.location.pathname}`).toBe(
        `${site}/social-login-success`,
      );
      const answer = await exchange(again, signedIn);
      expect(answer.status).toBe(200);
      expect(answer.body[0].user.email).toBe(person.email);
    });
  }

  it('refuses password login in Hungarian and Romanian with the catalogue texts', async () => {
    const { person } = await socialAccount('google');
    const hu = await new ApiClient(bed.app.url).startSession();
    hu.locale = 'hu';
    const res = await hu.post<ErrorBody>('/auth/login', {
      email: person.email,
      password: 'x'.repeat(8),
    });
    expect(res.body.error.message).toBe('Ezzel az e-mail-címmel közösségi fiókkal regisztráltál!');
    hu.locale = 'ro';
    const ro = await hu.post<ErrorBody>('/auth/login', {
      email: person.email,
      password: 'x'.repeat(8),
    });
    expect(ro.body.error.message).toBe(
      'Te-ai înregistrat cu această adresă de e-mail printr-un cont de rețea socială!',
    );
  });

  it('keeps the pending person to the browser session of the sign-in', async () => {
    const client = await browser();
    await socialSignIn(client, 'google', newPerson());
    const other = await browser();
    other.locale = 'en';
    const res = await other.get<ErrorBody>('/auth/social/registration');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(
      'This social registration has expired. Please sign in with the provider again.',
    );
    expect((await register(other)).status).toBe(404);
  });

  it('validates the form like the email registration', async () => {
    const client = await browser();
    await socialSignIn(client, 'linkedin', newPerson());
    const res = await client.post<ErrorBody>('/auth/social/registration', {
      firstName: '',
      lastName: 'X',
      categories: [],
      levels: ['junior'],
      acceptUserAgreement: false,
      acceptPrivacyPolicy: true,
      captcha: 'x',
    });
    expect(res.status).toBe(422);
    // Still pending: the form can be fixed and sent again.
    expect((await register(client)).status).toBe(201);
  });

  it('sends the Romanian and English visitor to their own language', async () => {
    const client = await browser();
    const ro = await socialSignIn(client, 'google', newPerson(), { region: 'ro', locale: 'ro' });
    expect(`${ro.location.origin}${ro.location.pathname}`).toBe(
      'http://ro.localhost:3000/social-registration',
    );
    const en = await socialSignIn(client, 'google', newPerson(), { region: 'ro', locale: 'en' });
    expect(en.location.pathname).toBe('/en/social-registration');
  });
});

describe('refusals land on the login page with an error code', () => {
  it('cancelled at the provider (error=access_denied)', async () => {
    const client = await browser();
    const start = await startAt(client, 'google', { locale: 'en', redirect: '/jobs' });
    const back = new URL(`${site}/api/social/google/callback`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', start.location.searchParams.get('state') ?? '');
    const res = await callback(client, back);
    expect(res.location.href).toBe(`${site}/en/login?social_error=cancelled&redirect=%2Fjobs`);
  });

  it('a wrong state, and a state of another browser session', async () => {
    const client = await browser();
    const start = await startAt(client, 'google');
    const back = await signInAtProvider(start.location, newPerson());
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state-we-sent');
    expect((await callback(client, forged)).location.href).toBe(`${site}/login?social_error=state`);
    const stranger = await browser();
    expect((await callback(stranger, back)).location.searchParams.get('social_error')).toBe(
      'state',
    );
    // The owner can still finish (the refusals did not spend the attempt).
    expect((await callback(client, back)).location.pathname).toBe('/social-registration');
  });

  it('a replayed callback (the same code and state again)', async () => {
    const client = await browser();
    const start = await startAt(client, 'facebook');
    const back = await signInAtProvider(start.location, newPerson());
    expect((await callback(client, back)).location.pathname).toBe('/social-registration');
    const replay = await callback(client, back);
    expect(replay.location.searchParams.get('social_error')).toBe('state');
  });

  it('an ID token with the wrong nonce', async () => {
    const client = await browser();
    tamperNextIdToken(bed.provider, (payload) => {
      payload.nonce = 'a-nonce-of-someone-else';
    });
    const res = await socialSignIn(client, 'google', newPerson());
    expect(res.location.href).toBe(`${site}/login?social_error=token`);
  });

  it('an expired ID token', async () => {
    const client = await browser();
    tamperNextIdToken(bed.provider, (payload) => {
      const now = Math.floor(Date.now() / 1000);
      payload.iat = now - 7200;
      payload.exp = now - 3600;
    });
    const res = await socialSignIn(client, 'linkedin', newPerson());
    expect(res.location.searchParams.get('social_error')).toBe('token');
  });

  it('an ID token for another client (audience)', async () => {
    const client = await browser();
    tamperNextIdToken(bed.provider, (payload) => {
      payload.aud = 'someone-elses-client';
    });
    const res = await socialSignIn(client, 'google', newPerson());
    expect(res.location.searchParams.get('social_error')).toBe('token');
  });

  it('an email the provider has not verified (OpenID Connect and Facebook)', async () => {
    const client = await browser();
    const person = newPerson({ emailVerified: false });
    const google = await socialSignIn(client, 'google', person, { locale: 'ro', region: 'ro' });
    expect(google.location.href).toBe(
      'http://ro.localhost:3000/login?social_error=email_unverified',
    );
    const facebook = await socialSignIn(client, 'facebook', person);
    expect(facebook.location.searchParams.get('social_error')).toBe('email_unverified');
    const user = await bed.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', person.email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('an existing password account with the same email: no takeover', async () => {
    const { email, user } = await registeredUser(bed.app.url);
    const client = await browser();
    const res = await socialSignIn(client, 'google', { email: email.toUpperCase() });
    expect(res.location.href).toBe(`${site}/login?social_error=account_exists`);
    const linked = await bed.app.deps.db
      .selectFrom('social_identities')
      .select('provider')
      .where('user_id', '=', user.id)
      .execute();
    expect(linked).toEqual([]);
    expect((await client.get('/auth/social/registration')).status).toBe(404);
  });
});

describe('linking and unlinking', () => {
  it('a password account links Google from the profile, signs in with it, and unlinks it', async () => {
    const { client, email } = await registeredUser(bed.app.url);
    const person = newPerson({ email: `masik.${randomBytes(3).toString('hex')}@gmail.test` });
    const back = await socialSignIn(client, 'google', person, {
      intent: 'link',
      redirect: '/user/account',
    });
    expect(back.location.href).toBe(`${site}/user/account?social_linked=google`);
    const listed = await client.get<Identities>('/social/identities');
    expect(listed.body.hasPassword).toBe(true);
    expect(listed.body.identities.map((i) => [i.provider, i.email])).toEqual([
      ['google', person.email],
    ]);

    // The linked provider signs the same account in.
    const other = await browser();
    const signedIn = await socialSignIn(other, 'google', person);
    const answer = await exchange(other, signedIn);
    expect(answer.body[0].user.email).toBe(email);

    const unlinked = await client.delete<Identities>('/social/identities/google');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.identities).toEqual([]);
    expect((await client.delete('/social/identities/google')).status).toBe(404);
    // Unlinked: the provider's account is a new person again (a different email from the account's).
    const after = await socialSignIn(await browser(), 'google', person);
    expect(after.location.pathname).toBe('/social-registration');
  });

  it('an employer account links no provider (social sign-in is for job seekers)', async () => {
    const { client } = await registeredEmployer(bed.app);
    const start = await startAt(client, 'google', { intent: 'link' });
    expect(start.location.searchParams.get('social_error')).toBe('unavailable');
  });

  it('linking needs a signed-in account', async () => {
    const client = await browser();
    const start = await startAt(client, 'google', { intent: 'link' });
    expect(start.location.searchParams.get('social_error')).toBe('session');
  });

  it("refuses to link a provider account that signs in someone else's account", async () => {
    const { person } = await socialAccount('linkedin');
    const { client } = await registeredUser(bed.app.url);
    const back = await socialSignIn(client, 'linkedin', person, {
      intent: 'link',
      redirect: '/en/user/account',
    });
    expect(back.location.href).toBe(`${site}/en/user/account?social_error=identity_taken`);
  });

  it('keeps the last way to sign in: a social-only account unlinks one provider only after linking another', async () => {
    const { token } = await socialAccount('facebook');
    const client = await browser();
    client.token = token;
    client.locale = 'hu';
    const refused = await client.delete<ErrorBody>('/social/identities/facebook');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Ez az egyetlen bejelentkezési módod. Mielőtt leválasztod, állíts be jelszót, vagy kapcsolj hozzá másik fiókot.',
    );
    await socialSignIn(client, 'google', newPerson(), { intent: 'link' });
    const listed = await client.get<Identities>('/social/identities');
    expect(listed.body.hasPassword).toBe(false);
    expect(listed.body.identities.map((i) => i.provider).sort()).toEqual(['facebook', 'google']);
    expect((await client.delete('/social/identities/facebook')).status).toBe(200);
    expect((await client.delete('/social/identities/google')).status).toBe(409);
  });

  it('answers 401 to a guest and 419 without the XSRF header', async () => {
    const guest = await browser();
    expect((await guest.get('/social/identities')).status).toBe(401);
    const { client } = await registeredUser(bed.app.url);
    const res = await client.request('DELETE', '/social/identities/google', undefined, {
      'x-xsrf-token': '',
    });
    expect(res.status).toBe(419);
  });
});

describe('a password later, by proving the email', () => {
  it('a social account sets its first password through the mailed link, then logs in with it too', async () => {
    const { person, token } = await socialAccount('google');
    const client = await browser();
    expect((await client.post('/auth/forgot-password', { email: person.email })).status).toBe(200);
    const mails = await client.get<{ kind: string; text: string }[]>(
      `/_dev/outbox?to=${encodeURIComponent(person.email)}`,
    );
    const link = mails.body.find((m) => m.kind === 'password-reset');
    const reset = /token=([\w-]+)/.exec(link?.text ?? '')?.[1];
    const password = 'Első-jelszó-2026';
    const set = await client.post('/auth/reset-password', {
      token: reset,
      password,
      passwordConfirmation: password,
    });
    expect(set.status).toBe(200);
    const login = await client.post<LoginAnswer>('/auth/login', { email: person.email, password });
    expect(login.status).toBe(200);
    // Now a password exists, so the provider may be unlinked.
    const owner = await browser();
    owner.token = login.body[0].token;
    expect((await owner.get<Identities>('/social/identities')).body.hasPassword).toBe(true);
    expect((await owner.delete('/social/identities/google')).status).toBe(200);
    expect(token).not.toBe(login.body[0].token);
  });
});

describe('configuration', () => {
  it('needs a client id and secret together, and https issuers except on loopback', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ FACEBOOK_CLIENT_SECRET: 'x' })).toThrow(/FACEBOOK_CLIENT_ID/);
    expect(() => loadConfig({ LINKEDIN_ISSUER: 'http://provider.example' })).toThrow(
      /LINKEDIN_ISSUER/,
    );
    expect(loadConfig({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' }).GOOGLE_CLIENT_ID).toBe(
      undefined,
    );
  });
});
