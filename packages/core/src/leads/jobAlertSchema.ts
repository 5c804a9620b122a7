import { z } from 'zod';
import { categorySelectionSchema, formLanguageSchema } from '../validation/choiceFields';
import { emailSchema } from '../validation/emailSchema';
import { errorKey, presenceErrorKey } from '../validation/errorKey';

export const jobAlertFrequencies = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];

/** /jobnotification: new jobs of the chosen categories, by e-mail, daily or weekly. */
export const jobAlertSchema = z.object(
  {
    email: emailSchema,
    categories: categorySelectionSchema,
    frequency: z.enum(
      jobAlertFrequencies,
      presenceErrorKey('validation.frequency.required', 'validation.option.invalid'),
    ),
    language: formLanguageSchema,
  },
  errorKey('validation.form.invalid'),
);
export type JobAlert = z.output<typeof jobAlertSchema>;
