import { z } from 'zod';
import { companySizeBands } from '../company/companySizeBands';
import { industrySchema } from '../company/industrySchema';
import { isValidTaxNumber } from '../company/taxNumber';
import { localeSchema } from '../locale/localeSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { toRegionCode } from '../region/regionCodes';
import { mustAccept } from '../validation/choiceFields';
import { errorKey } from '../validation/errorKey';
import { slugSchema } from '../validation/slugSchema';
import { requiredText } from '../validation/textFields';
import {
  apiEmailSchema,
  captchaSchema,
  namePartSchema,
  newPasswordSchema,
  passwordRepeatSchema,
  typedPhoneSchema,
  withSamePassword,
} from './contractFields';

/**
 * `POST /employer/register` (issue 12): the company, its tax number (checked by its check digit
 * for the site's country: HU adószám, RO CUI), its industry and size, and the contact person, who
 * signs in with the e-mail and password. Captcha, user agreement and privacy policy required.
 */
export const employerRegistrationBodySchema = withSamePassword(
  z.strictObject({
    companyName: requiredText('validation.companyName.required', 200),
    taxNumber: requiredText('validation.taxNumber.required', 32),
    industry: industrySchema,
    size: z.enum(companySizeBands, errorKey('validation.option.invalid')),
    lastName: namePartSchema('validation.lastName.required'),
    firstName: namePartSchema('validation.firstName.required'),
    email: apiEmailSchema,
    phone: typedPhoneSchema,
    password: newPasswordSchema,
    passwordConfirmation: passwordRepeatSchema,
    acceptUserAgreement: mustAccept('validation.userAgreement.required'),
    acceptPrivacyPolicy: mustAccept('validation.privacyPolicy.required'),
    locale: localeSchema.default('hu'),
    region: regionKeySchema.default('hu'),
    captcha: captchaSchema,
  }),
).refine((body) => isValidTaxNumber(toRegionCode(body.region), body.taxNumber), {
  error: 'validation.taxNumber.invalid',
  path: ['taxNumber'],
});
export type EmployerRegistrationBody = z.output<typeof employerRegistrationBodySchema>;

/** An employer's role in their company: the owner registered it; members are invited. */
export const companyRoles = ['owner', 'member'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** `GET /employer/company`: the signed-in employer's company, as the dashboard shows it. */
export const employerCompanySchema = z
  .object({
    name: z.string().min(1),
    slug: slugSchema,
    /** False until the company page is published: it is not listed or shown before. */
    published: z.boolean(),
    role: z.enum(companyRoles),
  })
  .meta({ id: 'EmployerCompany' });
export type EmployerCompany = z.infer<typeof employerCompanySchema>;
