import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEmployer } from './support/employers.ts';
import { pdfBytes, upload } from './support/files.ts';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
interface Profile {
  slug: string;
  published: boolean;
  publishedAt: string | null;
  role: 'owner' | 'member';
  name: string;
  industry: string;
  size: string;
  website: string | null;
  socialLinks: Record<string, string | null>;
  homeOffice: boolean;
  remote: boolean;
  logo: string | null;
  banner: string | null;
  about: Record<string, string>;
  life: Record<string, string>;
  mission: Record<string, string>;
  values: { title: Record<string, string>; text: Record<string, string> }[];
  offices: {
    location: string;
    city: string;
    address: string;
    headquarters: boolean;
    coordinates: { lat: number; lng: number } | null;
  }[];
}
interface CompanyPage {
  name: string;
  logo: string | null;
  banner: string | null;
  website: string | null;
  socialLinks: Record<string, string | null>;
  about: string | null;
  life: string | null;
  values: { title: string; description: string }[];
  offices: {
    name: string;
    address: string;
    headquarters: boolean;
    coordinates: { lat: number; lng: number } | null;
  }[];
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Registers a company through the api and answers its owner's signed-in client. */
const employer = (companyName: string, region: 'hu' | 'ro' = 'hu') =>
  registeredEmployer(app, { companyName, region });

/** A complete page of a Hungarian company: the about text in Hungarian and an office. */
const completeProfile = (name: string) => ({
  name,
  industry: 'consulting',
  size: '50-249',
  website: 'https://www.duna-tanacsado.hu',
  socialLinks: { linkedin: 'https://www.linkedin.com/company/duna-tanacsado', facebook: '' },
  homeOffice: true,
  remote: false,
  about: { hu: 'Árvíztűrő tükörfúrógépeket tervezünk Győrben.', en: 'We design mirror drills.' },
  life: { hu: 'Péntekenként közös ebéd.' },
  mission: {},
  values: [
    {
      title: { hu: 'Őszinteség', en: 'Honesty' },
      text: { hu: 'Mindig megmondjuk, mit gondolunk.' },
    },
  ],
  offices: [
    {
      location: 'gyor',
      address: 'Győr, Szent István út 10.',
      headquarters: true,
      coordinates: { lat: 47.684, lng: 17.635 },
    },
    { location: 'budapest', address: 'Budapest, Váci út 1.' },
  ],
});

/** A real 640 × 200 PNG with a transparent corner, drawn by the same library the api decodes with. */
const realPng = () =>
  sharp({
    create: {
      width: 640,
      height: 200,
      channels: 4,
      background: { r: 20, g: 90, b: 160, alpha: 1 },
    },
  })
    .composite([
      {
        input: {
          create: {
            width: 50,
            height: 50,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

async function storedFileCount() {
  const row = await app.deps.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', 'in', ['company_logo', 'company_banner'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the company page editor: who may use it', () => {
  it('answers a guest 401 and a job seeker 403 on every route', async () => {
    const guest = await new ApiClient(app.url).startSession();
    const { client: candidate } = await registeredUser(app.url);
    const routes: [string, string][] = [
      ['GET', '/employer/company/profile'],
      ['PUT', '/employer/company/profile'],
      ['POST', '/employer/company/logo'],
      ['DELETE', '/employer/company/logo'],
      ['POST', '/employer/company/banner'],
      ['DELETE', '/employer/company/banner'],
      ['POST', '/employer/company/publish'],
      ['POST', '/employer/company/unpublish'],
    ];
    for (const [method, path] of routes) {
      expect((await guest.request(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await candidate.request(method, path)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('shows each employer only their own company and saves only into it', async () => {
    const a = await employer('Alfa Kft.');
    const b = await employer('Béta Kft.');
    const profileA = await a.client.get<Profile>('/employer/company/profile');
    const profileB = await b.client.get<Profile>('/employer/company/profile');
    expect(profileA.status).toBe(200);
    expect(profileA.body).toMatchObject({
      name: 'Alfa Kft.',
      published: false,
      publishedAt: null,
      role: 'owner',
      industry: 'software',
      size: '10-49',
      about: {},
      offices: [],
      logo: null,
    });
    expect(profileB.body.name).toBe('Béta Kft.');
    expect(profileB.body.slug).not.toBe(profileA.body.slug);

    const saved = await b.client.put<Profile>(
      '/employer/company/profile',
      completeProfile('Béta Tanácsadó Kft.'),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.name).toBe('Béta Tanácsadó Kft.');
    // A's page is untouched by B's save.
    expect((await a.client.get<Profile>('/employer/company/profile')).body).toEqual(profileA.body);
  });
});

describe('PUT /employer/company/profile', () => {
  it('saves everything, drops blank languages and replaces the offices as a set', async () => {
    const { client } = await employer('Gamma Kft.');
    const first = await client.put<Profile>(
      '/employer/company/profile',
      completeProfile('Gamma Tanácsadó Kft.'),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'Gamma Tanácsadó Kft.',
      industry: 'consulting',
      size: '50-249',
      website: 'https://www.duna-tanacsado.hu',
      socialLinks: {
        linkedin: 'https://www.linkedin.com/company/duna-tanacsado',
        facebook: null,
        x: null,
      },
      homeOffice: true,
      about: {
        hu: 'Árvíztűrő tükörfúrógépeket tervezünk Győrben.',
        en: 'We design mirror drills.',
      },
      mission: {},
      values: [{ title: { hu: 'Őszinteség', en: 'Honesty' } }],
      offices: [
        {
          location: 'gyor',
          city: 'Győr',
          headquarters: true,
          coordinates: { lat: 47.684, lng: 17.635 },
        },
        { location: 'budapest', city: 'Budapest', headquarters: false, coordinates: null },
      ],
    });
    const second = await client.put<Profile>('/employer/company/profile', {
      ...completeProfile('Gamma Tanácsadó Kft.'),
      offices: [{ location: 'szeged', address: 'Szeged, Kárász utca 2.', headquarters: true }],
    });
    expect(second.body.offices).toEqual([
      {
        location: 'szeged',
        city: 'Szeged',
        address: 'Szeged, Kárász utca 2.',
        headquarters: true,
        coordinates: null,
      },
    ]);
  });

  it('refuses bad fields with messages in the language of the page (hu and en)', async () => {
    const { client } = await employer('Delta Kft.');
    const bad = {
      ...completeProfile(''),
      website: 'http://delta.hu',
      industry: 'astrology',
      about: { hu: 'x'.repeat(5001) },
      offices: [
        { location: 'gyor', address: 'Győr', headquarters: true },
        { location: 'gyor', address: '', headquarters: true },
      ],
    };
    client.locale = 'hu';
    const hu = await client.put<ErrorBody>('/employer/company/profile', bad);
    expect(hu.status).toBe(422);
    expect(hu.body.error.fields).toEqual({
      name: 'A cégnév megadása kötelező.',
      industry: 'Válassz a lehetőségek közül!',
      website: 'Adj meg egy https://-sel kezdődő webcímet!',
      'about.hu': 'Ez a szöveg túl hosszú.',
      'offices.1.address': 'Az iroda címének megadása kötelező.',
      offices: 'Csak egy iroda lehet a székhely.',
    });
    client.locale = 'en';
    const en = await client.put<ErrorBody>('/employer/company/profile', bad);
    expect(en.body.error.fields).toMatchObject({
      name: 'The company name is required.',
      website: 'Enter a web address that starts with https://.',
      offices: 'Only one office can be the headquarters.',
    });
    // A city of the other country is not on the list of a Hungarian company.
    const abroad = await client.put<ErrorBody>('/employer/company/profile', {
      ...completeProfile('Delta Kft.'),
      offices: [{ location: 'cluj-napoca', address: 'Strada Memorandumului 1' }],
    });
    expect(abroad.status).toBe(422);
    expect(abroad.body.error.fields).toEqual({
      'offices.0.location': 'Choose a city from the list.',
    });
    const tooMany = await client.put<ErrorBody>('/employer/company/profile', {
      ...completeProfile('Delta Kft.'),
      values: Array.from({ length: 7 }, () => ({ title: { en: 'Box' } })),
    });
    expect(tooMany.body.error.fields).toEqual({ values: 'At most 6 value boxes can be shown.' });
    // Nothing of the refused saves was written.
    const profile = await client.get<Profile>('/employer/company/profile');
    expect(profile.body.name).toBe('Delta Kft.');
    expect(profile.body.offices).toEqual([]);
  });

  it('answers 4xx, never 5xx, to malformed bodies', async () => {
    const { client } = await employer('Epszilon Kft.');
    for (const body of [
      '{"name":',
      '[]',
      '"text"',
      JSON.stringify({ ...completeProfile('E'), offices: 'sok' }),
      JSON.stringify({ ...completeProfile('E'), values: [{ title: 'x' }] }),
      JSON.stringify({ ...completeProfile('E'), socialLinks: { linkedin: 42 } }),
      JSON.stringify({ ...completeProfile('E'), offices: [{ location: 'Győr!', address: 'x' }] }),
      JSON.stringify({ ...completeProfile('E'), about: { hu: 'a\u0000b' } }),
      JSON.stringify({ ...completeProfile('E'), admin: true }),
    ]) {
      const res = await client.put('/employer/company/profile', body);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const huge = await client.put('/employer/company/profile', {
      ...completeProfile('E'),
      life: { hu: 'x'.repeat(300_000) },
    });
    expect(huge.status).toBe(413);
  });
});

describe('the logo and the banner', () => {
  it('refuses a PDF and an SVG as a logo, storing nothing', async () => {
    const { client } = await employer('Zéta Kft.');
    const before = await storedFileCount();
    client.locale = 'en';
    const pdf = await client.post<ErrorBody>(
      '/employer/company/logo',
      upload('file', pdfBytes(), 'logo.png', 'image/png'),
    );
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.fields?.file).toBe('The image must be a JPEG, PNG or WebP file.');
    const vector = await client.post<ErrorBody>(
      '/employer/company/logo',
      upload('file', svg, 'logo.svg', 'image/svg+xml'),
    );
    expect(vector.status).toBe(415);
    const broken = await client.post<ErrorBody>(
      '/employer/company/banner',
      upload('file', Buffer.concat([(await realPng()).subarray(0, 60)]), 'banner.png', 'image/png'),
    );
    expect(broken.status).toBe(422);
    expect(broken.body.error.fields?.file).toBe('The file could not be read as an image.');
    const oversized = await client.post<ErrorBody>(
      '/employer/company/logo',
      upload(
        'file',
        Buffer.concat([await realPng(), Buffer.alloc(2 * 1024 * 1024)]),
        'x.png',
        'image/png',
      ),
    );
    expect([413, 422]).toContain(oversized.status);
    const notMultipart = await client.post<ErrorBody>('/employer/company/logo', { file: 'x' });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(notMultipart.status).toBeLessThan(500);
    const bogus = await client.request(
      'POST',
      '/employer/company/logo',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      { 'content-type': 'multipart/form-data; boundary=x' },
    );
    expect(bogus.status).toBeGreaterThanOrEqual(400);
    expect(bogus.status).toBeLessThan(500);
    expect(await storedFileCount()).toBe(before);
    expect((await client.get<Profile>('/employer/company/profile')).body.logo).toBeNull();
  });

  it('takes a real PNG, re-encodes it and serves it; a new one replaces and releases the old', async () => {
    const { client } = await employer('Éta Kft.');
    const before = await storedFileCount();
    const first = await client.post<{ url: string }>(
      '/employer/company/logo',
      upload('file', await realPng(), 'logó.png', 'image/png'),
    );
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/\/media\/companies\/[a-z0-9-]+\/images\/\d+\.jpg$/);
    const served = await fetch(first.body.url.replace(/^https?:\/\/[^/]+/, app.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([640, 200]);
    expect(meta.exif).toBeUndefined();
    expect((await client.get<Profile>('/employer/company/profile')).body.logo).toBe(first.body.url);

    const second = await client.post<{ url: string }>(
      '/employer/company/logo',
      upload('file', await realPng(), 'uj.png', 'image/png'),
    );
    expect(second.body.url).not.toBe(first.body.url);
    expect(await storedFileCount()).toBe(before + 1);
    // The replaced picture is gone, from the database and from the media route.
    expect((await fetch(first.body.url.replace(/^https?:\/\/[^/]+/, app.url))).status).toBe(404);

    const banner = await client.post<{ url: string }>(
      '/employer/company/banner',
      upload('file', await realPng(), 'banner.webp', 'image/webp'),
    );
    expect(banner.status).toBe(200);
    expect((await client.get<Profile>('/employer/company/profile')).body.banner).toBe(
      banner.body.url,
    );
    expect(await storedFileCount()).toBe(before + 2);

    const removed = await client.delete<{ url: null }>('/employer/company/logo');
    expect(removed.body).toEqual({ url: null });
    expect((await client.get<Profile>('/employer/company/profile')).body.logo).toBeNull();
    expect((await client.delete('/employer/company/banner')).status).toBe(200);
    expect(await storedFileCount()).toBe(before);
  });

  it('serves a picture only under its own company', async () => {
    const owner = await employer('Théta Kft.');
    const other = await employer('Ióta Kft.');
    const logo = await owner.client.post<{ url: string }>(
      '/employer/company/logo',
      upload('file', await realPng(), 'logo.png', 'image/png'),
    );
    const otherSlug = (await other.client.get<Profile>('/employer/company/profile')).body.slug;
    const path = new URL(logo.body.url).pathname.replace(
      /companies\/[^/]+/,
      `companies/${otherSlug}`,
    );
    expect((await fetch(`${app.url}${path}`)).status).toBe(404);
  });
});

describe('publishing', () => {
  it('refuses an incomplete page field by field, then publishes and shows the edits at once', async () => {
    const { client } = await employer('Kappa Kft.');
    client.locale = 'hu';
    const incomplete = await client.post<ErrorBody>('/employer/company/publish');
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error.fields).toEqual({
      'about.hu': 'A közzétételhez írd meg a Rólunk szöveget az oldal nyelvén!',
      offices: 'A közzétételhez adj meg legalább egy irodát!',
    });
    // An about text in English only is not enough on the Hungarian site.
    await client.put('/employer/company/profile', {
      ...completeProfile('Kappa Kft.'),
      about: { en: 'English only.' },
    });
    client.locale = 'en';
    const englishOnly = await client.post<ErrorBody>('/employer/company/publish');
    expect(englishOnly.body.error.fields).toEqual({
      'about.hu': "To publish the page, write the About us text in the site's language.",
    });
    const slug = (await client.get<Profile>('/employer/company/profile')).body.slug;
    expect((await fetch(`${app.url}/companies/${slug}`)).status).toBe(404);

    await client.put('/employer/company/profile', completeProfile('Kappa Kft.'));
    const published = await client.post<Profile>('/employer/company/publish');
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(true);
    expect(published.body.publishedAt).toBe(
      new Date(published.body.publishedAt ?? '').toISOString(),
    );

    const page = await fetch(`${app.url}/companies/${slug}?locale=hu`);
    expect(page.status).toBe(200);
    const shown = (await page.json()) as CompanyPage;
    expect(shown).toMatchObject({
      name: 'Kappa Kft.',
      about: 'Árvíztűrő tükörfúrógépeket tervezünk Győrben.',
      website: 'https://www.duna-tanacsado.hu',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/duna-tanacsado', facebook: null },
      values: [{ title: 'Őszinteség', description: 'Mindig megmondjuk, mit gondolunk.' }],
      offices: [
        {
          name: 'Győr',
          address: 'Győr, Szent István út 10.',
          headquarters: true,
          coordinates: { lat: 47.684, lng: 17.635 },
        },
        {
          name: 'Budapest',
          address: 'Budapest, Váci út 1.',
          headquarters: false,
          coordinates: { lat: 47.4979, lng: 19.0402 },
        },
      ],
    });
    // English falls back to Hungarian where the employer wrote no English text.
    const english = (await (
      await fetch(`${app.url}/companies/${slug}?locale=en`)
    ).json()) as CompanyPage;
    expect(english.about).toBe('We design mirror drills.');
    expect(english.life).toBe('Péntekenként közös ebéd.');
    expect(english.values).toEqual([
      { title: 'Honesty', description: 'Mindig megmondjuk, mit gondolunk.' },
    ]);
    const directory = await fetch(`${app.url}/companies?region=hu&q=Kappa&perPage=50`);
    const listed = (await directory.json()) as { items: { slug: string; city: string | null }[] };
    expect(listed.items.find((item) => item.slug === slug)).toMatchObject({ city: 'Győr' });

    // A later save shows at once: there is no draft copy and no cache in between.
    await client.put('/employer/company/profile', {
      ...completeProfile('Kappa Kft.'),
      about: { hu: 'Új bemutatkozás.' },
    });
    const edited = (await (await fetch(`${app.url}/companies/${slug}`)).json()) as CompanyPage;
    expect(edited.about).toBe('Új bemutatkozás.');
    const logo = await client.post<{ url: string }>(
      '/employer/company/logo',
      upload('file', await realPng(), 'logo.png', 'image/png'),
    );
    const withLogo = (await (await fetch(`${app.url}/companies/${slug}`)).json()) as CompanyPage;
    expect(withLogo.logo).toBe(logo.body.url);

    // Publishing again keeps the first date.
    const again = await client.post<Profile>('/employer/company/publish');
    expect(again.body.publishedAt).toBe(published.body.publishedAt);
  });

  it('checks the about text in Romanian on the Romanian site', async () => {
    const { client } = await employer('Lambda SRL', 'ro');
    const saved = await client.put<Profile>('/employer/company/profile', {
      ...completeProfile('Lambda SRL'),
      offices: [
        { location: 'cluj-napoca', address: 'Strada Memorandumului 1', headquarters: true },
      ],
    });
    expect(saved.status).toBe(200);
    client.locale = 'ro';
    const refused = await client.post<ErrorBody>('/employer/company/publish');
    expect(refused.body.error.fields).toEqual({
      'about.ro': 'Pentru publicare, scrie textul Despre noi în limba site-ului.',
    });
  });

  it('lets a member edit and publish, and only the owner take the page off line', async () => {
    const owner = await employer('Mű Kft.');
    const colleague = await employer('Kolléga Kft.');
    const company = await app.deps.db
      .selectFrom('company_members')
      .select('company_id')
      .where('user_id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    // Invitations come later: the colleague joins the owner's company as a member here.
    await app.deps.db
      .updateTable('company_members')
      .set({ company_id: company.company_id, role: 'member' })
      .where('user_id', '=', colleague.userId)
      .execute();
    const asMember = await colleague.client.put<Profile>(
      '/employer/company/profile',
      completeProfile('Mű Kft.'),
    );
    expect(asMember.status).toBe(200);
    expect(asMember.body.role).toBe('member');
    expect(
      (await owner.client.get<Profile>('/employer/company/profile')).body.offices,
    ).toHaveLength(2);
    expect((await colleague.client.post<Profile>('/employer/company/publish')).status).toBe(200);
    colleague.client.locale = 'en';
    const refused = await colleague.client.post<ErrorBody>('/employer/company/unpublish');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the owner of the company account can do this.');
    const slug = asMember.body.slug;
    expect((await fetch(`${app.url}/companies/${slug}`)).status).toBe(200);

    const off = await owner.client.post<Profile>('/employer/company/unpublish');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ published: false, publishedAt: null });
    expect((await fetch(`${app.url}/companies/${slug}`)).status).toBe(404);
    const directory = await fetch(`${app.url}/companies?region=hu&q=Mű&perPage=50`);
    const listed = (await directory.json()) as { items: { slug: string }[] };
    expect(listed.items.map((item) => item.slug)).not.toContain(slug);
  });
});
