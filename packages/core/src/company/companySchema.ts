import { z } from 'zod';
import { coordinatesSchema } from '../job/geo';
import { regionCodeSchema } from '../region/regionCodeSchemas';
import { slugSchema } from '../validation/slugSchema';
import { companySizeBandSchema } from './companySizeBandSchema';

export const companyOfficeSchema = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  coordinates: coordinatesSchema.nullable(),
});
export type CompanyOffice = z.infer<typeof companyOfficeSchema>;

/** One value box of the company page. */
export const companyValueSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
});
export type CompanyValue = z.infer<typeof companyValueSchema>;

export const companySchema = z.object({
  id: z.string().min(1),
  slug: slugSchema,
  name: z.string().min(1),
  logo: z.url().nullable(),
  banner: z.url().nullable(),
  industry: slugSchema,
  size: companySizeBandSchema,
  /** The employer-branding texts are sanitised HTML. */
  about: z.string().nullable(),
  life: z.string().nullable(),
  mission: z.string().nullable(),
  values: z.array(companyValueSchema),
  offices: z.array(companyOfficeSchema),
  openJobCount: z.int().nonnegative(),
  followers: z.int().nonnegative(),
  region: regionCodeSchema,
});
export type Company = z.infer<typeof companySchema>;
