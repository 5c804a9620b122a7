import { z } from 'zod';
import { companySizeBands } from '../company/companySizeBands';
import { industrySchema } from '../company/industrySchema';
import { locales } from '../locale/locales';
import { errorKey } from '../validation/errorKey';
import { slugSchema } from '../validation/slugSchema';
import { MAX_LONG_TEXT_LENGTH, requiredText } from '../validation/textFields';
import { coordinatesResponseSchema, listSlugSchema } from './contractFields';
import { companyRoles } from './employerContract';

/*
 * The company page editor (issue 12): everything `/company/:slug` shows, as the employer edits it.
 * Texts are plain text (the page shows them as text, never as HTML), one per language; a language
 * left empty falls back on the page to the site's default language.
 */

/** At most this many value boxes and offices: a page, not a directory. */
export const MAX_COMPANY_VALUES = 6;
export const MAX_COMPANY_OFFICES = 20;
/** A value box's title and text. */
export const MAX_VALUE_TITLE_LENGTH = 80;
export const MAX_VALUE_TEXT_LENGTH = 600;
const MAX_URL_LENGTH = 300;

/** The social networks a company page links to, in the order the page shows them. */
export const companySocialNetworks = [
  'linkedin',
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'x',
] as const;
export type CompanySocialNetwork = (typeof companySocialNetworks)[number];
/** A page without links: every network null. */
export const noSocialLinks = {
  linkedin: null,
  facebook: null,
  instagram: null,
  youtube: null,
  tiktok: null,
  x: null,
} as const satisfies Record<CompanySocialNetwork, null>;

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // A host with a dot: "https://intranet" is no public page; credentials in a link are a trick.
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

/** A public https:// address (website, social profile); http, javascript: and the like are refused. */
export const httpsUrlSchema = z
  .string(errorKey('validation.url.https'))
  .trim()
  .max(MAX_URL_LENGTH, errorKey('validation.text.tooLong'))
  .refine(isHttpsUrl, errorKey('validation.url.https'));

/** A link that may be left out: an empty field means none. */
const optionalLinkSchema = z
  .union([z.literal('').transform(() => null), httpsUrlSchema])
  .nullable()
  .default(null);

/**
 * One text in each language, each optional: `{ hu, ro, en }`. Blank ones are dropped, so a
 * missing language is absent rather than an empty string (the page falls back for it).
 */
export const localizedTextBodySchema = (maxLength: number) =>
  z
    .strictObject({
      hu: z.string().trim().max(maxLength, errorKey('validation.text.tooLong')).optional(),
      ro: z.string().trim().max(maxLength, errorKey('validation.text.tooLong')).optional(),
      en: z.string().trim().max(maxLength, errorKey('validation.text.tooLong')).optional(),
    })
    .default({})
    .transform((text) => {
      const filled: Partial<Record<(typeof locales)[number], string>> = {};
      for (const locale of locales) {
        const value = text[locale];
        if (value) filled[locale] = value;
      }
      return filled;
    });

/** A stored or answered localized text: only the languages that have one. */
export const localizedTextSchema = z.object({
  hu: z.string().optional(),
  ro: z.string().optional(),
  en: z.string().optional(),
});
export type PartialLocalizedText = z.infer<typeof localizedTextSchema>;

const hasAnyLanguage = (text: PartialLocalizedText) => Object.keys(text).length > 0;

const companyValueBodySchema = z
  .strictObject({
    title: localizedTextBodySchema(MAX_VALUE_TITLE_LENGTH),
    text: localizedTextBodySchema(MAX_VALUE_TEXT_LENGTH),
  })
  .refine((value) => hasAnyLanguage(value.title), {
    error: 'validation.companyValue.titleRequired',
    path: ['title'],
  });

/** An office: the city from the site's list of locations, the street address, optional map pin. */
const companyOfficeBodySchema = z.strictObject({
  location: listSlugSchema.meta({ description: 'A location slug of the company’s country' }),
  address: requiredText('validation.office.addressRequired'),
  headquarters: z.boolean().default(false),
  coordinates: z
    .strictObject({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    })
    .nullable()
    .default(null),
});

/** `PUT /employer/company/profile`: the whole editable page; offices and value boxes replace the old ones. */
export const employerCompanyProfileBodySchema = z.strictObject({
  name: requiredText('validation.companyName.required'),
  industry: industrySchema,
  size: z.enum(companySizeBands, errorKey('validation.option.invalid')),
  website: optionalLinkSchema,
  socialLinks: z
    .strictObject({
      linkedin: optionalLinkSchema,
      facebook: optionalLinkSchema,
      instagram: optionalLinkSchema,
      youtube: optionalLinkSchema,
      tiktok: optionalLinkSchema,
      x: optionalLinkSchema,
    } satisfies Record<CompanySocialNetwork, unknown>)
    .default(noSocialLinks),
  homeOffice: z.boolean().default(false),
  remote: z.boolean().default(false),
  about: localizedTextBodySchema(MAX_LONG_TEXT_LENGTH),
  life: localizedTextBodySchema(MAX_LONG_TEXT_LENGTH),
  mission: localizedTextBodySchema(MAX_LONG_TEXT_LENGTH),
  values: z
    .array(companyValueBodySchema)
    .max(MAX_COMPANY_VALUES, errorKey('validation.companyValue.tooMany'))
    .default([]),
  offices: z
    .array(companyOfficeBodySchema)
    .max(MAX_COMPANY_OFFICES, errorKey('validation.office.tooMany'))
    .default([])
    .refine(
      (offices) => offices.filter((office) => office.headquarters).length <= 1,
      errorKey('validation.office.oneHeadquarters'),
    ),
});
export type EmployerCompanyProfileBody = z.output<typeof employerCompanyProfileBodySchema>;

/** The links of a company page: each network's https:// address, or null. */
export const companySocialLinksSchema = z
  .object({
    linkedin: z.string().nullable(),
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    tiktok: z.string().nullable(),
    x: z.string().nullable(),
  } satisfies Record<CompanySocialNetwork, unknown>)
  .meta({ id: 'CompanySocialLinks' });
export type CompanySocialLinks = z.infer<typeof companySocialLinksSchema>;

/** `GET /employer/company/profile`: everything the editor shows, with the page's address and state. */
export const employerCompanyProfileSchema = z
  .object({
    slug: slugSchema,
    published: z.boolean(),
    publishedAt: z.string().nullable(),
    role: z.enum(companyRoles),
    name: z.string(),
    industry: z.string(),
    size: z.enum(companySizeBands),
    website: z.string().nullable(),
    socialLinks: companySocialLinksSchema,
    homeOffice: z.boolean(),
    remote: z.boolean(),
    logo: z.string().nullable(),
    banner: z.string().nullable(),
    about: localizedTextSchema,
    life: localizedTextSchema,
    mission: localizedTextSchema,
    values: z.array(z.object({ title: localizedTextSchema, text: localizedTextSchema })),
    offices: z.array(
      z.object({
        location: z.string(),
        city: z.string(),
        address: z.string(),
        headquarters: z.boolean(),
        coordinates: coordinatesResponseSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'EmployerCompanyProfile' });
export type EmployerCompanyProfile = z.infer<typeof employerCompanyProfileSchema>;

/** The answer of a logo or banner upload or removal: its public address, null once removed. */
export const companyImageSchema = z
  .object({ url: z.string().nullable() })
  .meta({ id: 'EmployerCompanyImage' });
export type CompanyImage = z.infer<typeof companyImageSchema>;
