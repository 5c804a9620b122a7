import { Events, type MutableToken } from 'oauth2-mock-server';
import { type DevProvider, startDevProvider } from '../../src/social/dev-provider.ts';
import { type ApiClient, startTestApp, type TestApp } from './test-app.ts';

export interface SocialTestBed {
  app: TestApp;
  provider: DevProvider;
  close(): Promise<void>;
}

/**
 * The api configured for the three providers, all played by the local provider (oauth2-mock-server)
 * on a loopback port: Google and LinkedIn through OpenID Connect discovery, Facebook through its
 * OAuth 2.0 endpoints and the Graph `me` call. Real HTTP, real signed tokens.
 */
export async function startSocialTestBed(env: Record<string, string> = {}): Promise<SocialTestBed> {
  const provider = await startDevProvider(0);
  const app = await startTestApp({
    rateLimits: false,
    env: {
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: provider.url,
      LINKEDIN_CLIENT_ID: 'linkedin-client',
      LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      LINKEDIN_ISSUER: provider.url,
      FACEBOOK_CLIENT_ID: 'facebook-client',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      FACEBOOK_AUTHORIZATION_URL: `${provider.url}/sign-in`,
      FACEBOOK_TOKEN_URL: `${provider.url}/token`,
      FACEBOOK_GRAPH_URL: provider.url,
      ...env,
    },
  });
  return {
    app,
    provider,
    async close() {
      await app.close();
      await provider.close();
    },
  };
}

export interface Person {
  email: string;
  givenName?: string;
  familyName?: string;
  emailVerified?: boolean;
}

export interface Redirect {
  status: number;
  location: URL;
}

const redirectOf = async (res: Response): Promise<Redirect> => {
  await res.arrayBuffer();
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'about:blank') };
};

/** GET /social/:provider/start as the browser does (through the gateway's /api/social/…). */
export async function startAt(
  browser: ApiClient,
  provider: string,
  query: Record<string, string> = {},
): Promise<Redirect> {
  const params = new URLSearchParams({ region: 'hu', locale: 'hu', ...query });
  const res = await fetch(`${browser.baseUrl}/social/${provider}/start?${params}`, {
    headers: browser.headers(),
    redirect: 'manual',
  });
  return redirectOf(res);
}

/** The person signs in at the provider's page: the answer is the redirect back to the site. */
export async function signInAtProvider(authorization: URL, person: Person): Promise<URL> {
  const url = new URL(authorization);
  url.pathname = '/authorize';
  url.searchParams.set('login_email', person.email);
  url.searchParams.set('login_given_name', person.givenName ?? 'Ödön');
  url.searchParams.set('login_family_name', person.familyName ?? 'Kőműves');
  if (person.emailVerified === false) url.searchParams.set('login_email_verified', 'false');
  const res = await fetch(url, { redirect: 'manual' });
  const { status, location } = await redirectOf(res);
  if (status !== 302) throw new Error(`the provider answered ${status}`);
  return location;
}

/** The provider's redirect to the site's callback, as the gateway passes it to the api. */
export async function callback(browser: ApiClient, back: URL): Promise<Redirect> {
  const path = back.pathname.replace(/^\/api/, '');
  const res = await fetch(`${browser.baseUrl}${path}${back.search}`, {
    headers: browser.headers(),
    redirect: 'manual',
  });
  return redirectOf(res);
}

/** The whole round trip: start, sign in at the provider, come back. */
export async function socialSignIn(
  browser: ApiClient,
  provider: string,
  person: Person,
  query: Record<string, string> = {},
): Promise<Redirect> {
  const start = await startAt(browser, provider, query);
  if (start.status !== 302) throw new Error(`start answered ${start.status}`);
  return callback(browser, await signInAtProvider(start.location, person));
}

/** Changes the next ID token the provider signs (the one carrying the nonce). */
export function tamperNextIdToken(
  provider: DevProvider,
  change: (payload: MutableToken['payload']) => void,
) {
  const service = provider.server.service;
  const listener = (token: MutableToken) => {
    if (!('nonce' in token.payload)) return;
    service.off(Events.BeforeTokenSigning, listener);
    change(token.payload);
  };
  service.on(Events.BeforeTokenSigning, listener);
}
