import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';
import { parseRegionHosts } from '../src/config/regionHosts';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('configuration from the environment', () => {
  it('runs with no variables at all on the embedded-mode defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.apiUrl).toBe('http://127.0.0.1:3001');
    expect(config.regionHosts).toEqual([
      { host: 'localhost', site: 'HU' },
      { host: 'hu.localhost', site: 'HU' },
      { host: 'ro.localhost', site: 'RO' },
      { host: 'blue.localhost', site: 'BLUE' },
    ]);
    expect(config.sites.HU.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.sites.RO.publicBaseUrl).toBe('http://ro.localhost:3000');
    expect(config.sites.BLUE.publicBaseUrl).toBe('http://blue.localhost:3000');
    expect(config.maintenance).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it('gives the api 10 s on pass-through calls, 5 s on auth calls and 5 MB per answer by default', () => {
    const config = loadConfig({});
    expect(config.apiTimeoutMs).toBe(10_000);
    expect(config.authTimeoutMs).toBe(5_000);
    expect(config.maxResponseBytes).toBe(5 * 1024 * 1024);
  });

  it('caches signed-out pages for 10 s in production and not at all otherwise, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).pageCache).toEqual({
      ttlMs: 10_000,
      staleMs: 30_000,
      maxEntries: 1000,
      maxBytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({}).pageCache.ttlMs).toBe(0);
    expect(loadConfig({ PAGE_CACHE_TTL_MS: '5000' }).pageCache.ttlMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'production', PAGE_CACHE_TTL_MS: '0' }).pageCache.ttlMs).toBe(0);
    expect(errorOf({ PAGE_CACHE_MAX_BYTES: '1000' })).toContain('PAGE_CACHE_MAX_BYTES');
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      API_URL: 'http://api.internal:9000/',
      REGION_HOSTS: 'allas.ro=RO, ALLAS.HU=hu, kek.allas.hu=Blue',
      MAINTENANCE: 'true',
      PUBLIC_BASE_URL_HU: 'https://allas.hu/',
      GTM_ID_HU: 'GTM-ABC123',
      PUBLIC_BASE_URL_BLUE: 'https://kek.allas.hu',
      GTM_ID_BLUE: 'GTM-BLUE01',
      SITE_BUILD_BLUE: '/srv/allas/sites/blue/build/server/index.js',
      TRUST_PROXY: '1',
      API_TIMEOUT_MS: '2500',
      AUTH_TIMEOUT_MS: '1500',
    });
    expect(config.port).toBe(8080);
    expect(config.apiUrl).toBe('http://api.internal:9000');
    expect(config.regionHosts).toEqual([
      { host: 'allas.ro', site: 'RO' },
      { host: 'allas.hu', site: 'HU' },
      { host: 'kek.allas.hu', site: 'BLUE' },
    ]);
    expect(config.maintenance).toBe(true);
    expect(config.sites.HU.publicBaseUrl).toBe('https://allas.hu');
    expect(config.sites.HU.gtmId).toBe('GTM-ABC123');
    expect(config.sites.RO.gtmId).toBeUndefined();
    expect(config.sites.BLUE).toEqual({
      code: 'BLUE',
      publicBaseUrl: 'https://kek.allas.hu',
      gtmId: 'GTM-BLUE01',
      siteBuild: '/srv/allas/sites/blue/build/server/index.js',
    });
    expect(config.trustProxy).toBe(true);
    expect(config.apiTimeoutMs).toBe(2500);
    expect(config.authTimeoutMs).toBe(1500);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ GTM_ID_RO: '', PORT: '' }).port).toBe(3000);
  });

  it('stops on a mistyped tag-manager id, naming the variable and the likely id', () => {
    const message = errorOf({ GTM_ID_RO: 'gtm-ab12' });
    expect(message).toContain('GTM_ID_RO');
    expect(message).toContain('"gtm-ab12" is not a valid id. Did you mean "GTM-AB12"?');
  });

  it.each([
    ['PORT', 'eighty'],
    ['API_URL', 'ftp://api'],
    ['REGION_HOSTS', 'allas.hu=DE'],
    ['REGION_HOSTS', 'allas.hu'],
    ['TRUST_PROXY', 'maybe'],
    ['API_TIMEOUT_MS', '0'],
    ['PUBLIC_BASE_URL_HU', 'allas.hu'],
    ['PUBLIC_BASE_URL_BLUE', 'kek.allas.hu'],
    ['GTM_ID_BLUE', 'gtm-12'],
  ])('stops on a bad %s (%s), naming it', (name, value) => {
    expect(errorOf({ [name]: value })).toContain(`${name}:`);
  });
});

describe('REGION_HOSTS', () => {
  it('refuses a host listed twice and an empty list', () => {
    expect(() => parseRegionHosts('a.hu=HU,a.hu=RO')).toThrow('"a.hu" is listed twice');
    expect(() => parseRegionHosts(' , ')).toThrow('at least one');
  });

  it('maps hosts to the three sites, the blue-collar board included', () => {
    expect(parseRegionHosts('allas.hu=HU, kek.allas.hu=blue, allas.ro=RO')).toEqual([
      { host: 'allas.hu', site: 'HU' },
      { host: 'kek.allas.hu', site: 'BLUE' },
      { host: 'allas.ro', site: 'RO' },
    ]);
    expect(() => parseRegionHosts('allas.de=DE')).toThrow(
      '"allas.de=DE": region must be one of HU, RO, BLUE',
    );
  });
});
