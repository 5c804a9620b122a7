import { z } from 'zod';
import { emailSchema } from '../validation/emailSchema';
import { errorKey, presenceErrorKey } from '../validation/errorKey';

/**
 * E-mail login. The password is only required, not length-checked: accounts older than the current
 * length rule must still be able to log in.
 */
export const loginSchema = z.object(
  {
    email: emailSchema,
    password: z
      .string(presenceErrorKey('validation.password.required'))
      .min(1, errorKey('validation.password.required')),
  },
  errorKey('validation.form.invalid'),
);
export type Login = z.output<typeof loginSchema>;
