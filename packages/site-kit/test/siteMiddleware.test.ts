import { hungaryRegion } from '@allas/core';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePathname, siteMiddleware } from '../src/guards/siteMiddleware';
import {
  type GatewayRequestContext,
  gatewayContext,
  pageContext,
} from '../src/routing/requestContext';
import { defineSite } from '../src/routing/siteConfig';

const gateway: GatewayRequestContext = {
  region: 'HU',
  cspNonce: 'n',
  requestId: 'r',
  apiUrl: 'http://127.0.0.1:9',
  publicBaseUrl: 'http://localhost:3000',
  gtmId: undefined,
  maintenance: false,
};

async function run(url: string, options: { cookie?: string; maintenance?: boolean } = {}) {
  const context = new RouterContextProvider(
    new Map([[gatewayContext, { ...gateway, maintenance: options.maintenance ?? false }]]),
  );
  const headers = new Headers(options.cookie ? { cookie: options.cookie } : {});
  const middleware = siteMiddleware(defineSite(hungaryRegion));
  try {
    const response = await middleware(
      {
        request: new Request(`http://localhost${url}`, { headers }),
        context,
        params: {},
        unstable_pattern: '',
      } as never,
      async () => new Response('page'),
    );
    return { response: response as Response, page: context.get(pageContext) };
  } catch (thrown) {
    return { thrown };
  }
}

describe('siteMiddleware', () => {
  it('records the page language and stores it in i18n_redirected for a year', async () => {
    const { response, page } = await run('/en');
    expect(page).toMatchObject({ locale: 'en', prefix: 'en', path: '/', user: null });
    expect(response?.headers.get('set-cookie')).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('does not rewrite the language cookie when it already holds the language', async () => {
    const { response } = await run('/en', { cookie: 'i18n_redirected=en' });
    expect(response?.headers.get('set-cookie')).toBeNull();
  });

  it('throws react-router redirects for trailing slashes and maintenance', async () => {
    const slash = (await run('/en/')).thrown as Response;
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/en']);
    const maintenance = (await run('/ro', { maintenance: true })).thrown as Response;
    expect([maintenance.status, maintenance.headers.get('location')]).toEqual([
      302,
      '/ro/maintenance',
    ]);
    const bypass = await run('/ro', { maintenance: true, cookie: 'allas_dev=1' });
    expect(bypass.page).toMatchObject({ locale: 'ro' });
  });

  it('reads client navigations (.data requests) as their page', () => {
    expect(pagePathname('/en/maintenance.data')).toBe('/en/maintenance');
    expect(pagePathname('/_root.data')).toBe('/');
    expect(pagePathname('/en')).toBe('/en');
  });
});
