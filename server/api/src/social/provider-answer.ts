import { createHmac } from 'node:crypto';
import type { SocialSignInError } from '@allas/core';
import * as oidc from 'openid-client';
import type { ProviderSettings } from './social-providers.ts';
import type { VouchedPerson } from './social-store.ts';

export type ProviderAnswer =
  | { ok: true; person: VouchedPerson }
  | { ok: false; error: SocialSignInError; detail?: string };

const refused = (error: SocialSignInError, detail?: string): ProviderAnswer => ({
  ok: false,
  error,
  ...(detail ? { detail } : {}),
});

const textClaim = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

/**
 * The provider's answer, verified by openid-client: the authorization response (state), the code
 * traded with the PKCE verifier, and for OpenID Connect the ID token (signature by the issuer's
 * keys, issuer, audience, expiry, nonce). Facebook then tells who signed in through Graph `me`.
 * A person is answered only with an email the provider has verified.
 */
export async function verifyProviderAnswer(input: {
  settings: ProviderSettings;
  client: oidc.Configuration;
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}): Promise<ProviderAnswer> {
  const { settings, client } = input;
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(
      client,
      input.callbackUrl,
      settings.protocol === 'oidc'
        ? {
            pkceCodeVerifier: input.codeVerifier,
            expectedState: input.state,
            expectedNonce: input.nonce,
            idTokenExpected: true,
          }
        : { pkceCodeVerifier: input.codeVerifier, expectedState: input.state },
    );
  } catch (error) {
    return refused(classify(error), describe(error));
  }
  if (settings.protocol === 'oidc') {
    const claims = tokens.claims();
    if (!claims) return refused('token', 'no ID token');
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    const email = textClaim(claims.email).toLowerCase();
    if (!email || !verified) return refused('email_unverified');
    const name = textClaim(claims.name);
    return {
      ok: true,
      person: {
        provider: settings.provider,
        subject: claims.sub,
        email,
        firstName: textClaim(claims.given_name) || name.split(' ')[0] || '',
        lastName: textClaim(claims.family_name) || name.split(' ').slice(1).join(' '),
      },
    };
  }
  return graphMe(settings, client, tokens.access_token);
}

/** Facebook's Graph `me`, with the app secret proof Facebook asks server-side calls for. */
async function graphMe(
  settings: Extract<ProviderSettings, { protocol: 'oauth2' }>,
  client: oidc.Configuration,
  accessToken: string,
): Promise<ProviderAnswer> {
  const url = new URL(`${settings.graphUrl.replace(/\/$/, '')}/me`);
  url.searchParams.set('fields', 'id,email,first_name,last_name,name');
  url.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', settings.clientSecret).update(accessToken).digest('hex'),
  );
  let me: Record<string, unknown>;
  try {
    const response = await oidc.fetchProtectedResource(client, accessToken, url, 'GET');
    if (!response.ok) return refused('provider', `graph me answered ${response.status}`);
    me = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    return refused('provider', describe(error));
  }
  const id = textClaim(me.id);
  if (!id) return refused('provider', 'graph me without id');
  // Facebook gives the email only when its owner has confirmed it.
  const email = textClaim(me.email).toLowerCase();
  if (!email) return refused('email_unverified');
  return {
    ok: true,
    person: {
      provider: settings.provider,
      subject: id,
      email,
      firstName: textClaim(me.first_name),
      lastName: textClaim(me.last_name),
    },
  };
}

/** Which message the visitor gets: a token that fails its checks, or a provider that failed. */
function classify(error: unknown): SocialSignInError {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && /JWT|CLAIM|TIMESTAMP|SIGNATURE|NONCE/.test(code)) return 'token';
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied' ? 'cancelled' : 'provider';
  }
  return 'provider';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`.slice(
      0,
      300,
    );
  }
  return 'unknown error';
}
