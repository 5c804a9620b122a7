import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { currencySchema } from '../money/currencies';
import { emailSchema } from '../validation/emailSchema';
import { regionCodeSchema } from './regionCodeSchemas';

/** The operating company's data the contact page shows for a region. */
export const regionCompanyDataSchema = z.object({
  legalName: z.string().min(1),
  city: z.string().min(1),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  email: emailSchema,
});
export type RegionCompanyData = z.infer<typeof regionCompanyDataSchema>;

export const regionConfigSchema = z.object({
  regionCode: regionCodeSchema,
  /** The country's name in its own language, as the region switcher shows it. */
  name: z.string().min(1),
  /** Emoji flag. */
  flag: z.string().min(1),
  domain: z.string().regex(/^[a-z0-9.-]+$/),
  defaultLang: localeSchema,
  availableLangs: z.array(localeSchema).min(1),
  currency: currencySchema,
  /** IANA zone: deadlines and the voting period are counted in it. */
  timeZone: z.string().min(1),
  /** The blue-collar variant of the site. */
  isBlue: z.boolean(),
  company: regionCompanyDataSchema,
});
export type RegionConfig = z.infer<typeof regionConfigSchema>;
