// Job seekers made through the gateway's auth proxy (POST /api/csrf, the proof-of-work captcha,
// POST /api/register) for the journeys that need a signed-in candidate without the registration
// form, and the in-page api client those journeys share.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Challenge, solve } from './captcha';

/** The password every account made here signs in with. */
export const candidatePassword = 'Jelszo-2025!';

export interface PageAnswer {
  status: number;
  body: unknown;
}

/**
 * A call to the gateway's /api on the page's own origin from inside the page, with its cookies and
 * the XSRF header. The test process cannot resolve ro.localhost, the browser can; and whatever
 * session the answer sets lands in the page's browser context.
 */
export async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }): Promise<PageAnswer> => {
      const xsrf =
        document.cookie
          .split('; ')
          .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
          ?.slice('XSRF-TOKEN='.length) ?? '';
      const response = await fetch(`/api${path}`, {
        method,
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/**
 * Who signs up: what the journeys look for afterwards, and the site the account belongs to
 * (a Budapest job seeker of the HU site who reads English unless said otherwise).
 */
export interface Candidate {
  firstName: string;
  lastName: string;
  residence?: string;
  locale?: 'hu' | 'ro' | 'en';
  region?: 'hu' | 'ro';
  /** The address to register; without it a unique one is made from `emailPrefix`. */
  email?: string;
  emailPrefix?: string;
  phone?: string;
  categories?: string[];
  levels?: string[];
}

/**
 * Where the registration is sent from, which decides where the session stays:
 * - `{ page }`: from inside the page, on the origin it has open (the only way to reach
 *   ro.localhost); the browser context is signed in.
 * - `{ request, origin }`: from a Node request context. `page.request` shares the page's
 *   context, so the page is signed in; the `request` fixture has its own cookies, so the page stays
 *   a guest (for journeys that log in through the form).
 */
export type SignUpFrom = { page: Page } | { request: APIRequestContext; origin: string };

export interface SignedUp {
  email: string;
  password: string;
  /** The XSRF token of the session the registration opened, for later api calls through it. */
  xsrf: string;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

function registration(who: Candidate, email: string, captcha: string) {
  const { emailPrefix: _prefix, email: _email, ...person } = who;
  return {
    email,
    password: candidatePassword,
    passwordConfirmation: candidatePassword,
    residence: 'Budapest',
    locale: 'en',
    region: 'hu',
    categories: ['it'],
    levels: ['junior'],
    ...person,
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
    captcha,
  };
}

async function xsrfOf(request: APIRequestContext, origin: string): Promise<string> {
  const host = new URL(origin).hostname;
  const cookie = (await request.storageState()).cookies.find(
    (c) => c.name === 'XSRF-TOKEN' && c.domain.replace(/^\./, '') === host,
  );
  return cookie?.value ?? '';
}

/** Registers a job seeker through the gateway and checks each step's answer (204, 201). */
export async function signUp(from: SignUpFrom, who: Candidate): Promise<SignedUp> {
  const email = who.email ?? uniqueEmail(who.emailPrefix ?? 'candidate');
  if ('page' in from) {
    const { page } = from;
    expect((await pageApi(page, 'POST', '/csrf')).status).toBe(204);
    const challenge = (await pageApi(page, 'GET', '/captcha/challenge')).body as Challenge;
    const registered = await pageApi(
      page,
      'POST',
      '/register',
      registration(who, email, solve(challenge)),
    );
    expect(registered.status).toBe(201);
    const xsrf = (await page.context().cookies(page.url())).find((c) => c.name === 'XSRF-TOKEN');
    return { email, password: candidatePassword, xsrf: decodeURIComponent(xsrf?.value ?? '') };
  }
  const { request, origin } = from;
  expect((await request.post(`${origin}/api/csrf`)).status()).toBe(204);
  const xsrf = await xsrfOf(request, origin);
  const challenge = (await (
    await request.get(`${origin}/api/captcha/challenge`)
  ).json()) as Challenge;
  const registered = await request.post(`${origin}/api/register`, {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: registration(who, email, solve(challenge)),
  });
  expect(registered.status()).toBe(201);
  return { email, password: candidatePassword, xsrf };
}
