// The authorization matrix (issue 12): two employers of two companies and two job seekers. Each job
// seeker tries every resource of the other, employer B every job ad of company A on every employer
// route, each job seeker and a guest every employer route, and each employer the job seekers'
// resources: through the gateway with a session and directly on the api with a bearer token. Any
// success on another's resource fails the test; the count of attempts is printed.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { realPdf, transparentPng } from '../../server/api/test/support/hostile-files.ts';
import { hungarianTaxNumber } from '../e2e/taxNumbers.ts';
import { jsonOf, type RawAnswer, send } from './http';
import { multipartBody } from './multipart';
import { ApiSession, BrowserSession, newEmail } from './session';

type Call = (
  method: string,
  path: string,
  body?: unknown,
  extra?: Record<string, string>,
) => Promise<RawAnswer>;

interface Owner {
  browser: BrowserSession;
  api: ApiSession;
  email: string;
  alertId: string;
  jobId: string;
  companyId: string;
  /** Their account's id, which is also their id in the talent pool they join. */
  userId: number;
}

const ok = (answer: RawAnswer) => answer.kind === 'answer' && answer.status < 300;
const text = (answer: RawAnswer) => (answer.kind === 'answer' ? answer.body.toString('utf8') : '');

async function makeOwner(gatewayUrl: string, apiUrl: string, jobIndex: number): Promise<Owner> {
  const email = newEmail('idor');
  const browser = await new BrowserSession(gatewayUrl).start();
  await browser.register(email);
  const jobs = jsonOf<{ items: Array<{ id: string; companySlug: string }> }>(
    await browser.request('GET', '/api/jobs?perPage=20'),
  );
  // Ads of companies with a public page: the employers made above have ads in the list too,
  // and their company pages are not published.
  const listed: { id: string; companyId: string }[] = [];
  for (const item of jobs?.items ?? []) {
    const company = jsonOf<{ id: string }>(
      await browser.request('GET', `/api/companies/${item.companySlug}`),
    );
    if (company?.id !== undefined) listed.push({ id: item.id, companyId: String(company.id) });
  }
  const chosen = listed[jobIndex];
  if (!chosen) throw new Error('no jobs of a public company to work with');
  const job = { id: chosen.id, company: { id: chosen.companyId } };
  expect(ok(await browser.request('PUT', `/api/saved-jobs/${job.id}`))).toBe(true);
  expect(
    ok(await browser.request('POST', `/api/companies/${job.company.id}/save-company-to-user`, {})),
  ).toBe(true);
  const alert = jsonOf<{ id: string }>(
    await browser.request('POST', '/api/job-alerts', { frequency: 'daily', categories: ['it'] }),
  );
  const cv = multipartBody({}, [
    { field: 'file', name: 'cv.pdf', type: 'application/pdf', data: await realPdf() },
  ]);
  const upload = await browser.request('POST', '/api/profile/cv', cv.body, {
    'content-type': cv.contentType,
  });
  expect(ok(upload), text(upload)).toBe(true);
  const applied = await browser.request('POST', `/api/jobs/${job.id}/applications`, {
    method: 'contactOnly',
    firstName: 'Ellenálló',
    lastName: 'Próbáló',
    email,
    phone: '+36 30 765 4321',
    consentToShareData: true,
  });
  expect(ok(applied), text(applied)).toBe(true);
  const api = await new ApiSession(apiUrl).login(email);
  // In the talent pool: employers can find them, never reach their contact details or CV unasked.
  expect(ok(await browser.request('PUT', '/api/talent-pool/me', { optIn: true }))).toBe(true);
  const profile = jsonOf<{ id: string | number }>(await browser.request('GET', '/api/profile'));
  return {
    browser,
    api,
    email,
    alertId: String(alert?.id),
    jobId: job.id,
    companyId: job.company.id,
    userId: Number(profile?.id),
  };
}

interface Ad {
  id: number;
  title: string;
  status: string;
}

interface Employer {
  label: string;
  browser: BrowserSession;
  api: ApiSession;
  email: string;
  companyName: string;
  ads: Ad[];
  orderIds: number[];
  /** The applications to the company's live ad (company A's: both job seekers apply). */
  applicationIds: number[];
  /** The owner's user id and the colleague invitation the owner sent (issue 12's colleagues). */
  userId: number;
  invitationIds: number[];
}

/** A complete job ad with a word of its own in the title (the category and city seeded ones). */
async function adBody(api: ApiSession, word: string) {
  const tree = jsonOf<Array<{ slug: string; subcategories: Array<{ slug: string }> }>>(
    await api.request('GET', '/categories?region=hu'),
  );
  const cities = jsonOf<Array<{ slug: string }>>(await api.request('GET', '/locations?region=hu'));
  const category = tree?.find((c) => c.subcategories.length > 0);
  const location = cities?.[0]?.slug;
  if (!category || !location) throw new Error('no categories or locations seeded');
  return {
    title: `Ügyfélszolgálati munkatárs ${word}`,
    description: 'Ügyfeleink kérdéseire válaszolsz telefonon és e-mailben.\n\nBetanítást adunk.',
    language: 'hu',
    location,
    category: category.slug,
    subcategories: [category.subcategories[0]?.slug],
    type: 'fullTime',
    level: 'junior',
    extras: ['homeOffice'],
    tags: ['ügyfélszolgálat'],
    salary: { min: 450_000, max: 550_000, currency: 'HUF', basis: 'gross', period: 'month' },
    teamSize: 6,
  };
}

/**
 * An employer of a new company with ads in each state it can reach for free (a draft, a published
 * ad, a paused one is the published one's later life, so: a draft, a live ad, a duplicate of it)
 * and an order of an ad package, all made through the gateway as the dashboard makes them.
 */
async function makeEmployer(gatewayUrl: string, apiUrl: string, label: string): Promise<Employer> {
  const email = newEmail(`employer-${label.toLowerCase()}`);
  const companyName = `Ellenálló ${label}${newEmail('').slice(1, 9)} Kft.`;
  const browser = await new BrowserSession(gatewayUrl).start();
  await browser.registerEmployer(email, companyName, hungarianTaxNumber());
  const api = await new ApiSession(apiUrl).login(email, 'employer');
  const word = `${label}${newEmail('').slice(1, 9)}`;
  const created = async (answer: RawAnswer) => {
    expect(ok(answer), text(answer)).toBe(true);
    const ad = jsonOf<Ad>(answer);
    if (!ad) throw new Error(text(answer));
    return { id: ad.id, title: ad.title, status: ad.status };
  };
  const draft = await created(
    await browser.request('POST', '/api/employer/jobs', await adBody(api, `Vázlat${word}`)),
  );
  const live = await created(
    await browser.request('POST', '/api/employer/jobs', await adBody(api, `Élő${word}`)),
  );
  const published = await created(
    await browser.request('POST', `/api/employer/jobs/${live.id}/publish`),
  );
  expect(published.status).toBe('published');
  const copy = await created(
    await browser.request('POST', `/api/employer/jobs/${live.id}/duplicate`),
  );
  const packages = jsonOf<{ items: Array<{ id: string }> } | Array<{ id: string }>>(
    await browser.request('GET', '/api/employer/packages'),
  );
  const packageId = (Array.isArray(packages) ? packages : packages?.items)?.[0]?.id;
  const order = jsonOf<{ id: number }>(
    await browser.request('POST', '/api/employer/orders', { packageId }),
  );
  if (!order?.id) throw new Error(`no order for package ${packageId}`);
  const team = jsonOf<{ me: number; invitations: Array<{ id: number }> }>(
    await browser.request('POST', '/api/employer/team/invitations', {
      email: newEmail(`kollega-${label.toLowerCase()}`),
    }),
  );
  if (!team?.invitations[0]) throw new Error('no colleague invitation');
  return {
    label,
    browser,
    api,
    email,
    companyName,
    ads: [draft, published, copy],
    orderIds: [order.id],
    applicationIds: [],
    userId: team.me,
    invitationIds: team.invitations.map((invitation) => invitation.id),
  };
}

let owners: [Owner, Owner];
let employers: [Employer, Employer];

beforeAll(async () => {
  const gatewayUrl = inject('gatewayUrl');
  const apiUrl = inject('apiUrl');
  employers = [
    await makeEmployer(gatewayUrl, apiUrl, 'A'),
    await makeEmployer(gatewayUrl, apiUrl, 'B'),
  ];
  owners = [await makeOwner(gatewayUrl, apiUrl, 0), await makeOwner(gatewayUrl, apiUrl, 1)];
  // Both job seekers apply to company A's live ad too: A holds applicants' data B must not see.
  const live = employers[0].ads[1] as Ad;
  for (const owner of owners) {
    const applied = await owner.browser.request('POST', `/api/jobs/${live.id}/applications`, {
      method: 'contactOnly',
      firstName: 'Ellenálló',
      lastName: 'Próbáló',
      email: owner.email,
      phone: '+36 30 765 4321',
      consentToShareData: true,
    });
    expect(ok(applied), text(applied)).toBe(true);
  }
  const applicants = jsonOf<{ items: Array<{ id: number }> }>(
    await employers[0].api.request('GET', '/employer/applications'),
  );
  employers[0].applicationIds = applicants?.items.map((item) => item.id) ?? [];
  expect(employers[0].applicationIds).toHaveLength(owners.length);
});

/**
 * The ids a route with `{id}` is tried with: the job seekers in the pool, A's applications, its
 * owner and colleague invitation, or its ads.
 */
const idsOf = (employer: Employer, path: string) => {
  if (path.startsWith('/employer/talent-pool/')) return owners.map((owner) => owner.userId);
  if (path.startsWith('/employer/applications/')) return employer.applicationIds;
  if (path.startsWith('/employer/team/members/')) return [employer.userId];
  if (path.startsWith('/employer/team/invitations/')) return employer.invitationIds;
  return employer.ads.map((ad) => ad.id);
};

/** What employer B gets on another's resource: 404, or 403 from the pool (no paid package). */
const refusalOf = (path: string) => (path.startsWith('/employer/talent-pool') ? 403 : 404);

describe('the authorization matrix', () => {
  it('no job seeker reaches another’s resource, through the gateway or on the api (0 successes)', async () => {
    const attempts: string[] = [];
    const successes: string[] = [];
    for (const [victim, attacker] of [
      [owners[0], owners[1]],
      [owners[1], owners[0]],
    ] as const) {
      const guest = await new BrowserSession(inject('gatewayUrl')).start();
      const actors: Array<
        [string, (m: string, p: string, b?: unknown) => Promise<RawAnswer>, string]
      > = [
        ['other user via gateway', (m, p, b) => attacker.browser.request(m, p, b), '/api'],
        ['other user on the api', (m, p, b) => attacker.api.request(m, p, b), ''],
        ['guest via gateway', (m, p, b) => guest.request(m, p, b), '/api'],
      ];
      for (const [who, call, prefix] of actors) {
        // Writes aimed at the victim's own resources by their ids.
        for (const [method, path, body] of [
          ['PATCH', `/job-alerts/${victim.alertId}`, { frequency: 'weekly' }],
          ['DELETE', `/job-alerts/${victim.alertId}`, undefined],
        ] as const) {
          const answer = await call(method, `${prefix}${path}`, body);
          attempts.push(`${who} ${method} ${path}`);
          if (ok(answer)) successes.push(`${who} ${method} ${path}: ${text(answer).slice(0, 200)}`);
        }
        // Reads of the caller's own lists must never show the victim's data.
        for (const path of [
          '/profile',
          '/profile/export',
          '/profile/cv',
          '/job-alerts',
          '/saved-jobs',
          '/followed-companies',
          '/my-applications',
        ]) {
          const answer = await call('GET', `${prefix}${path}`);
          attempts.push(`${who} GET ${path}`);
          const body = text(answer);
          if (
            ok(answer) &&
            (body.includes(victim.email) || body.includes(`"id":"${victim.alertId}"`))
          ) {
            successes.push(`${who} GET ${path} shows the victim's data`);
          }
          if (who.startsWith('guest') && ok(answer))
            successes.push(`${who} GET ${path}: ${answer.kind === 'answer' ? answer.status : ''}`);
        }
      }
      // The victim's resources are all still theirs and unchanged.
      const alerts = jsonOf<Array<{ id: string; frequency: string }>>(
        await victim.browser.request('GET', '/api/job-alerts'),
      );
      expect(alerts?.find((alert) => alert.id === victim.alertId)?.frequency).toBe('daily');
      const saved = text(await victim.browser.request('GET', '/api/saved-jobs'));
      expect(saved).toContain(victim.jobId);
      const cv = await victim.browser.request('GET', '/api/profile/cv');
      expect(cv.kind === 'answer' && cv.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    console.log(`authorization matrix: ${attempts.length} attempts, ${successes.length} successes`);
    expect(successes).toEqual([]);
    expect(attempts.length).toBeGreaterThanOrEqual(50);
  });

  it('no employer reaches another company’s ads or a job seeker’s data, and no job seeker or guest an employer route (0 successes)', async () => {
    const [a, b] = employers;
    const apiUrl = inject('apiUrl');
    const gatewayUrl = inject('gatewayUrl');
    const routes = await employerRoutes(apiUrl);
    // Every route the brief names is there (the list comes from /openapi.json, so new ones join).
    for (const name of [
      'get /employer/jobs/{id}',
      'put /employer/jobs/{id}',
      'get /employer/jobs/{id}/preview',
      'post /employer/jobs/{id}/publish',
      'post /employer/jobs/{id}/pause',
      'post /employer/jobs/{id}/resume',
      'post /employer/jobs/{id}/close',
      'post /employer/jobs/{id}/duplicate',
      'put /employer/company/profile',
      'post /employer/company/logo',
      'post /employer/company/publish',
      'post /employer/company/unpublish',
      'get /employer/orders',
      'get /employer/applications',
      'get /employer/applications/{id}',
      'post /employer/applications/{id}/status',
      'get /employer/applications/{id}/cv',
      'get /employer/team',
      'post /employer/team/invitations',
      'delete /employer/team/invitations/{id}',
      'delete /employer/team/members/{id}',
    ]) {
      expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(name);
    }
    const idRoutes = routes.filter((route) => route.path.includes('{id}'));
    const bodies = await routeBodies(a);
    // A's company, ads and applicants (the job seekers who applied to its live ad).
    const secrets = [
      a.companyName,
      a.email,
      ...a.ads.map((ad) => ad.title),
      ...owners.map((owner) => owner.email),
    ];
    const attempts: string[] = [];
    const successes: string[] = [];
    const unexpected: string[] = [];
    const ownAccount: string[] = [];
    const statuses = new Map<string, number>();
    const attempt = async (
      who: string,
      call: Call,
      method: string,
      path: string,
      expected: readonly number[],
      leaks: readonly string[],
      ownData = false,
    ) => {
      const [body, extra] = bodies(method, path);
      const answer = await call(method.toUpperCase(), path, body, extra);
      const status = answer.kind === 'answer' ? answer.status : 0;
      const line = `${who} ${method.toUpperCase()} ${path}`;
      attempts.push(line);
      statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
      const shown = leaks.filter((secret) => text(answer).includes(secret));
      if ((ok(answer) && !ownData) || shown.length > 0) {
        successes.push(`${line}: ${status} ${shown.join(', ')} ${text(answer).slice(0, 200)}`);
      }
      if (!expected.includes(status)) unexpected.push(`${line}: ${status}`);
      return answer;
    };
    const throughGateway =
      (session: BrowserSession): Call =>
      (method, path, body, extra) =>
        session.request(method, `/api${path}`, body, extra);
    const onApi =
      (session: ApiSession): Call =>
      (method, path, body, extra) =>
        session.request(method, path, body, extra);

    // 1. Employer B tries every ad of company A on every route that takes an ad's id: 404 each.
    for (const [who, call] of [
      ['employer B via gateway', throughGateway(b.browser)],
      ['employer B on the api', onApi(b.api)],
    ] as const) {
      for (const route of idRoutes) {
        for (const id of idsOf(a, route.path)) {
          const path = route.path.replace('{id}', String(id));
          await attempt(who, call, route.method, path, [refusalOf(route.path)], secrets);
        }
      }
      // B's own lists and pages show none of A's ads, orders or company.
      for (const route of routes.filter((r) => r.method === 'get' && !r.path.includes('{id}'))) {
        // The pool is closed to B (no paid package); its other lists are its own.
        const own = route.path === '/employer/talent-pool' ? 403 : 200;
        const answer = await attempt(who, call, route.method, route.path, [own], secrets, true);
        const items = jsonOf<{ items?: Array<{ id: number }> }>(answer)?.items ?? [];
        const theirs = {
          '/employer/jobs': a.ads.map((ad) => ad.id),
          '/employer/orders': a.orderIds,
          '/employer/applications': a.applicationIds,
        }[route.path];
        const seen = theirs ? items.filter((item) => theirs.includes(item.id)) : [];
        if (seen.length > 0)
          successes.push(`${who} GET ${route.path} lists A's ${JSON.stringify(seen)}`);
      }
    }

    // 2. Each job seeker (403) and a guest (401) on every employer route, A's ads by id.
    const guestBrowser = await new BrowserSession(gatewayUrl).start();
    const guestApi = await new ApiSession(apiUrl).start();
    const outsiders: Array<[string, Call, number]> = [
      ['guest via gateway', throughGateway(guestBrowser), 401],
      ['guest on the api', onApi(guestApi), 401],
    ];
    for (const [index, owner] of owners.entries()) {
      outsiders.push([`job seeker ${index + 1} via gateway`, throughGateway(owner.browser), 403]);
      outsiders.push([`job seeker ${index + 1} on the api`, onApi(owner.api), 403]);
    }
    for (const [who, call, expected] of outsiders) {
      for (const route of routes) {
        const ids = route.path.includes('{id}') ? idsOf(a, route.path).map(String) : [''];
        for (const id of ids) {
          await attempt(
            who,
            call,
            route.method,
            route.path.replace('{id}', id),
            [expected],
            secrets,
          );
        }
      }
    }

    // 3. Each employer tries the job seekers' resources: their alerts by id, and the job seeker
    // routes' lists, which must never show a job seeker's data.
    for (const employer of employers) {
      for (const [who, call] of [
        [`employer ${employer.label} via gateway`, throughGateway(employer.browser)],
        [`employer ${employer.label} on the api`, onApi(employer.api)],
      ] as const) {
        for (const victim of owners) {
          for (const [method, path, body] of [
            ['PATCH', `/job-alerts/${victim.alertId}`, { frequency: 'weekly' }],
            ['DELETE', `/job-alerts/${victim.alertId}`, undefined],
          ] as const) {
            const answer = await call(method, path, body);
            const status = answer.kind === 'answer' ? answer.status : 0;
            attempts.push(`${who} ${method} ${path}`);
            statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
            if (ok(answer))
              successes.push(`${who} ${method} ${path}: ${text(answer).slice(0, 200)}`);
            if (![403, 404].includes(status))
              unexpected.push(`${who} ${method} ${path}: ${status}`);
          }
          for (const path of JOB_SEEKER_READS) {
            const answer = await call('GET', path);
            const status = answer.kind === 'answer' ? answer.status : 0;
            attempts.push(`${who} GET ${path}`);
            statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
            const theirs = [victim.email];
            if (path === '/job-alerts') theirs.push(`"id":"${victim.alertId}"`);
            const shown = theirs.filter((secret) => text(answer).includes(secret));
            // No employer ever uploaded a CV: a PDF here could only be a job seeker's.
            if (ok(answer) && text(answer).startsWith('%PDF-')) shown.push('a CV');
            if (shown.length > 0) successes.push(`${who} GET ${path} shows ${shown.join(', ')}`);
            // An employer gets 403 on the job seekers' own routes ('candidate' access); GET /profile
            // answers any signed-in user about itself: counted apart, never a job seeker's data.
            if (ok(answer)) ownAccount.push(`${who} GET ${path}`);
            else if (![403, 404].includes(status)) unexpected.push(`${who} GET ${path}: ${status}`);
          }
        }
      }
    }

    // Company A's rows are as they were: the same ads, titles and statuses, the same order, its
    // page unpublished and without a logo; the job seekers' alerts and CVs are theirs, unchanged.
    const after = jsonOf<{ items: Ad[] }>(await a.api.request('GET', '/employer/jobs'));
    expect(
      after?.items
        .map((ad) => ({ id: ad.id, title: ad.title, status: ad.status }))
        .sort((x, y) => x.id - y.id),
    ).toEqual([...a.ads].sort((x, y) => x.id - y.id));
    const orders = jsonOf<{ items: Array<{ id: number }> }>(
      await a.api.request('GET', '/employer/orders'),
    );
    expect(orders?.items.map((order) => order.id)).toEqual(a.orderIds);
    // No one but A opened or moved A's applicants: both are still as they were sent.
    const applicants = jsonOf<{ items: Array<{ id: number; status: string }> }>(
      await a.api.request('GET', '/employer/applications'),
    );
    expect(applicants?.items.map((item) => item.status)).toEqual(['received', 'received']);
    const profile = jsonOf<{
      name: string;
      published: boolean;
      logo: string | null;
      banner: string | null;
    }>(await a.api.request('GET', '/employer/company/profile'));
    expect(profile).toMatchObject({ name: a.companyName, published: false, logo: null });
    // A's owner and colleague invitation are where they were.
    const team = jsonOf<{ members: Array<{ id: number }>; invitations: Array<{ id: number }> }>(
      await a.api.request('GET', '/employer/team'),
    );
    expect(team?.members.map((member) => member.id)).toEqual([a.userId]);
    expect(team?.invitations.map((invitation) => invitation.id)).toEqual(a.invitationIds);
    for (const victim of owners) {
      const alerts = jsonOf<Array<{ id: string; frequency: string }>>(
        await victim.browser.request('GET', '/api/job-alerts'),
      );
      expect(alerts?.find((alert) => alert.id === victim.alertId)?.frequency).toBe('daily');
      const cv = await victim.browser.request('GET', '/api/profile/cv');
      expect(cv.kind === 'answer' && cv.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    console.log(
      `authorization matrix (employers): ${attempts.length} attempts, ${successes.length} successes; by status ${JSON.stringify(Object.fromEntries(statuses))}; ${ownAccount.length} job seeker reads answered an employer about its own account`,
    );
    expect(successes).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(attempts.length).toBeGreaterThanOrEqual(300);
  });
});

/** The job seeker routes whose answers are the caller's own data (the first matrix reads them too). */
const JOB_SEEKER_READS = [
  '/profile',
  '/profile/export',
  '/profile/cv',
  '/job-alerts',
  '/saved-jobs',
  '/followed-companies',
  '/my-applications',
];

/** Every employer route of /openapi.json but the guests' ones (`{id}` where an ad's id goes). */
async function employerRoutes(apiUrl: string): Promise<Array<{ method: string; path: string }>> {
  const document = jsonOf<{ paths: Record<string, Record<string, unknown>> }>(
    await send(apiUrl, { path: '/openapi.json' }),
  );
  if (!document) throw new Error('no /openapi.json');
  return (
    Object.entries(document.paths)
      // Registration and a colleague's invitation (looked up, then accepted, with its mailed token)
      // are for guests.
      .filter(
        ([path]) =>
          path.startsWith('/employer/') &&
          path !== '/employer/register' &&
          path !== '/employer/invitations/lookup' &&
          path !== '/employer/invitations/accept',
      )
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })))
  );
}

/** A real body for each route that takes one, so a missing check would show as a success. */
async function routeBodies(owner: Employer) {
  const ad = await adBody(owner.api, 'Elvenném');
  const png = await transparentPng();
  const image = multipartBody({}, [
    { field: 'file', name: 'kep.png', type: 'image/png', data: png },
  ]);
  const profile = {
    name: 'Elvett Kft.',
    industry: 'software',
    size: '10-49',
    about: { hu: 'Átvettük.' },
    offices: [],
  };
  return (method: string, path: string): [unknown, Record<string, string>] => {
    const route = `${method.toLowerCase()} ${path.replace(/\/\d+(?=\/|$)/, '/{id}')}`;
    if (route === 'post /employer/jobs' || route === 'put /employer/jobs/{id}') return [ad, {}];
    if (route === 'post /employer/orders') return [{ packageId: 'start' }, {}];
    if (route === 'post /employer/team/invitations') {
      return [{ email: 'atvett.kollega@example.com' }, {}];
    }
    if (route === 'post /employer/talent-pool/{id}/contact') return [{ message: 'Átvettük.' }, {}];
    if (route === 'post /employer/applications/{id}/status') {
      return [{ status: 'shortlisted', message: 'Átvettük.' }, {}];
    }
    if (route === 'put /employer/company/profile') return [profile, {}];
    if (/^post \/employer\/company\/(logo|banner)$/.test(route)) {
      return [image.body, { 'content-type': image.contentType }];
    }
    return [undefined, {}];
  };
}
