import type { ServerResponse } from 'node:http';
import { type AugmentedRequest, Events, OAuth2Server } from 'oauth2-mock-server';

/** Who signs in at the local provider: what its sign-in page (or a test) chose. */
export interface DevIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface DevProvider {
  /** The issuer URL (also the Facebook-like endpoints' base). */
  url: string;
  /** The underlying mock server, for tests that tamper with a token. */
  server: OAuth2Server;
  close(): Promise<void>;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown, fallback: string) => {
  const v = first(value);
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : fallback;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The identity of an authorization request's `login_*` fields (the sign-in page's form). */
export function devIdentityOf(query: Record<string, unknown>): DevIdentity {
  const email = text(query.login_email, 'social.demo@allas.test').toLowerCase();
  return {
    sub: `dev-${Buffer.from(email).toString('base64url')}`,
    email,
    emailVerified: text(query.login_email_verified, 'true') !== 'false',
    givenName: text(query.login_given_name, 'Demó'),
    familyName: text(query.login_family_name, 'Dénes'),
  };
}

/**
 * A local OpenID Connect provider (oauth2-mock-server) for the demo (`SOCIAL_DEV_PROVIDER=1`) and the
 * tests. Its authorization endpoint is a small sign-in page where anyone types any email and name;
 * the ID token, the userinfo answer and a Facebook-like Graph `/me` then tell that person. PKCE,
 * state and nonce are the mock server's own: real checks, real signed tokens, real HTTP.
 */
export async function startDevProvider(port: number, host = '127.0.0.1'): Promise<DevProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const byCode = new Map<string, DevIdentity>();
  const byAccessToken = new Map<string, DevIdentity>();
  const service = server.service;

  // The discovery document names the sign-in page as the authorization endpoint.
  service.on(Events.BeforeWellKnownOpenIdConfiguration, (response) => {
    const body = response.body as Record<string, unknown>;
    body.authorization_endpoint = `${server.issuer.url}/sign-in`;
    body.token_endpoint_auth_methods_supported = ['client_secret_post', 'client_secret_basic'];
  });
  service.addRoute('GET', '/sign-in', (req, res) => signInPage(req, res));
  service.on(Events.BeforeAuthorizeRedirect, (redirect, req) => {
    const code = redirect.url.searchParams.get('code');
    if (code) byCode.set(code, devIdentityOf((req as AugmentedRequest).query));
  });
  service.on(Events.BeforeTokenSigning, (token, req) => {
    const code = first(req.body?.code);
    const identity = typeof code === 'string' ? byCode.get(code) : undefined;
    if (!identity) return;
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.emailVerified,
      given_name: identity.givenName,
      family_name: identity.familyName,
      name: `${identity.givenName} ${identity.familyName}`,
    });
  });
  service.on(Events.BeforeResponse, (response, req) => {
    const code = first(
      (req as AugmentedRequest).body && (req.body as Record<string, unknown>).code,
    );
    const identity = typeof code === 'string' ? byCode.get(code) : undefined;
    const accessToken = (response.body as Record<string, unknown>).access_token;
    if (identity && typeof accessToken === 'string') byAccessToken.set(accessToken, identity);
  });
  service.on(Events.BeforeUserinfo, (response, req) => {
    const identity = byAccessToken.get(bearerOf(req.headers.authorization));
    if (identity) response.body = { sub: identity.sub, email: identity.email };
  });
  // Facebook-like Graph `me`: id, names and the email only when it is confirmed (as Facebook does).
  service.addRoute('GET', '/me', (req, res) => {
    const token = text(req.query.access_token, '') || bearerOf(req.headers.authorization);
    const identity = byAccessToken.get(token);
    res.setHeader('content-type', 'application/json');
    if (!identity) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', code: 190 } }));
      return;
    }
    res.end(
      JSON.stringify({
        id: identity.sub,
        first_name: identity.givenName,
        last_name: identity.familyName,
        name: `${identity.givenName} ${identity.familyName}`,
        ...(identity.emailVerified ? { email: identity.email } : {}),
      }),
    );
  });

  await server.start(port, host);
  // The issuer is the address clients are configured with (the mock names itself `localhost`).
  server.issuer.url = `http://${host}:${server.address().port}`;
  return { url: server.issuer.url, server, close: () => server.stop() };
}

function bearerOf(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** The sign-in page: the authorization request's parameters travel on to /authorize unchanged. */
function signInPage(req: AugmentedRequest, res: ServerResponse) {
  const hidden = Object.entries(req.query)
    .filter(([name]) => !name.startsWith('login_'))
    .map(([name, value]) => {
      const v = first(value);
      return typeof v === 'string'
        ? `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(v)}">`
        : '';
    })
    .join('\n');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local sign-in provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto">
<main>
<h1>Local sign-in provider</h1>
<p>A stand-in for LinkedIn, Google and Facebook on this machine: whoever you type here signs in.</p>
<form method="get" action="/authorize">
${hidden}
<p><label>Email <input name="login_email" type="email" required value="social.demo@allas.test"></label></p>
<p><label>First name <input name="login_given_name" value="Demó"></label></p>
<p><label>Last name <input name="login_family_name" value="Dénes"></label></p>
<p><label><input type="checkbox" name="login_email_verified" value="false"> The provider has not verified this email</label></p>
<p><button type="submit">Sign in</button> <a href="${escapeHtml(cancelHref(req.query))}">Cancel</a></p>
</form>
</main></body></html>`);
}

/** Cancelling answers the client as a provider does: `error=access_denied` with the state. */
function cancelHref(query: Record<string, unknown>): string {
  const redirect = text(query.redirect_uri, '');
  if (!redirect) return '#';
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return '#';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '#';
  url.searchParams.set('error', 'access_denied');
  const state = text(query.state, '');
  if (state) url.searchParams.set('state', state);
  return url.href;
}
