import { socialRegistrationBodySchema } from '@allas/core';
import { z } from 'zod';

/**
 * The social registration form's values: the api's body without what the page adds (captcha,
 * language, region) and with the spec's one category from a dropdown (§2) instead of a list.
 */
export const socialRegistrationFormSchema = socialRegistrationBodySchema
  .omit({ captcha: true, locale: true, region: true, residence: true, categories: true })
  .extend({ category: z.string().min(1, 'validation.categories.min') });

export type SocialRegistrationInput = z.input<typeof socialRegistrationFormSchema>;
export type SocialRegistrationValues = z.output<typeof socialRegistrationFormSchema>;
