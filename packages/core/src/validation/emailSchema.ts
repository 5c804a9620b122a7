import { z } from 'zod';
import { errorKey, presenceErrorKey } from './errorKey';

/** RFC 5321 limits a forward path to 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

export const emailSchema = z
  .string(presenceErrorKey('validation.email.required', 'validation.email.invalid'))
  .trim()
  .min(1, errorKey('validation.email.required'))
  .max(MAX_EMAIL_LENGTH, errorKey('validation.email.invalid'))
  .pipe(z.email(errorKey('validation.email.invalid')));
