import {
  type CompanySocialNetwork,
  companySocialNetworks,
  type EmployerCompanyProfile,
  type employerCompanyProfileBodySchema,
  type IndustryKey,
  industries,
  type Locale,
  locales,
} from '@allas/core';
import type { z } from 'zod';

/** What PUT /employer/company/profile takes (before core's schema fills its defaults). */
export type CompanyProfileBody = z.input<typeof employerCompanyProfileBodySchema>;

/** One text in each language, as the editor's inputs hold it (empty: not written). */
export type LanguageTexts = Record<Locale, string>;

export interface OfficeDraft {
  location: string;
  address: string;
  headquarters: boolean;
  /** The map pin the api stored, kept as it is: the editor does not place pins. */
  coordinates: { lat: number; lng: number } | null;
}

/** The editor's state: the profile's editable parts as its inputs hold them. */
export interface CompanyPageDraft {
  name: string;
  industry: IndustryKey;
  size: EmployerCompanyProfile['size'];
  website: string;
  socialLinks: Record<CompanySocialNetwork, string>;
  homeOffice: boolean;
  remote: boolean;
  about: LanguageTexts;
  life: LanguageTexts;
  mission: LanguageTexts;
  values: { title: LanguageTexts; text: LanguageTexts }[];
  offices: OfficeDraft[];
}

export const emptyTexts = (): LanguageTexts => ({ hu: '', ro: '', en: '' });

const textsOf = (text: Partial<LanguageTexts>): LanguageTexts => ({
  hu: text.hu ?? '',
  ro: text.ro ?? '',
  en: text.en ?? '',
});

export function draftOf(profile: EmployerCompanyProfile): CompanyPageDraft {
  return {
    name: profile.name,
    // A company's industry is one of core's (registration checks it); the first is only a fallback.
    industry: industries.find((i) => i.key === profile.industry)?.key ?? industries[0].key,
    size: profile.size,
    website: profile.website ?? '',
    socialLinks: Object.fromEntries(
      companySocialNetworks.map((network) => [network, profile.socialLinks[network] ?? '']),
    ) as Record<CompanySocialNetwork, string>,
    homeOffice: profile.homeOffice,
    remote: profile.remote,
    about: textsOf(profile.about),
    life: textsOf(profile.life),
    mission: textsOf(profile.mission),
    values: profile.values.map((value) => ({
      title: textsOf(value.title),
      text: textsOf(value.text),
    })),
    offices: profile.offices.map((office) => ({
      location: office.location,
      address: office.address,
      headquarters: office.headquarters,
      coordinates: office.coordinates,
    })),
  };
}

/** The save's body: core's schema trims, drops empty texts and reads an empty link as none. */
export function bodyOf(draft: CompanyPageDraft): CompanyProfileBody {
  return {
    ...draft,
    socialLinks: { ...draft.socialLinks },
    offices: draft.offices.map((office) => ({ ...office })),
  };
}

/** A text in the page's language, else in the site's own (as the public page falls back). */
export function textIn(texts: LanguageTexts, locale: Locale, siteLanguage: Locale): string | null {
  const text = texts[locale].trim() || texts[siteLanguage].trim();
  return text === '' ? null : text;
}

/** The language tab an api field path points into ("about.hu", "values.0.title.ro"), if any. */
export function languageOfField(path: string): Locale | undefined {
  return locales.find((locale) => path.split('.').includes(locale));
}
