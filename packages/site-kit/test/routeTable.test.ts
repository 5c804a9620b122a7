import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteCodes, siteDirectory } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { type RouteConfigEntry, siteRouteConfig } from '../src/routing/routeConfig';
import { landingListSlugs, routeDeclarations } from '../src/routing/routeDeclarations';

/** The paths of spec §2, as the spec lists them. */
const specPaths = [
  '/',
  '/jobs',
  '/job/:company_slug/:slug',
  '/jobnotification',
  '/junior-jobs',
  '/companies',
  '/company/:slug',
  '/blog',
  '/blog/:blog_slug',
  '/blog/post/:blog_slug',
  '/berkalkulator',
  '/fizetesek',
  '/employer-branding',
  '/contact-us',
  '/premium-toborzas',
  '/candidate-shortlist',
  '/login',
  '/registration',
  '/social-registration',
  '/social-login-success',
  '/reset-password',
  // Not in the spec's table: the forgotten-password request, a screen whose path it does not give.
  '/forgot-password',
  '/unsubscribe',
  // Not in the spec's table either: the mailed confirmation links, the newsletter sign-up and the
  // workshop landing page, screens whose paths it does not give.
  '/jobnotification/confirm',
  '/newsletter',
  '/newsletter/confirm',
  '/workshop',
  '/maintenance',
  // The legal documents of the api's legal-documents map (spec §3), whose URLs point here.
  '/legal/:docType',
  // The employer side of issue 12, not in the spec's table: its login, registration, dashboard and company page editor.
  '/employer/login',
  '/employer/registration',
  '/employer/dashboard',
  // The employer's job ads (issue 12): the list, a new ad and the editor of one.
  '/employer/jobs',
  '/employer/jobs/new',
  '/employer/jobs/:id/edit',
  '/employer/company',
  // Its applicants, talent pool and package orders (issue 12).
  '/employer/applicants',
  '/employer/applicants/:id',
  '/employer/orders',
  '/employer/talent-pool',
  // Colleagues (issue 12): the owner's list and invitations, and the mailed invitation's page.
  '/employer/team',
  '/employer/invitation',
  '/szmd/rating',
  '/szmd/box-rating',
  '/szmd/results',
  '/list/jobs/:slug',
  '/user/account',
  '/user/change-password',
  '/user/cv',
  '/user/linkedin',
  '/user/notifications',
  // The job seeker's talent-pool switch and the companies' requests (issue 12).
  '/user/talent-pool',
  '/my-applications',
  '/saved-jobs',
  '/followed-companies',
];

const appDirectory = resolve(import.meta.dirname, '../../../sites/hu/app');

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

describe('route declarations', () => {
  it('declare every path of spec §2 exactly once', () => {
    const declared = routeDeclarations.map((d) => d.path);
    expect([...declared].sort()).toEqual([...specPaths].sort());
    expect(new Set(routeDeclarations.map((d) => d.name)).size).toBe(routeDeclarations.length);
  });

  it('guard the signed-in area with auth and the shortlist with candidate', () => {
    const guardsOf = (name: string) => routeDeclarations.find((d) => d.name === name)?.guards;
    for (const name of ['user-account', 'user-cv', 'my-applications', 'followed-companies']) {
      expect(guardsOf(name)).toEqual(['auth']);
    }
    expect(guardsOf('candidate-shortlist')).toEqual(['candidate']);
    expect(guardsOf('employer-dashboard')).toEqual(['employer']);
    expect(guardsOf('employer-company')).toEqual(['employer']);
    expect(guardsOf('employer-login')).toBeUndefined();
    expect(guardsOf('jobs')).toBeUndefined();
  });

  it('let only the 16 landing slugs through the landing-list validate', () => {
    const validate = routeDeclarations.find((d) => d.name === 'list-jobs')?.validate;
    expect(landingListSlugs).toHaveLength(16);
    expect(validate?.({ slug: 'it-allasok' })).toBe(true);
    expect(validate?.({ slug: 'student-jobs' })).toBe(true);
    expect(validate?.({ slug: 'it-allasokx' })).toBe(false);
  });

  it('name only modules that exist', () => {
    for (const d of routeDeclarations) {
      if (d.module === undefined) continue;
      expect(existsSync(resolve(import.meta.dirname, `../src/routes/${d.module}.tsx`))).toBe(true);
    }
  });
});

describe('siteRouteConfig', () => {
  const entries = flatten(siteRouteConfig(appDirectory));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  it('registers each built route in four variants with ___ ids', () => {
    expect(byId.get('home')).toMatchObject({ index: true });
    expect(byId.get('home___hu')).toMatchObject({ path: 'hu' });
    expect(byId.get('home___ro')).toMatchObject({ path: 'ro' });
    expect(byId.get('home___en')).toMatchObject({ path: 'en' });
    expect(byId.get('maintenance')).toMatchObject({ path: 'maintenance' });
    expect(byId.get('maintenance___en')).toMatchObject({ path: 'en/maintenance' });
  });

  it('registers no route whose screen is not built yet', () => {
    const declarations = [
      { name: 'built', path: '/built', module: 'maintenance' },
      { name: 'unbuilt', path: '/unbuilt' },
    ];
    const ids = flatten(siteRouteConfig(appDirectory, { declarations })).map((entry) => entry.id);
    expect(ids).toContain('built___en');
    expect(ids.some((id) => id?.startsWith('unbuilt'))).toBe(false);
    for (const declaration of routeDeclarations) {
      expect(byId.has(declaration.name)).toBe(declaration.module !== undefined);
    }
  });

  it('renders maintenance without the default layout and everything else inside it', () => {
    const top = siteRouteConfig(appDirectory);
    const layout = top.find((entry) => entry.id === 'default-layout');
    const topIds = top.map((entry) => entry.id);
    expect(topIds).toContain('maintenance___ro');
    const inLayout = layout?.children?.map((entry) => entry.id) ?? [];
    expect(inLayout).not.toContain('maintenance');
    for (const declaration of routeDeclarations) {
      if (declaration.module === undefined || declaration.layout === 'none') continue;
      for (const suffix of ['', '___hu', '___ro', '___en']) {
        expect(inLayout).toContain(`${declaration.name}${suffix}`);
      }
    }
    expect(layout?.children?.at(-1)).toMatchObject({ id: 'not-found', path: '*' });
  });

  it('points at site-kit files relative to the app directory, or at the site’s own module', () => {
    expect(byId.get('maintenance')?.file).toBe(
      '../../../packages/site-kit/src/routes/maintenance.tsx',
    );
    const own = flatten(
      siteRouteConfig(appDirectory, { siteModules: { home: 'routes/home.tsx' } }),
    );
    expect(own.find((entry) => entry.id === 'home___en')?.file).toBe('routes/home.tsx');
  });

  it('stops the build on an unknown guard name', () => {
    expect(() =>
      siteRouteConfig(appDirectory, {
        declarations: [{ name: 'typo', path: '/typo', guards: ['autth' as 'auth'] }],
      }),
    ).toThrow('Route "typo" declares an unknown guard "autth"');
  });
});

describe('the sites', () => {
  /** The region each site's `site.ts` hands to defineSite. */
  const regionOfSite = { HU: 'hungaryRegion', RO: 'romaniaRegion', BLUE: 'hungaryBlueRegion' };
  const huIds = flatten(siteRouteConfig(appDirectory, { siteModules: { home: 'routes/home.tsx' } }))
    .map((entry) => entry.id)
    .sort();

  it.each(siteCodes)('%s serves the whole table with its own home and region', (code) => {
    const app = resolve(import.meta.dirname, '../../../sites', siteDirectory(code), 'app');
    expect(readFileSync(resolve(app, 'routes.ts'), 'utf8')).toContain(
      "siteRouteConfig(getAppDirectory(), { siteModules: { home: 'routes/home.tsx' } })",
    );
    expect(existsSync(resolve(app, 'routes/home.tsx'))).toBe(true);
    expect(readFileSync(resolve(app, 'site.ts'), 'utf8')).toContain(
      `defineSite(${regionOfSite[code]})`,
    );
    const entries = flatten(siteRouteConfig(app, { siteModules: { home: 'routes/home.tsx' } }));
    expect(entries.map((entry) => entry.id).sort()).toEqual(huIds);
    expect(entries.find((entry) => entry.id === 'home___en')?.file).toBe('routes/home.tsx');
  });
});
