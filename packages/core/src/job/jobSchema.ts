import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { regionCodeSchema } from '../region/regionCodeSchemas';
import { calendarDateSchema } from '../time/calendarDateSchema';
import { slugSchema } from '../validation/slugSchema';
import { jobLocationSchema } from './geo';
import { jobExtraSchema } from './jobExtras';
import { jobLevelSchema } from './jobLevelSchema';
import { jobTypeSchema } from './jobTypes';
import { salaryRangeSchema } from './salaryRange';

export const ageRangeSchema = z
  .object({ min: z.int().min(14).max(100), max: z.int().min(14).max(100) })
  .refine((range) => range.min <= range.max, { path: ['max'], error: 'max must not be below min' });

/** A job ad as the api serves it and the sites render it. */
export const jobSchema = z.object({
  id: z.string().min(1),
  slug: slugSchema,
  companySlug: slugSchema,
  companyName: z.string().min(1),
  title: z.string().min(1),
  /** Sanitised HTML written by the employer. */
  description: z.string(),
  location: jobLocationSchema,
  region: regionCodeSchema,
  /** The language the ad is written in. */
  language: localeSchema,
  publishedAt: z.iso.datetime({ offset: true }),
  /** Last day the ad is open, in the region's time zone. */
  deadline: calendarDateSchema,
  salary: salaryRangeSchema.nullable(),
  bonus: z.string().nullable(),
  /** null: as soon as possible or not stated. */
  startDate: calendarDateSchema.nullable(),
  teamSize: z.int().positive().nullable(),
  teamAgeRange: ageRangeSchema.nullable(),
  category: slugSchema,
  subcategories: z.array(slugSchema),
  type: jobTypeSchema,
  level: jobLevelSchema,
  extras: z.array(jobExtraSchema),
  tags: z.array(z.string().min(1)),
  /** Highlighted on the home page and at the top of lists. */
  featured: z.boolean(),
  /** Placed by a partner site (featured partner jobs on the home page). */
  partner: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;
