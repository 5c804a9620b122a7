import { describe, expect, it } from 'vitest';
import {
  buildRoutePath,
  hungaryRegion,
  localizedPath,
  localizedRouteId,
  localizedRouteVariants,
  maintenanceRedirect,
  normalizePathname,
  parseMaintenanceFlag,
  parseRouteId,
  type RegionConfig,
  resolveLocaleRoute,
  romaniaRegion,
  splitLocalePrefix,
  switchLocalePath,
  tokenQueryRedirect,
} from '../src/index';

describe('route variants', () => {
  it('gives every route an unprefixed variant and one per language with ___ ids', () => {
    expect(localizedRouteVariants({ id: 'jobs', path: '/jobs', file: 'jobs.tsx' })).toEqual([
      { id: 'jobs', path: '/jobs', file: 'jobs.tsx', locale: null },
      { id: 'jobs___hu', path: '/hu/jobs', file: 'jobs.tsx', locale: 'hu' },
      { id: 'jobs___ro', path: '/ro/jobs', file: 'jobs.tsx', locale: 'ro' },
      { id: 'jobs___en', path: '/en/jobs', file: 'jobs.tsx', locale: 'en' },
    ]);
    expect(localizedRouteVariants({ id: 'index', path: '/' }).map((route) => route.path)).toEqual([
      '/',
      '/hu',
      '/ro',
      '/en',
    ]);
  });

  it('reads route ids back', () => {
    expect(localizedRouteId('job-detail', 'ro')).toBe('job-detail___ro');
    expect(localizedRouteId('job-detail', null)).toBe('job-detail');
    expect(parseRouteId('job-detail___ro')).toEqual({ baseId: 'job-detail', locale: 'ro' });
    expect(parseRouteId('job-detail')).toEqual({ baseId: 'job-detail', locale: null });
    expect(parseRouteId('odd___de')).toEqual({ baseId: 'odd___de', locale: null });
  });
});

describe('paths', () => {
  it('normalises slashes without ever producing a protocol-relative path', () => {
    expect(normalizePathname('/jobs/')).toBe('/jobs');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('//evil.example/')).toBe('/evil.example');
    expect(normalizePathname('/en//jobs')).toBe('/en/jobs');
  });

  it('splits the language prefix', () => {
    expect(splitLocalePrefix('/en/jobs')).toEqual({ locale: 'en', rest: '/jobs' });
    expect(splitLocalePrefix('/ro')).toEqual({ locale: 'ro', rest: '/' });
    expect(splitLocalePrefix('/english/jobs')).toEqual({ locale: null, rest: '/english/jobs' });
    expect(splitLocalePrefix('/')).toEqual({ locale: null, rest: '/' });
  });

  it('builds localised paths: default language unprefixed, others prefixed', () => {
    expect(localizedPath('/jobs', 'hu', hungaryRegion)).toBe('/jobs');
    expect(localizedPath('/jobs', 'en', hungaryRegion)).toBe('/en/jobs');
    expect(localizedPath('/jobs', 'hu', romaniaRegion)).toBe('/hu/jobs');
    expect(localizedPath('/', 'ro', hungaryRegion)).toBe('/ro');
    expect(localizedPath('/jobs?q=java#list', 'en', hungaryRegion)).toBe('/en/jobs?q=java#list');
    expect(localizedPath('/jobs/', 'hu', hungaryRegion, { prefixDefault: true })).toBe('/hu/jobs');
  });

  it('fills route parameters, encoded', () => {
    const path = buildRoutePath('/job/:company_slug/:slug', {
      company_slug: 'pelda-zrt',
      slug: 'java fejlesztő',
    });
    expect(path).toBe('/job/pelda-zrt/java%20fejleszt%C5%91');
    expect(localizedPath(path, 'en', hungaryRegion)).toBe(
      '/en/job/pelda-zrt/java%20fejleszt%C5%91',
    );
    expect(() => buildRoutePath('/company/:slug')).toThrow('Missing route parameter "slug"');
  });

  it('switches the language of the current page', () => {
    expect(switchLocalePath('/en/company/pelda', 'hu', hungaryRegion)).toBe('/company/pelda');
    expect(switchLocalePath('/company/pelda', 'ro', hungaryRegion)).toBe('/ro/company/pelda');
    expect(switchLocalePath('/hu', 'en', romaniaRegion)).toBe('/en');
  });
});

describe('locale resolution', () => {
  it('renders the unprefixed variant in the region default and prefixed ones in their language', () => {
    expect(resolveLocaleRoute({ pathname: '/jobs' }, romaniaRegion)).toEqual({
      kind: 'render',
      locale: 'ro',
      prefix: null,
      path: '/jobs',
    });
    expect(resolveLocaleRoute({ pathname: '/hu/jobs' }, romaniaRegion)).toEqual({
      kind: 'render',
      locale: 'hu',
      prefix: 'hu',
      path: '/jobs',
    });
    expect(resolveLocaleRoute({ pathname: '/en' }, hungaryRegion)).toEqual({
      kind: 'render',
      locale: 'en',
      prefix: 'en',
      path: '/',
    });
  });

  it('redirects a trailing slash away, keeping the query', () => {
    expect(resolveLocaleRoute({ pathname: '/en/jobs/', search: '?q=java' }, hungaryRegion)).toEqual(
      {
        kind: 'redirect',
        location: '/en/jobs?q=java',
      },
    );
    expect(resolveLocaleRoute({ pathname: '//evil.example/' }, hungaryRegion)).toEqual({
      kind: 'redirect',
      location: '/evil.example',
    });
  });

  it('sends a language segment in capitals to its lowercase spelling, keeping path and query', () => {
    expect(resolveLocaleRoute({ pathname: '/HU/jobs', search: '?q=java' }, hungaryRegion)).toEqual({
      kind: 'redirect',
      location: '/hu/jobs?q=java',
    });
    expect(resolveLocaleRoute({ pathname: '/En' }, romaniaRegion)).toEqual({
      kind: 'redirect',
      location: '/en',
    });
    // Not a language in any case: matched as it is.
    expect(resolveLocaleRoute({ pathname: '/JOBS' }, hungaryRegion)).toMatchObject({
      kind: 'render',
      path: '/JOBS',
    });
  });

  it('replaces a language the region does not offer with the default language', () => {
    const hungarianOnly: RegionConfig = { ...hungaryRegion, availableLangs: ['hu', 'en'] };
    expect(resolveLocaleRoute({ pathname: '/ro/jobs', search: '?page=2' }, hungarianOnly)).toEqual({
      kind: 'redirect',
      location: '/hu/jobs?page=2',
    });
    expect(resolveLocaleRoute({ pathname: '/ro' }, hungarianOnly)).toEqual({
      kind: 'redirect',
      location: '/hu',
    });
    expect(
      resolveLocaleRoute({ pathname: '/hu/jobs' }, { ...hungarianOnly, availableLangs: ['en'] })
        .kind,
    ).toBe('render');
  });
});

describe('token and provider query redirect', () => {
  it('adds the current language to unprefixed social-login, reset and social-registration links', () => {
    expect(
      tokenQueryRedirect(
        { pathname: '/reset-password', search: '?token=abc&email=a%40b.hu' },
        'hu',
      ),
    ).toBe('/hu/reset-password?token=abc&email=a%40b.hu');
    expect(
      tokenQueryRedirect({ pathname: '/social-login-success', search: '?token=abc' }, 'ro'),
    ).toBe('/ro/social-login-success?token=abc');
    expect(
      tokenQueryRedirect({ pathname: '/social-registration', search: '?provider=google' }, 'en'),
    ).toBe('/en/social-registration?provider=google');
  });

  it('leaves prefixed links, links without the query and other pages alone', () => {
    expect(
      tokenQueryRedirect({ pathname: '/en/reset-password', search: '?token=abc' }, 'en'),
    ).toBeNull();
    expect(tokenQueryRedirect({ pathname: '/reset-password', search: '' }, 'hu')).toBeNull();
    expect(
      tokenQueryRedirect({ pathname: '/social-registration', search: '?token=abc' }, 'hu'),
    ).toBeNull();
    expect(tokenQueryRedirect({ pathname: '/jobs', search: '?token=abc' }, 'hu')).toBeNull();
  });
});

describe('maintenance', () => {
  it('sends every page to the maintenance page of the current language', () => {
    expect(
      maintenanceRedirect({
        maintenance: true,
        hasDeveloperCookie: false,
        pathname: '/en/jobs',
        locale: 'en',
      }),
    ).toBe('/en/maintenance');
  });

  it('lets developers and the maintenance page itself through, and does nothing when off', () => {
    expect(
      maintenanceRedirect({
        maintenance: true,
        hasDeveloperCookie: true,
        pathname: '/jobs',
        locale: 'hu',
      }),
    ).toBeNull();
    expect(
      maintenanceRedirect({
        maintenance: true,
        hasDeveloperCookie: false,
        pathname: '/ro/maintenance',
        locale: 'ro',
      }),
    ).toBeNull();
    expect(
      maintenanceRedirect({
        maintenance: false,
        hasDeveloperCookie: false,
        pathname: '/jobs',
        locale: 'hu',
      }),
    ).toBeNull();
  });

  it('turns on only for an explicit yes in configuration', () => {
    for (const on of ['1', 'true', 'TRUE', ' yes ', 'on', true])
      expect(parseMaintenanceFlag(on)).toBe(true);
    for (const off of [undefined, '', '0', 'false', 'no', 'maybe', false])
      expect(parseMaintenanceFlag(off)).toBe(false);
  });
});
