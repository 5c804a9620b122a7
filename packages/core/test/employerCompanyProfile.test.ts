import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyImageParamsSchema,
  companyImageSchema,
  employerCompanyProfileBodySchema,
  employerCompanyProfileSchema,
  endpoints,
  httpsUrlSchema,
  localizedTextBodySchema,
  MAX_COMPANY_IMAGE_BYTES,
  MAX_COMPANY_OFFICES,
  MAX_COMPANY_VALUES,
  MAX_VALUE_TITLE_LENGTH,
  noSocialLinks,
} from '../src/index';

/** The first issue message per field path, as the api turns them into `fields`. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const minimal = { name: 'Duna Szoftver Kft.', industry: 'software', size: '10-49' };
const office = { location: 'budapest', address: 'Váci út 1.' };

describe('the company page editor’s form', () => {
  it('fills defaults for everything but the name, industry and size', () => {
    expect(employerCompanyProfileBodySchema.parse(minimal)).toEqual({
      ...minimal,
      website: null,
      socialLinks: noSocialLinks,
      homeOffice: false,
      remote: false,
      about: {},
      life: {},
      mission: {},
      values: [],
      offices: [],
    });
    expect(messages(employerCompanyProfileBodySchema, {})).toEqual({
      name: 'validation.companyName.required',
      industry: 'validation.option.invalid',
      size: 'validation.option.invalid',
    });
  });

  it('keeps only the languages written in, trimmed', () => {
    const text = localizedTextBodySchema(20);
    expect(text.parse({ hu: '  Rólunk  ', ro: '', en: '   ' })).toEqual({ hu: 'Rólunk' });
    expect(text.parse(undefined)).toEqual({});
    expect(messages(text, { hu: 'x'.repeat(21) })).toEqual({ hu: 'validation.text.tooLong' });
    expect(messages(text, { de: 'Über uns' })).toHaveProperty('_');
  });

  it('takes https:// links only; an empty link is none', () => {
    expect(httpsUrlSchema.parse(' https://www.duna.hu/karrier ')).toBe(
      'https://www.duna.hu/karrier',
    );
    for (const bad of [
      'http://duna.hu',
      'javascript:alert(1)',
      'https://intranet',
      'https://user:secret@duna.hu',
      'duna.hu',
      `https://duna.hu/${'a'.repeat(300)}`,
    ]) {
      expect(httpsUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
    const body = employerCompanyProfileBodySchema.parse({
      ...minimal,
      website: '',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/duna', x: null },
    });
    expect(body.website).toBeNull();
    expect(body.socialLinks).toEqual({
      ...noSocialLinks,
      linkedin: 'https://www.linkedin.com/company/duna',
    });
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        socialLinks: { facebook: 'http://facebook.com/duna' },
      }),
    ).toEqual({ 'socialLinks.facebook': 'validation.url.https' });
    expect(
      messages(employerCompanyProfileBodySchema, { ...minimal, socialLinks: { myspace: '' } }),
    ).toHaveProperty('socialLinks');
  });

  it('needs a title in some language for each value box, and at most a few boxes', () => {
    const box = { title: { en: 'Flexible work' }, text: { hu: 'Heti két nap otthonról.' } };
    expect(employerCompanyProfileBodySchema.parse({ ...minimal, values: [box] }).values).toEqual([
      box,
    ]);
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        values: [{ title: { hu: ' ' }, text: {} }],
      }),
    ).toEqual({ 'values.0.title': 'validation.companyValue.titleRequired' });
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        values: [{ title: { hu: 'x'.repeat(MAX_VALUE_TITLE_LENGTH + 1) } }],
      }),
    ).toEqual({ 'values.0.title.hu': 'validation.text.tooLong' });
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        values: Array.from({ length: MAX_COMPANY_VALUES + 1 }, () => box),
      }),
    ).toEqual({ values: 'validation.companyValue.tooMany' });
  });

  it('takes offices with an address, at most one headquarters and an optional pin', () => {
    const parsed = employerCompanyProfileBodySchema.parse({
      ...minimal,
      offices: [
        { ...office, headquarters: true, coordinates: { lat: 47.5, lng: 19.05 } },
        { location: 'szeged', address: 'Kárász utca 2.' },
      ],
    });
    expect(parsed.offices).toEqual([
      { ...office, headquarters: true, coordinates: { lat: 47.5, lng: 19.05 } },
      { location: 'szeged', address: 'Kárász utca 2.', headquarters: false, coordinates: null },
    ]);
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        offices: [
          { ...office, headquarters: true },
          { ...office, headquarters: true },
        ],
      }),
    ).toEqual({ offices: 'validation.office.oneHeadquarters' });
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        offices: [{ location: 'budapest', address: '' }],
      }),
    ).toEqual({ 'offices.0.address': 'validation.office.addressRequired' });
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        offices: Array.from({ length: MAX_COMPANY_OFFICES + 1 }, () => office),
      }),
    ).toEqual({ offices: 'validation.office.tooMany' });
    expect(
      messages(employerCompanyProfileBodySchema, {
        ...minimal,
        offices: [{ ...office, coordinates: { lat: 91, lng: 0 } }],
      }),
    ).toHaveProperty('offices.0.coordinates.lat');
  });
});

describe('the company page editor’s endpoints', () => {
  it('are for employers only, and the pictures share the photo limit', () => {
    const editor = [
      endpoints.employerCompanyProfile,
      endpoints.employerCompanyProfileSave,
      endpoints.employerCompanyLogoUpload,
      endpoints.employerCompanyLogoDelete,
      endpoints.employerCompanyBannerUpload,
      endpoints.employerCompanyBannerDelete,
      endpoints.employerCompanyPublish,
      endpoints.employerCompanyUnpublish,
    ];
    for (const endpoint of editor) expect(endpoint.access).toBe('employer');
    expect(endpoints.employerCompanyLogoUpload.multipart.fileLimits.file).toBe(
      MAX_COMPANY_IMAGE_BYTES,
    );
    expect(endpoints.employerCompanyBannerUpload.path).toBe('/employer/company/banner');
  });

  it('answer the profile and the pictures’ addresses', () => {
    expect(companyImageSchema.parse({ url: null })).toEqual({ url: null });
    expect(companyImageParamsSchema.safeParse({ slug: 'duna', image: '12.jpg' }).success).toBe(
      true,
    );
    expect(companyImageParamsSchema.safeParse({ slug: 'duna', image: '0.jpg' }).success).toBe(
      false,
    );
    expect(employerCompanyProfileSchema.safeParse({ slug: 'duna' }).success).toBe(false);
  });
});
