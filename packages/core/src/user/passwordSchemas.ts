import { z } from 'zod';
import { emailSchema } from '../validation/emailSchema';
import { errorKey, presenceErrorKey } from '../validation/errorKey';
import {
  passwordConfirmationSchema,
  passwordSchema,
  withMatchingPasswords,
} from '../validation/passwordSchema';

const invalidForm = errorKey('validation.form.invalid');

/** /user/change-password */
export const passwordChangeSchema = withMatchingPasswords(
  z.object(
    {
      currentPassword: z
        .string(presenceErrorKey('validation.currentPassword.required'))
        .min(1, errorKey('validation.currentPassword.required')),
      password: passwordSchema,
      passwordConfirmation: passwordConfirmationSchema,
    },
    invalidForm,
  ),
);
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** The forgotten-password request; its answer is neutral whether or not the account exists. */
export const passwordResetRequestSchema = z.object({ email: emailSchema }, invalidForm);
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/** /reset-password?token=…: the token from the e-mailed link and the new password. */
export const passwordResetSchema = withMatchingPasswords(
  z.object(
    {
      token: z
        .string(errorKey('validation.token.invalid'))
        .min(16, errorKey('validation.token.invalid'))
        .max(512, errorKey('validation.token.invalid')),
      email: emailSchema,
      password: passwordSchema,
      passwordConfirmation: passwordConfirmationSchema,
    },
    invalidForm,
  ),
);
export type PasswordReset = z.output<typeof passwordResetSchema>;
