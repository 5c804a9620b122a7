import { z } from 'zod';
import { localeSchema } from '../locale/localeSchema';
import { regionKeySchema } from '../region/regionCodeSchemas';
import { mustAccept } from '../validation/choiceFields';
import {
  apiEmailSchema,
  idParamSchema,
  namePartSchema,
  newPasswordSchema,
  passwordRepeatSchema,
  withSamePassword,
} from './contractFields';
import { companyRoles } from './employerContract';

/** How long a mailed invitation to join a company stays valid. */
export const INVITATION_LIFETIME_DAYS = 7;

/** One employer user of the company, as the colleagues page lists them. */
export const teamMemberSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(companyRoles),
    /** When they joined the company (ISO 8601). */
    since: z.string(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation not accepted yet; an expired one stays listed until it is revoked or renewed. */
export const teamInvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    invitedAt: z.string(),
    expiresAt: z.string(),
    expired: z.boolean(),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * `GET /employer/team` and the answer of every change to it: the company's employer users, its
 * open invitations, and who is asking (their id and role: only the owner invites and removes).
 */
export const employerTeamSchema = z
  .object({
    me: z.number().int(),
    role: z.enum(companyRoles),
    members: z.array(teamMemberSchema),
    invitations: z.array(teamInvitationSchema),
  })
  .meta({ id: 'EmployerTeam' });
export type EmployerTeam = z.infer<typeof employerTeamSchema>;

/** `POST /employer/team/invitations`: the colleague's address; the mail is in the request's language. */
export const teamInvitationBodySchema = z.strictObject({ email: apiEmailSchema });
export type TeamInvitationBody = z.output<typeof teamInvitationBodySchema>;

export const teamItemParamsSchema = z.strictObject({ id: idParamSchema });

/**
 * `POST /employer/invitations/lookup`: the mailed token, in the body (never in a URL), as the
 * invitation page's loader sends it to show whom the invitation is from.
 */
export const invitationLookupBodySchema = z.strictObject({
  token: z.string({ error: 'employer.team.invitationInvalid' }).min(10).max(200),
});
export type InvitationLookupBody = z.output<typeof invitationLookupBodySchema>;

/**
 * An open invitation as its invitee sees it before accepting: the company, who invited them (null
 * once that account is gone) and the address the account will have.
 */
export const invitationSummarySchema = z
  .object({
    companyName: z.string(),
    inviterName: z.string().nullable(),
    email: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'InvitationSummary' });
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/**
 * `POST /employer/invitations/accept`: the mailed token, the new colleague's name and password,
 * and the user agreement and privacy policy. The address is the invited one.
 */
export const invitationAcceptBodySchema = withSamePassword(
  z.strictObject({
    token: invitationLookupBodySchema.shape.token,
    lastName: namePartSchema('validation.lastName.required'),
    firstName: namePartSchema('validation.firstName.required'),
    password: newPasswordSchema,
    passwordConfirmation: passwordRepeatSchema,
    acceptUserAgreement: mustAccept('validation.userAgreement.required'),
    acceptPrivacyPolicy: mustAccept('validation.privacyPolicy.required'),
    locale: localeSchema.default('hu'),
    region: regionKeySchema.default('hu'),
  }),
);
export type InvitationAcceptBody = z.output<typeof invitationAcceptBodySchema>;
