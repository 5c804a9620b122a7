import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import {
  categorySelectionSchema,
  levelSelectionSchema,
  mustAccept,
} from '../validation/choiceFields';
import { emailSchema } from '../validation/emailSchema';
import { errorKey } from '../validation/errorKey';
import {
  passwordConfirmationSchema,
  passwordSchema,
  withMatchingPasswords,
  withoutPersonalPassword,
} from '../validation/passwordSchema';
import { phoneSchema } from '../validation/phoneSchema';
import { requiredText } from '../validation/textFields';
import { newsletterFlagsSchema } from './newsletters';

/** The personal fields shared by registration and the account page. */
export function personalDetailsShape(region: RegionCode) {
  return {
    lastName: requiredText('validation.lastName.required'),
    firstName: requiredText('validation.firstName.required'),
    email: emailSchema,
    residence: requiredText('validation.residence.required'),
    phone: phoneSchema(region),
    levels: levelSelectionSchema,
    categories: categorySelectionSchema,
    newsletters: newsletterFlagsSchema.default({
      itJobs: false,
      officeJobs: false,
      lovableWorkplaces: false,
    }),
  };
}

/**
 * E-mail registration of a job seeker; the phone is read in the region's country. The password may
 * not be the name or e-mail typed beside it.
 */
export function registrationSchema(region: RegionCode) {
  return withoutPersonalPassword(
    withMatchingPasswords(
      z.object(
        {
          ...personalDetailsShape(region),
          password: passwordSchema,
          passwordConfirmation: passwordConfirmationSchema,
          acceptUserAgreement: mustAccept('validation.userAgreement.required'),
          acceptPrivacyPolicy: mustAccept('validation.privacyPolicy.required'),
        },
        errorKey('validation.form.invalid'),
      ),
    ),
  );
}
export type Registration = z.output<ReturnType<typeof registrationSchema>>;
export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
