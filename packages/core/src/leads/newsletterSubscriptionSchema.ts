import { z } from 'zod';
import { localeSchema } from '../locale/locales';
import { newsletters } from '../user/newsletters';
import { emailSchema } from '../validation/emailSchema';
import { errorKey } from '../validation/errorKey';

export const newsletterSubscriptionSchema = z.object(
  {
    email: emailSchema,
    newsletters: z
      .array(
        z.enum(newsletters, errorKey('validation.option.invalid')),
        errorKey('validation.newsletters.min'),
      )
      .min(1, errorKey('validation.newsletters.min')),
    /** The language the newsletter is sent in. */
    language: localeSchema.catch('hu'),
  },
  errorKey('validation.form.invalid'),
);
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
