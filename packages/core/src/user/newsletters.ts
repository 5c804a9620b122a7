import { z } from 'zod';
import { errorKey } from '../validation/errorKey';

const invalidOption = errorKey('validation.option.invalid');

/** The newsletters a job seeker can subscribe to (spec §1). */
export const newsletters = ['itJobs', 'officeJobs', 'lovableWorkplaces'] as const;
export type Newsletter = (typeof newsletters)[number];
export const newsletterSchema = z.enum(newsletters);

/** One switch per newsletter; a missing switch is off. */
export const newsletterFlagsSchema = z.object(
  {
    itJobs: z.boolean(invalidOption).default(false),
    officeJobs: z.boolean(invalidOption).default(false),
    lovableWorkplaces: z.boolean(invalidOption).default(false),
  },
  errorKey('validation.form.invalid'),
);
export type NewsletterFlags = z.infer<typeof newsletterFlagsSchema>;
