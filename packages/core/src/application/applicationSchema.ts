import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import { formLanguageSchema, mustAccept } from '../validation/choiceFields';
import { emailSchema } from '../validation/emailSchema';
import { errorKey, presenceErrorKey } from '../validation/errorKey';
import { cvFileSchema } from '../validation/fileSchemas';
import { linkedInUrlSchema } from '../validation/linkedInUrl';
import { phoneSchema } from '../validation/phoneSchema';
import { requiredText } from '../validation/textFields';
import { applicationMethods } from './applicationMethods';

/** An uploaded CV, or one the signed-in user saved on /user/cv earlier. */
export const applicationCvSchema = z.union(
  [cvFileSchema, z.object({ savedCvId: z.string().min(1) })],
  errorKey('validation.cv.required'),
);

function methodOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>).method
    : undefined;
}

/**
 * A job application. The CV method needs a CV and the LinkedIn method a profile URL; these checks
 * run even while other fields are invalid, so every problem shows at once.
 */
export function applicationSchema(region: RegionCode) {
  return z
    .object(
      {
        jobId: z
          .string(errorKey('validation.form.invalid'))
          .min(1, errorKey('validation.form.invalid')),
        lastName: requiredText('validation.lastName.required'),
        firstName: requiredText('validation.firstName.required'),
        email: emailSchema,
        phone: phoneSchema(region),
        method: z.enum(
          applicationMethods,
          presenceErrorKey('validation.application.method.required', 'validation.option.invalid'),
        ),
        cv: applicationCvSchema.optional(),
        linkedInUrl: linkedInUrlSchema.optional(),
        /** Optional cover letter, a PDF under the same limit as the CV. */
        coverLetter: cvFileSchema.optional(),
        language: formLanguageSchema,
        consentToShareData: mustAccept('validation.application.consent.required'),
      },
      errorKey('validation.form.invalid'),
    )
    .superRefine(
      (application, context) => {
        if (application.method === 'cv' && application.cv === undefined) {
          context.addIssue({ code: 'custom', path: ['cv'], message: 'validation.cv.required' });
        }
        if (application.method === 'linkedIn' && application.linkedInUrl === undefined) {
          context.addIssue({
            code: 'custom',
            path: ['linkedInUrl'],
            message: 'validation.linkedIn.required',
          });
        }
      },
      {
        when: (payload) =>
          methodOf(payload.value) === 'cv' || methodOf(payload.value) === 'linkedIn',
      },
    );
}
export type Application = z.output<ReturnType<typeof applicationSchema>>;
export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>;
