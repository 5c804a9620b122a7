import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import { emailSchema } from '../validation/emailSchema';
import { errorKey } from '../validation/errorKey';
import { photoFileSchema } from '../validation/fileSchemas';
import { linkedInUrlSchema } from '../validation/linkedInUrl';
import { notificationPreferencesSchema } from './notificationPreferences';
import { personalDetailsShape } from './registrationSchema';

const invalidForm = errorKey('validation.form.invalid');

/** /user/account: the same personal fields as registration. */
export function accountUpdateSchema(region: RegionCode) {
  return z.object(personalDetailsShape(region), invalidForm);
}
export type AccountUpdate = z.output<ReturnType<typeof accountUpdateSchema>>;

/** /user/linkedin */
export const linkedInUpdateSchema = z.object({ linkedInUrl: linkedInUrlSchema }, invalidForm);
export type LinkedInUpdate = z.output<typeof linkedInUpdateSchema>;

/** /user/notifications */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema;

/** Profile photo upload. */
export const photoUploadSchema = z.object({ photo: photoFileSchema }, invalidForm);
export type PhotoUpload = z.output<typeof photoUploadSchema>;

/** Deleting the profile requires typing the account's e-mail address (spec §4). */
export function accountDeletionSchema(accountEmail: string) {
  const expected = accountEmail.trim().toLowerCase();
  return z.object(
    {
      email: emailSchema.refine(
        (typed) => typed.toLowerCase() === expected,
        errorKey('validation.accountDeletion.emailMismatch'),
      ),
    },
    invalidForm,
  );
}
export type AccountDeletion = z.output<ReturnType<typeof accountDeletionSchema>>;
