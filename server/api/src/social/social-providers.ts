import { type SocialProvider, socialProviders } from '@allas/core';
import * as oidc from 'openid-client';
import type { Config } from '../config.ts';

/**
 * How each provider is reached. Google and LinkedIn speak OpenID Connect (discovery, ID token);
 * Facebook speaks plain OAuth 2.0, and who signed in comes from its Graph `me` call.
 */
export type ProviderSettings =
  | {
      provider: 'google' | 'linkedin';
      protocol: 'oidc';
      clientId: string;
      clientSecret: string;
      issuer: string;
    }
  | {
      provider: 'facebook';
      protocol: 'oauth2';
      clientId: string;
      clientSecret: string;
      authorizationUrl: string;
      tokenUrl: string;
      graphUrl: string;
    };

/** The local provider of the demo and the tests stands in for every unconfigured provider. */
export const devProviderUrl = (config: Pick<Config, 'SOCIAL_DEV_PROVIDER_PORT'>) =>
  `http://127.0.0.1:${config.SOCIAL_DEV_PROVIDER_PORT}`;

/** The providers with a client id and secret (or the local provider), in the spec's order. */
export function providerSettings(config: Config): ProviderSettings[] {
  const dev = config.SOCIAL_DEV_PROVIDER ? devProviderUrl(config) : null;
  const credentials = (id: string | undefined, secret: string | undefined, name: string) => {
    if (id !== undefined && secret !== undefined) return { clientId: id, clientSecret: secret };
    return dev === null ? null : { clientId: `allas-dev-${name}`, clientSecret: 'allas-dev' };
  };
  const out: ProviderSettings[] = [];
  for (const provider of socialProviders) {
    if (provider === 'facebook') {
      const own = credentials(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET, provider);
      if (own === null) continue;
      const local = dev !== null && config.FACEBOOK_CLIENT_ID === undefined;
      out.push({
        provider,
        protocol: 'oauth2',
        ...own,
        authorizationUrl: local ? `${dev}/sign-in` : config.FACEBOOK_AUTHORIZATION_URL,
        tokenUrl: local ? `${dev}/token` : config.FACEBOOK_TOKEN_URL,
        graphUrl: local ? dev : config.FACEBOOK_GRAPH_URL,
      });
      continue;
    }
    const upper = provider === 'google' ? 'GOOGLE' : 'LINKEDIN';
    const id = config[`${upper}_CLIENT_ID`];
    const own = credentials(id, config[`${upper}_CLIENT_SECRET`], provider);
    if (own === null) continue;
    const issuer = dev !== null && id === undefined ? dev : config[`${upper}_ISSUER`];
    out.push({ provider, protocol: 'oidc', ...own, issuer });
  }
  return out;
}

const isLoopbackHttp = (url: string) => new URL(url).protocol === 'http:';

/**
 * openid-client configurations per provider, made once and kept (safe to lose: they are made
 * again). A failed discovery is not kept, so a provider that was down is asked again next time.
 */
export class SocialProviderClients {
  private readonly settings: Map<SocialProvider, ProviderSettings>;
  private readonly clients = new Map<SocialProvider, Promise<oidc.Configuration>>();

  constructor(config: Config) {
    this.settings = new Map(providerSettings(config).map((s) => [s.provider, s]));
  }

  enabled(): SocialProvider[] {
    return [...this.settings.keys()];
  }

  settingsOf(provider: SocialProvider): ProviderSettings | undefined {
    return this.settings.get(provider);
  }

  client(settings: ProviderSettings): Promise<oidc.Configuration> {
    let client = this.clients.get(settings.provider);
    if (!client) {
      client = makeClient(settings);
      client.catch(() => this.clients.delete(settings.provider));
      this.clients.set(settings.provider, client);
    }
    return client;
  }
}

const PROVIDER_TIMEOUT_SECONDS = 10;

async function makeClient(settings: ProviderSettings): Promise<oidc.Configuration> {
  let client: oidc.Configuration;
  if (settings.protocol === 'oidc') {
    const insecure = isLoopbackHttp(settings.issuer);
    client = await oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretPost(settings.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
  } else {
    client = new oidc.Configuration(
      {
        issuer: new URL(settings.authorizationUrl).origin,
        authorization_endpoint: settings.authorizationUrl,
        token_endpoint: settings.tokenUrl,
      },
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretPost(settings.clientSecret),
    );
    if (isLoopbackHttp(settings.tokenUrl)) oidc.allowInsecureRequests(client);
  }
  client.timeout = PROVIDER_TIMEOUT_SECONDS;
  return client;
}
