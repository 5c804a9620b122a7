import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { socialProviderSchema, userTypeSchema } from '../user/userTypes';
import { errorKey } from '../validation/errorKey';
import {
  apiEmailSchema,
  captchaSchema,
  categorySlugsSchema,
  givenPasswordSchema,
  levelsSchema,
  namePartSchema,
  newPasswordSchema,
  passwordRepeatSchema,
  residenceSchema,
  typedPhoneSchema,
  withSamePassword,
} from './contractFields';
import { profileSchema } from './profileContract';

/** `POST /auth/login` and `/auth/register` answer a list whose first item has the token. */
export const loginAnswerSchema = z
  .array(z.object({ token: z.string(), expiresAt: z.string(), user: profileSchema }))
  .length(1)
  .meta({
    id: 'LoginAnswer',
    description: 'A list whose first item has the bearer token (spec §7).',
  });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const loginBodySchema = z.strictObject({
  email: apiEmailSchema,
  password: givenPasswordSchema,
  userType: userTypeSchema.default('candidate'),
});

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** The newsletters a registration subscribes to (none unless ticked). */
export const newsletterChoicesSchema = z
  .strictObject({
    itJobs: z.boolean().default(false),
    officeJobs: z.boolean().default(false),
    lovableWorkplaces: z.boolean().default(false),
  })
  .default({ itJobs: false, officeJobs: false, lovableWorkplaces: false });

/** A job seeker's registration: captcha, user agreement and privacy policy required. */
export const registrationBodySchema = withSamePassword(
  z.strictObject({
    email: apiEmailSchema,
    password: newPasswordSchema,
    passwordConfirmation: passwordRepeatSchema,
    firstName: namePartSchema('validation.firstName.required'),
    lastName: namePartSchema('validation.lastName.required'),
    phone: typedPhoneSchema.optional(),
    residence: residenceSchema,
    categories: categorySlugsSchema,
    levels: levelsSchema,
    acceptUserAgreement: z.literal(true, errorKey('validation.userAgreement.required')),
    acceptPrivacyPolicy: z.literal(true, errorKey('validation.privacyPolicy.required')),
    newsletters: newsletterChoicesSchema,
    locale: localeSchema.default('hu'),
    region: regionKeySchema.default('hu'),
    captcha: captchaSchema,
  }),
);

export const forgotPasswordBodySchema = z.strictObject({ email: apiEmailSchema });

export const resetPasswordBodySchema = withSamePassword(
  z.strictObject({
    token: z.string().min(10).max(200),
    password: newPasswordSchema,
    passwordConfirmation: passwordRepeatSchema,
  }),
);

/** `PUT /auth/accept-legal-docs`: the prize-game rules of one region, in one language. */
export const acceptLegalDocsBodySchema = z.strictObject({
  locale: localeSchema,
  region: regionKeySchema,
});

/** `POST /auth/social/exchange`: the one-time code of /social-login-success?token=… (never a bearer token). */
export const socialExchangeBodySchema = z.strictObject({
  token: z.string({ error: 'auth.socialLinkInvalid' }).min(1).max(200),
});

/** `POST /_test/social-login-codes` (end-to-end tests only): a code as the OAuth callback will issue it. */
export const socialTestCodeBodySchema = z.strictObject({
  email: z.string().min(3).max(254),
  provider: socialProviderSchema,
  session: z.string().min(1).max(200),
});
export const socialTestCodeResponseSchema = z.object({ token: z.string() });
