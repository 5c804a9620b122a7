import { hungaryRegion } from '@allas/core';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagePathname, siteMiddleware } from '../src/guards/siteMiddleware';
import { markPageUnavailable } from '../src/routing/pageAvailability';
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

async function run(
  url: string,
  options: {
    cookie?: string;
    maintenance?: boolean;
    publicBaseUrl?: string;
    /** What the page's loaders do while it renders. */
    render?: (context: RouterContextProvider) => void;
  } = {},
) {
  const context = new RouterContextProvider(
    new Map([
      [
        gatewayContext,
        {
          ...gateway,
          maintenance: options.maintenance ?? false,
          publicBaseUrl: options.publicBaseUrl ?? gateway.publicBaseUrl,
        },
      ],
    ]),
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
      async () => {
        options.render?.(context);
        return new Response('page');
      },
    );
    return { response: response as Response, page: context.get(pageContext) };
  } catch (thrown) {
    return { thrown };
  }
}

describe('siteMiddleware', () => {
  it('records the page language and sets no cookie, so a signed-out page can be cached', async () => {
    const { response, page } = await run('/en');
    expect(page).toMatchObject({ locale: 'en', prefix: 'en', path: '/', user: null });
    expect(response?.headers.get('set-cookie')).toBeNull();
    const overHttps = await run('/en', { publicBaseUrl: 'https://allas.hu' });
    expect(overHttps.response?.headers.get('set-cookie')).toBeNull();
  });

  it('the maintenance page answers 503 with Retry-After, in maintenance and outside it', async () => {
    for (const maintenance of [true, false]) {
      const { response } = await run('/en/maintenance', { maintenance });
      expect(response?.status).toBe(503);
      expect(response?.headers.get('retry-after')).toBe('30');
    }
    expect((await run('/en/contact-us')).response?.status).toBe(200);
  });

  it('a language segment in capitals goes to its lowercase spelling', async () => {
    const { thrown } = await run('/HU/jobs?q=java');
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/hu/jobs?q=java');
  });

  it('pages say 200 when the api is down: not any more, a page whose own data failed answers 503', async () => {
    const failed = (context: RouterContextProvider) => markPageUnavailable({ context });
    const { response } = await run('/jobs', { render: failed });
    expect(response?.status).toBe(503);
    expect(response?.headers.get('retry-after')).toBe('30');
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(await response?.text()).toBe('page');
    // A client navigation's data keeps its status; a page whose data loaded stays 200.
    expect((await run('/jobs.data', { render: failed })).response?.status).toBe(200);
    expect((await run('/jobs')).response?.status).toBe(200);
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
