import { describe, expect, it } from 'vitest';
import {
  activeConfigFor,
  activeConfigSchema,
  apiErrorBody,
  apiErrorBodySchema,
  apiErrorStatuses,
  bannerRegionParam,
  bannersMapSchema,
  chooseBanner,
  hungaryBlueRegion,
  hungaryRegion,
  legalDocumentsSchema,
  legalDocumentUrl,
  localeObjectSchema,
  localeObjects,
  regionConfigSchema,
  regions,
  romaniaRegion,
  siteCodes,
  siteDirectory,
  siteRegions,
  toRegionCode,
  toRegionKey,
} from '../src/index';

describe('regions', () => {
  it('configures Hungary and Romania', () => {
    expect(hungaryRegion).toMatchObject({
      regionCode: 'HU',
      defaultLang: 'hu',
      currency: 'HUF',
      timeZone: 'Europe/Budapest',
    });
    expect(romaniaRegion).toMatchObject({
      regionCode: 'RO',
      defaultLang: 'ro',
      currency: 'RON',
      timeZone: 'Europe/Bucharest',
    });
    for (const region of Object.values(regions)) {
      expect(region.availableLangs).toEqual(['hu', 'ro', 'en']);
      expect(regionConfigSchema.parse(region)).toEqual(region);
    }
    expect(toRegionKey('HU')).toBe('hu');
    expect(toRegionKey('RO')).toBe('ro');
    expect(toRegionCode('hu')).toBe('HU');
    expect(toRegionCode('ro')).toBe('RO');
  });

  it('configures the blue-collar board as the HU market on its own domain', () => {
    expect(hungaryBlueRegion).toEqual({
      ...hungaryRegion,
      domain: 'kek.allas.hu',
      isBlue: true,
    });
    expect(regionConfigSchema.parse(hungaryBlueRegion)).toEqual(hungaryBlueRegion);
    expect(siteCodes).toEqual(['HU', 'RO', 'BLUE']);
    expect(siteCodes.map((code) => siteRegions[code].regionCode)).toEqual(['HU', 'RO', 'HU']);
    expect(siteCodes.map(siteDirectory)).toEqual(['hu', 'ro', 'blue']);
    expect(bannerRegionParam(siteRegions.BLUE)).toBe('blue');
    expect(
      activeConfigFor(hungaryBlueRegion, {
        apiUrl: 'https://a.hu',
        dashUrl: 'https://d.hu',
        locale: 'hu',
      }),
    ).toMatchObject({ isBlue: true, isNotBlueHU: false, region: 'HU', domain: 'kek.allas.hu' });
  });

  it('derives the active configuration of a running site', () => {
    const config = activeConfigFor(hungaryRegion, {
      apiUrl: 'https://allas.hu/api',
      dashUrl: 'https://dash.allas.hu',
      locale: 'en',
    });
    expect(config).toEqual({
      apiUrl: 'https://allas.hu/api',
      dashUrl: 'https://dash.allas.hu',
      isBlue: false,
      isNotBlueHU: true,
      domain: 'allas.hu',
      region: 'HU',
      defaultLang: 'hu',
      code: 'en',
      availableLangs: ['hu', 'ro', 'en'],
    });
    expect(activeConfigSchema.parse(config)).toEqual(config);
    expect(
      activeConfigFor(romaniaRegion, {
        apiUrl: 'https://a.ro',
        dashUrl: 'https://d.ro',
        locale: 'ro',
      }).isNotBlueHU,
    ).toBe(false);
    expect(
      activeConfigFor(
        { ...hungaryRegion, isBlue: true },
        { apiUrl: 'https://a.hu', dashUrl: 'https://d.hu', locale: 'hu' },
      ).isNotBlueHU,
    ).toBe(false);
  });

  it('describes each language as code, iso and direction', () => {
    expect(localeObjects.ro).toEqual({ code: 'ro', iso: 'ro-RO', dir: 'ltr' });
    expect(localeObjectSchema.safeParse({ code: 'de', iso: 'de-DE', dir: 'ltr' }).success).toBe(
      false,
    );
  });
});

describe('legal documents', () => {
  const documents = legalDocumentsSchema.parse({
    cookie: {
      hu: { hu: 'https://allas.hu/docs/suti.pdf', en: 'https://allas.hu/docs/cookies.pdf' },
    },
    'prize-game-rules': { ro: { ro: 'https://allas.ro/docs/regulament.pdf' } },
  });

  it('finds a document by type, region and language, falling back to the region default', () => {
    expect(legalDocumentUrl(documents, 'cookie', 'hu', 'en', 'hu')).toBe(
      'https://allas.hu/docs/cookies.pdf',
    );
    expect(legalDocumentUrl(documents, 'cookie', 'hu', 'ro', 'hu')).toBe(
      'https://allas.hu/docs/suti.pdf',
    );
    expect(legalDocumentUrl(documents, 'prize-game-rules', 'ro', 'en', 'ro')).toBe(
      'https://allas.ro/docs/regulament.pdf',
    );
    expect(legalDocumentUrl(documents, 'privacy-policy', 'hu', 'hu', 'hu')).toBeUndefined();
  });

  it('rejects unknown document types and non-URLs', () => {
    expect(legalDocumentsSchema.safeParse({ terms: {} }).success).toBe(false);
    expect(legalDocumentsSchema.safeParse({ cookie: { hu: { hu: 'not a url' } } }).success).toBe(
      false,
    );
  });
});

describe('banners', () => {
  const banner = (id: string) => ({
    id,
    imageUrl: `https://cdn.allas.hu/${id}.webp`,
    linkUrl: null,
    alt: `Banner ${id}`,
    companySlug: null,
  });
  const list = [banner('a'), banner('b'), banner('c')];

  it('picks one banner of a placement with the injected random source', () => {
    expect(chooseBanner(list, () => 0)?.id).toBe('a');
    expect(chooseBanner(list, () => 0.5)?.id).toBe('b');
    expect(chooseBanner(list, () => 0.999)?.id).toBe('c');
    expect(chooseBanner(list, () => 1)?.id).toBe('c');
    expect(chooseBanner(list, () => -3)?.id).toBe('a');
    expect(chooseBanner(list, () => Number.NaN)?.id).toBe('a');
    expect(chooseBanner([])).toBeUndefined();
    expect(list).toContainEqual(chooseBanner(list));
  });

  it('parses the banners map and asks for region=blue on blue sites', () => {
    expect(bannersMapSchema.parse({ 'home-top': list })['home-top']).toHaveLength(3);
    expect(bannerRegionParam(hungaryRegion)).toBe('hu');
    expect(bannerRegionParam(romaniaRegion)).toBe('ro');
    expect(bannerRegionParam({ ...romaniaRegion, isBlue: true })).toBe('blue');
  });
});

describe('api error body', () => {
  it('builds { error: { code, message, fields? } } in the request language from message keys', () => {
    expect(apiErrorBody('gone', 'job.expired', 'en')).toEqual({
      error: { code: 'gone', message: 'Ad already expired' },
    });
    expect(
      apiErrorBody('rate_limited', 'error.rateLimited', 'ro', { values: { seconds: 30 } }).error
        .message,
    ).toBe('Prea multe încercări. Încearcă din nou peste 30 s.');
    const body = apiErrorBody('validation_failed', 'error.validation', 'hu', {
      fields: { email: 'validation.email.invalid', 'levels.0': 'validation.option.invalid' },
    });
    expect(body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Néhány mező hibás. Javítsd őket, és próbáld újra!',
        fields: {
          email: 'Helyes e-mail címet adj meg!',
          'levels.0': 'Válassz a lehetőségek közül!',
        },
      },
    });
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorStatuses.validation_failed).toBe(422);
    expect(apiErrorStatuses.unauthenticated).toBe(401);
  });

  it('rejects bodies of other shapes', () => {
    expect(apiErrorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(apiErrorBodySchema.safeParse({ error: { code: 'teapot', message: 'x' } }).success).toBe(
      false,
    );
  });
});
