import { countOf, sizeRange } from '../../provider/grammar';
import type { StringArea } from '../../provider/stringArea';
import { pluralRules } from '../private/intlFormatters';

/** Strings of the company components (CompanyCard, CompanyHero). */
export interface CompanyStrings {
  follow: string;
  following: string;
  followPending: string;
  followers: (count: number) => string;
  openJobs: (count: number) => string;
  /** A company size band: "50–249 employees", or "1,000+ employees" when there is no upper bound. */
  companySize: (min: number, max: number | null) => string;
  /** Alt text of a company logo. */
  companyLogo: (company: string) => string;
}

export const companyStrings: StringArea<CompanyStrings> = {
  en: {
    follow: 'Follow',
    following: 'Following',
    followPending: 'Request pending',
    followers: (count) => countOf('en-GB', count, { one: 'follower', other: 'followers' }),
    openJobs: (count) => countOf('en-GB', count, { one: 'open job', other: 'open jobs' }),
    companySize: (min, max) => `${sizeRange('en-GB', min, max)} employees`,
    companyLogo: (company) => `${company} logo`,
  },
  hu: {
    follow: 'Követés',
    following: 'Követve',
    followPending: 'Jóváhagyásra vár',
    followers: (count) => countOf('hu-HU', count, { other: 'követő' }),
    openJobs: (count) => countOf('hu-HU', count, { other: 'nyitott állás' }),
    companySize: (min, max) => `${sizeRange('hu-HU', min, max)} fő`,
    companyLogo: (company) => `${company} logója`,
  },
  ro: {
    follow: 'Urmărește',
    following: 'Urmărești',
    followPending: 'Cerere în așteptare',
    followers: (count) =>
      countOf('ro-RO', count, { one: 'urmăritor', few: 'urmăritori', other: 'de urmăritori' }),
    openJobs: (count) =>
      countOf('ro-RO', count, {
        one: 'job activ',
        few: 'joburi active',
        other: 'de joburi active',
      }),
    // The noun agrees with the last number of the range: "10–19 angajați", "50–249 de angajați".
    companySize: (min, max) =>
      `${sizeRange('ro-RO', min, max)} ${pluralRules('ro-RO').select(max ?? min) === 'other' ? 'de angajați' : 'angajați'}`,
    companyLogo: (company) => `Logo ${company}`,
  },
};
