import { normalizeTaxNumber } from '@allas/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type LoginAnswer = [{ token: string; user: { email: string; userType: string } }];

let app: TestApp;
let counter = 0;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A complete registration of a Hungarian company; the tax number is a real, valid one. */
function hungarianCompany(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    companyName: 'Duna Szoftver Kft.',
    taxNumber: '10773381-2-44',
    industry: 'software',
    size: '10-49',
    lastName: 'Kovács',
    firstName: 'Írisz',
    email: `hr.${counter}@dunaszoftver.hu`,
    phone: '06 30 123 4567',
    password: 'Titkos-jelszó-2025',
    passwordConfirmation: 'Titkos-jelszó-2025',
    acceptUserAgreement: true,
    acceptPrivacyPolicy: true,
    region: 'hu',
    locale: 'hu',
    ...overrides,
  };
}

/** A valid adószám from a base of seven digits: the one check digit core accepts for it. */
function validAdoszam(base: string): string {
  const digit = [...'0123456789'].find((d) => normalizeTaxNumber('HU', `${base}${d}241`));
  return `${base}${digit}-2-41`;
}

async function register(body: Record<string, unknown>, locale = 'hu') {
  const client = await new ApiClient(app.url).startSession();
  const res = await client.request<LoginAnswer | ErrorBody>(
    'POST',
    '/employer/register',
    { ...body, captcha: await client.captcha() },
    { 'accept-language': locale },
  );
  return { client, res };
}

describe('POST /employer/register', () => {
  it('creates the company (unlisted), its owner and signs the owner in', async () => {
    const { res } = await register(hungarianCompany({ taxNumber: '10773381 2 44' }));
    expect(res.status).toBe(201);
    const [answer] = res.body as LoginAnswer;
    expect(answer.user.userType).toBe('employer');
    const company = await app.deps.db
      .selectFrom('companies')
      .innerJoin('company_members', 'company_members.company_id', 'companies.id')
      .innerJoin('users', 'users.id', 'company_members.user_id')
      .select([
        'companies.name',
        'companies.slug',
        'companies.country',
        'companies.tax_number',
        'companies.published_at',
        'company_members.role',
        'users.user_type',
        'users.phone',
      ])
      .where('users.email', '=', answer.user.email)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({
      name: 'Duna Szoftver Kft.',
      slug: expect.stringMatching(/^duna-szoftver-kft(-\d+)?$/),
      country: 'HU',
      tax_number: '10773381-2-44',
      published_at: null,
      role: 'owner',
      user_type: 'employer',
      phone: '+36301234567',
    });
    // Unlisted until published: the directory does not show it yet.
    const directory = await fetch(`${app.url}/companies?region=hu&q=Duna%20Szoftver&perPage=50`);
    const listed = (await directory.json()) as { items: { slug: string }[] };
    expect(listed.items.map((item) => item.slug)).not.toContain(company.slug);
  });

  it('signs the employer in on the employer login only; a job seeker gets the other message', async () => {
    const body = hungarianCompany({ taxNumber: '10773381-2-44', companyName: 'Login Kft.' });
    // The same tax number is taken by the first test; use a Romanian company instead.
    const ro = {
      ...body,
      region: 'ro',
      taxNumber: 'RO14399840',
      phone: '0721 234 567',
      locale: 'ro',
    };
    expect((await register(ro)).res.status).toBe(201);
    const client = await new ApiClient(app.url).startSession();
    const asEmployer = await client.post<LoginAnswer>('/auth/login', {
      email: ro.email,
      password: ro.password,
      userType: 'employer',
    });
    expect(asEmployer.status).toBe(200);
    const asCandidate = await client.request<ErrorBody>(
      'POST',
      '/auth/login',
      { email: ro.email, password: ro.password },
      { 'accept-language': 'en' },
    );
    expect(asCandidate.status).toBe(403);
    expect(asCandidate.body.error.message).toMatch(/company profile/i);

    const candidate = await registeredUser(app.url);
    const wrongWay = await client.request<ErrorBody>(
      'POST',
      '/auth/login',
      { email: candidate.email, password: candidate.password, userType: 'employer' },
      { 'accept-language': 'hu' },
    );
    expect(wrongWay.status).toBe(403);
    expect(wrongWay.body).not.toHaveProperty('0.token');
  });

  it('refuses a tax number with a wrong check digit, in the language of the page', async () => {
    const { res } = await register(hungarianCompany({ taxNumber: '10773382-2-44' }), 'ro');
    expect(res.status).toBe(422);
    expect((res.body as ErrorBody).error.fields?.taxNumber).toBe(
      'Codul fiscal nu este valid: verificați cifrele (de ex. RO14399840).',
    );
  });

  it("checks the tax number of the site's country: a CUI on the Hungarian site is refused", async () => {
    const { res } = await register(hungarianCompany({ taxNumber: '14399840' }), 'en');
    expect(res.status).toBe(422);
    expect((res.body as ErrorBody).error.fields?.taxNumber).toBe(
      'This tax number is not valid: check its digits.',
    );
  });

  it('registers a company once per country, and an address once', async () => {
    const first = hungarianCompany({ taxNumber: '12345676-2-41', companyName: 'Egyszer Kft.' });
    expect((await register(first)).res.status).toBe(201);
    const again = await register(hungarianCompany({ taxNumber: '12345676-2-41' }), 'en');
    expect(again.res.status).toBe(422);
    expect((again.res.body as ErrorBody).error.fields?.taxNumber).toMatch(
      /already registered\. Ask a colleague/,
    );
    const sameEmail = await register(
      hungarianCompany({ email: first.email, taxNumber: '10000001-2-41' }),
      'en',
    );
    expect(sameEmail.res.status).toBe(422);
    expect((sameEmail.res.body as ErrorBody).error.fields?.email).toBe(
      'This email address is already registered.',
    );
    // Nothing half made: the refused registrations left no company behind.
    const companies = await app.deps.db
      .selectFrom('companies')
      .select('id')
      .where('tax_number', '=', '10000001-2-41')
      .execute();
    expect(companies).toEqual([]);
  });

  it('registrations at the same moment: one company per tax number, a slug per company', async () => {
    const taxNumbers = ['2000001', '2000002', '2000003', '2000004'].map(validAdoszam);
    const sameName = await Promise.all(
      taxNumbers.map((taxNumber) =>
        register(hungarianCompany({ taxNumber, companyName: 'Ikrek Kft.' })),
      ),
    );
    expect(sameName.map(({ res }) => res.status)).toEqual([201, 201, 201, 201]);
    const slugs = await app.deps.db
      .selectFrom('companies')
      .select('slug')
      .where('name', '=', 'Ikrek Kft.')
      .execute();
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(4);

    const once = validAdoszam('2000009');
    const sameCompany = await Promise.all(
      [0, 1, 2].map(() => register(hungarianCompany({ taxNumber: once }), 'en')),
    );
    expect(sameCompany.map(({ res }) => res.status).sort()).toEqual([201, 422, 422]);
    for (const { res } of sameCompany.filter(({ res }) => res.status === 422)) {
      expect((res.body as ErrorBody).error.fields?.taxNumber).toMatch(/already registered/);
    }
  });

  it('refuses an industry outside the list and a missing company name, field by field', async () => {
    const { res } = await register(
      hungarianCompany({ industry: 'astrology', companyName: '', taxNumber: '10000001-2-41' }),
      'hu',
    );
    expect(res.status).toBe(422);
    expect((res.body as ErrorBody).error.fields).toMatchObject({
      companyName: 'A cégnév megadása kötelező.',
    });
    const onlyIndustry = await register(
      hungarianCompany({ industry: 'astrology', taxNumber: '10000001-2-41' }),
      'hu',
    );
    expect(onlyIndustry.res.status).toBe(422);
    expect(Object.keys((onlyIndustry.res.body as ErrorBody).error.fields ?? {})).toEqual([
      'industry',
    ]);
  });
});

describe('GET /employer/company', () => {
  it("answers the signed-in owner's company, unpublished until its page is published", async () => {
    const body = hungarianCompany({ taxNumber: '10000001-2-41', companyName: 'Műszerész Kft.' });
    const { client, res } = await register(body);
    expect(res.status).toBe(201);
    client.token = (res.body as LoginAnswer)[0].token;
    const company = await client.get('/employer/company');
    expect(company.status).toBe(200);
    expect(company.body).toEqual({
      name: 'Műszerész Kft.',
      slug: expect.stringMatching(/^muszeresz-kft(-\d+)?$/),
      published: false,
      role: 'owner',
    });
  });

  it('refuses a job seeker with 403 and a guest with 401', async () => {
    const { client: candidate } = await registeredUser(app.url);
    const asCandidate = await candidate.get<ErrorBody>('/employer/company');
    expect(asCandidate.status).toBe(403);
    const guest = await new ApiClient(app.url).startSession();
    const asGuest = await guest.get<ErrorBody>('/employer/company');
    expect(asGuest.status).toBe(401);
  });
});
