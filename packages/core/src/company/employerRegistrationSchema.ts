import { z } from 'zod';
import type { RegionCode } from '../region/regionCodes';
import { mustAccept } from '../validation/choiceFields';
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
import { companySizeBands } from './companySizeBands';
import { industrySchema } from './industrySchema';
import { normalizeTaxNumber } from './taxNumber';

/** The company's tax number of the site's country, stored in its one normalised form. */
export function taxNumberSchema(region: RegionCode) {
  return requiredText('validation.taxNumber.required', 32).transform((value, context) => {
    const normalized = normalizeTaxNumber(region, value);
    if (normalized !== null) return normalized;
    context.issues.push({
      code: 'custom',
      input: value,
      message: 'validation.taxNumber.invalid',
    });
    return z.NEVER;
  });
}

/**
 * An employer's registration (issue 12): the company, its tax number checked by its check digit for
 * the site's country (HU adószám, RO CUI), its industry and size, the contact person, who signs in with the e-mail and
 * password. The captcha is checked by the api before the form is read.
 */
export function employerRegistrationSchema(region: RegionCode) {
  return withoutPersonalPassword(
    withMatchingPasswords(
      z.object(
        {
          companyName: requiredText('validation.companyName.required'),
          taxNumber: taxNumberSchema(region),
          industry: industrySchema,
          size: z.enum(companySizeBands, errorKey('validation.option.invalid')),
          lastName: requiredText('validation.lastName.required'),
          firstName: requiredText('validation.firstName.required'),
          email: emailSchema,
          phone: phoneSchema(region),
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
export type EmployerRegistration = z.output<ReturnType<typeof employerRegistrationSchema>>;
export type EmployerRegistrationInput = z.input<ReturnType<typeof employerRegistrationSchema>>;
