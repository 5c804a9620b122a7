import { z } from 'zod';
import { newsletters } from '../user/newsletters';
import { formLanguageSchema } from '../validation/choiceFields';
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
    language: formLanguageSchema,
  },
  errorKey('validation.form.invalid'),
);
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
