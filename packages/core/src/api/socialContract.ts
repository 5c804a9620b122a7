import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { socialProviderSchema } from '../user/userTypes';
import { errorKey } from '../validation/errorKey';
import { newsletterChoicesSchema } from './authContract';
import {
  captchaSchema,
  categorySlugsSchema,
  levelsSchema,
  namePartSchema,
  residenceSchema,
} from './contractFields';

/**
 * Why a social sign-in came back to the login page (`/login?social_error=…`): the page shows the
 * message of the code in its own language. The codes say nothing a visitor could use against
 * someone else's account.
 */
export const socialSignInErrors = [
  'cancelled',
  'state',
  'provider',
  'token',
  'email_unverified',
  'account_exists',
  'identity_taken',
  'session',
  'unavailable',
] as const;
export type SocialSignInError = (typeof socialSignInErrors)[number];
export const socialSignInErrorSchema = z.enum(socialSignInErrors);

/** `GET /social/providers`: the providers this deployment has a client id and secret for. */
export const socialProvidersResponseSchema = z.object({
  providers: z.array(socialProviderSchema),
});

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/** A path on the site itself (`/jobs?x=1`), never another origin (`//host`, `/\host`). */
const localReturnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/** `GET /social/:provider/start`: where the browser comes from and what it wants. */
export const socialStartQuerySchema = z.object({
  region: regionKeySchema.default('hu'),
  intent: z.enum(['login', 'link']).default('login'),
  redirect: localReturnPath.optional(),
});

/**
 * `GET /social/:provider/callback`: the provider's authorization response. Loose on purpose: the
 * providers add their own parameters (`iss`, `scope`, `authuser`, `prompt` …), and whatever is
 * wrong with the answer is told on the login page, not as a 400.
 */
const callbackValue = z.string().max(4096).optional();
export const socialCallbackQuerySchema = z.object({
  code: callbackValue,
  state: callbackValue,
  error: callbackValue,
  error_description: callbackValue,
});

/** `GET /auth/social/registration`: what the provider told about the person (the form's defaults). */
export const socialPendingRegistrationSchema = z.object({
  provider: socialProviderSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/**
 * `POST /auth/social/registration`: the rest of spec §2's registration for a person the provider
 * has vouched for. No email (the provider's, verified) and no password (the account has none).
 */
export const socialRegistrationBodySchema = z.strictObject({
  firstName: namePartSchema('validation.firstName.required'),
  lastName: namePartSchema('validation.lastName.required'),
  residence: residenceSchema.optional(),
  categories: categorySlugsSchema,
  levels: levelsSchema,
  acceptUserAgreement: z.literal(true, errorKey('validation.userAgreement.required')),
  acceptPrivacyPolicy: z.literal(true, errorKey('validation.privacyPolicy.required')),
  newsletters: newsletterChoicesSchema,
  locale: localeSchema.default('hu'),
  region: regionKeySchema.default('hu'),
  captcha: captchaSchema,
});

/** `GET /social/identities`: the ways the signed-in person can sign in. */
export const socialIdentitiesResponseSchema = z.object({
  identities: z.array(
    z.object({ provider: socialProviderSchema, email: z.string(), linkedAt: z.string() }),
  ),
  hasPassword: z.boolean(),
});
export type SocialIdentities = z.infer<typeof socialIdentitiesResponseSchema>;
