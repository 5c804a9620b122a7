import { loginAnswerSchema } from './authContract';
import {
  employerTeamSchema,
  invitationAcceptBodySchema,
  invitationLookupBodySchema,
  invitationSummarySchema,
  teamInvitationBodySchema,
  teamItemParamsSchema,
} from './employerTeamContract';
import { defineEndpoint } from './endpoint';

/** Colleagues (issue 12): the owner invites employer users by mail; members work alongside. */
export const employerTeamEndpoints = {
  employerTeam: defineEndpoint({
    method: 'get',
    path: '/employer/team',
    tag: 'employer',
    summary: "The company's employer users and open invitations, and the caller's role",
    access: 'employer',
    response: employerTeamSchema,
    errors: [401, 403, 404],
  }),
  employerTeamInvite: defineEndpoint({
    method: 'post',
    path: '/employer/team/invitations',
    tag: 'employer',
    summary:
      'Invites a colleague by mail as a member (owner only); inviting the address again replaces its open invitation',
    description:
      'The mail, in the language of the request, links to /employer/invitation with a single-use ' +
      'token valid for 7 days; only its hash is stored. An address that already has an account ' +
      '(a job seeker, or an employer of any company) is refused with a field message.',
    access: 'employer',
    body: teamInvitationBodySchema,
    status: 201,
    response: employerTeamSchema,
    errors: [401, 403, 404, 419, 422],
  }),
  employerTeamRevoke: defineEndpoint({
    method: 'delete',
    path: '/employer/team/invitations/:id',
    tag: 'employer',
    summary: 'Revokes an open invitation of the company (owner only); its link stops working',
    access: 'employer',
    params: teamItemParamsSchema,
    response: employerTeamSchema,
    errors: [401, 403, 404, 419],
  }),
  employerTeamRemove: defineEndpoint({
    method: 'delete',
    path: '/employer/team/members/:id',
    tag: 'employer',
    summary:
      'Removes a member from the company and deletes their employer account (owner only; not the owner)',
    access: 'employer',
    params: teamItemParamsSchema,
    response: employerTeamSchema,
    errors: [401, 403, 404, 419, 422],
  }),
  employerInvitationLookup: defineEndpoint({
    method: 'post',
    path: '/employer/invitations/lookup',
    tag: 'employer',
    summary:
      'Whom an open invitation is from: the company, the inviter and the invited address (no XSRF: read only, the token is the proof)',
    description:
      'Read only; the token travels in the body so it never lands in a URL or a log. An unknown, ' +
      'used, revoked or expired token is the same 422 on the token field as the acceptance.',
    access: 'public',
    csrf: false,
    body: invitationLookupBodySchema,
    response: invitationSummarySchema,
    errors: [422],
  }),
  employerInvitationAccept: defineEndpoint({
    method: 'post',
    path: '/employer/invitations/accept',
    tag: 'employer',
    summary:
      'Accepts a colleague invitation: makes the employer account, joins the company as a member, and logs in',
    description:
      'The token is spent in the same transaction that makes the account; an unknown, used, ' +
      'revoked or expired token is the same 422 on the token field.',
    access: 'public',
    body: invitationAcceptBodySchema,
    status: 201,
    response: loginAnswerSchema,
    errors: [419, 422],
  }),
};
