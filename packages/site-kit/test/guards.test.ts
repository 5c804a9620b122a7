import { hungaryRegion, romaniaRegion } from '@allas/core';
import { describe, expect, it } from 'vitest';
import { type GuardInput, runGuards } from '../src/guards/runGuards';
import type { RouteDeclaration } from '../src/routing/routeDeclarations';

const declarations: RouteDeclaration[] = [
  { name: 'home', path: '/', module: 'home' },
  { name: 'maintenance', path: '/maintenance', layout: 'none', module: 'maintenance' },
  { name: 'account', path: '/user/account', guards: ['auth'], module: 'home' },
  { name: 'shortlist', path: '/candidate-shortlist', guards: ['candidate'], module: 'home' },
  { name: 'dashboard', path: '/employer/dashboard', guards: ['employer'], module: 'home' },
  {
    name: 'list',
    path: '/list/jobs/:slug',
    validate: (params) => params.slug === 'it-allasok',
    module: 'home',
  },
  { name: 'reset', path: '/reset-password', module: 'home' },
];

function input(path: string, overrides: Partial<GuardInput> = {}): GuardInput {
  const url = new URL(path, 'http://localhost');
  return {
    url: { pathname: url.pathname, search: url.search },
    region: hungaryRegion,
    maintenance: false,
    cookies: new Map(),
    session: async () => null,
    declarations,
    ...overrides,
  };
}

describe('runGuards', () => {
  it('renders the unprefixed variant in the region default and a prefix in its language', async () => {
    expect(await runGuards(input('/'))).toMatchObject({
      kind: 'render',
      locale: 'hu',
      prefix: null,
    });
    expect(await runGuards(input('/en'))).toMatchObject({
      kind: 'render',
      locale: 'en',
      path: '/',
    });
    expect(await runGuards(input('/', { region: romaniaRegion }))).toMatchObject({ locale: 'ro' });
  });

  it('redirects a trailing slash to the bare path, keeping the query', async () => {
    expect(await runGuards(input('/en/user/account/?a=1'))).toEqual({
      kind: 'redirect',
      location: '/en/user/account?a=1',
      status: 301,
    });
  });

  it('replaces a language the region does not offer with the default language', async () => {
    const region = { ...hungaryRegion, availableLangs: ['hu', 'en'] as const };
    expect(
      await runGuards(
        input('/ro/maintenance', {
          region: { ...region, availableLangs: [...region.availableLangs] },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      location: '/hu/maintenance',
      status: 301,
    });
  });

  it('rejects params the page’s validate refuses with a 404', async () => {
    expect(await runGuards(input('/en/list/jobs/nope'))).toEqual({
      kind: 'not-found',
      path: '/en/list/jobs/nope',
    });
    expect(await runGuards(input('/list/jobs/it-allasok'))).toMatchObject({ kind: 'render' });
  });

  it('sends every page to maintenance in its language unless the developer cookie is set', async () => {
    expect(await runGuards(input('/en', { maintenance: true }))).toEqual({
      kind: 'redirect',
      location: '/en/maintenance',
      status: 302,
    });
    expect(await runGuards(input('/ro/maintenance', { maintenance: true }))).toMatchObject({
      kind: 'render',
      locale: 'ro',
    });
    const developer = new Map([['allas_dev', '1']]);
    expect(await runGuards(input('/en', { maintenance: true, cookies: developer }))).toMatchObject({
      kind: 'render',
    });
  });

  it('puts the language prefix on token links to reset-password', async () => {
    expect(await runGuards(input('/reset-password?token=abc'))).toEqual({
      kind: 'redirect',
      location: '/hu/reset-password?token=abc',
      status: 302,
    });
    expect(await runGuards(input('/en/reset-password?token=abc'))).toMatchObject({
      kind: 'render',
    });
  });

  it('sends a visitor without a session to the login page with a return path', async () => {
    expect(await runGuards(input('/en/user/account?tab=cv'))).toEqual({
      kind: 'redirect',
      location: '/en/login?redirect=%2Fen%2Fuser%2Faccount%3Ftab%3Dcv',
      status: 302,
    });
    const expired = input('/user/account', { cookies: new Map([['token', 'x']]) });
    expect(await runGuards(expired)).toMatchObject({
      location: '/hu/login?redirect=%2Fuser%2Faccount',
    });
  });

  const signedIn = (userType: string) => ({
    cookies: new Map([['token', 'x']]),
    session: async () => ({ userType }),
  });

  it('lets only a job seeker through auth and candidate: an employer gets the refusal', async () => {
    expect(await runGuards(input('/user/account', signedIn('candidate')))).toMatchObject({
      kind: 'render',
    });
    expect(await runGuards(input('/en/user/account', signedIn('employer')))).toEqual({
      kind: 'candidate-only',
    });
    expect(await runGuards(input('/candidate-shortlist', signedIn('candidate')))).toMatchObject({
      kind: 'render',
    });
    expect(await runGuards(input('/candidate-shortlist', signedIn('employer')))).toEqual({
      kind: 'candidate-only',
    });
  });

  it('lets only an employer through employer; a guest goes to the employer login', async () => {
    expect(await runGuards(input('/employer/dashboard', signedIn('employer')))).toMatchObject({
      kind: 'render',
      path: '/employer/dashboard',
    });
    expect(await runGuards(input('/ro/employer/dashboard', signedIn('candidate')))).toEqual({
      kind: 'employer-only',
    });
    expect(await runGuards(input('/en/employer/dashboard'))).toEqual({
      kind: 'redirect',
      location: '/en/employer/login?redirect=%2Fen%2Femployer%2Fdashboard',
      status: 302,
    });
    const expired = input('/employer/dashboard', { cookies: new Map([['token', 'x']]) });
    expect(await runGuards(expired)).toMatchObject({
      location: '/hu/employer/login?redirect=%2Femployer%2Fdashboard',
    });
  });

  it('runs maintenance before auth', async () => {
    expect(await runGuards(input('/user/account', { maintenance: true }))).toMatchObject({
      location: '/hu/maintenance',
    });
  });
});
