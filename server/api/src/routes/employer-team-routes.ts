import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { issueBearerToken } from '../auth/sessions.ts';
import {
  acceptInvitation,
  inviteColleague,
  loadTeam,
  lookupInvitation,
  removeMember,
  revokeInvitation,
} from '../employers/company-team.ts';
import { companyMembershipOf } from '../employers/employer-membership.ts';
import { sendTeamInvitationMail } from '../employers/team-invitation-mail.ts';
import { defineRoute } from '../http/route.ts';
import { loadProfile } from '../users/profile.ts';

/** Colleagues (issue 12): the company's employer users; only the owner invites and removes. */
export function employerTeamRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    defineRoute(endpoints.employerTeam, ({ user }) => loadTeam(deps, user.id)),
    defineRoute(endpoints.employerTeamInvite, async ({ user, body, locale }) => {
      const company = await companyMembershipOf(deps, user.id);
      const token = await inviteColleague(deps, company, user.id, body.email);
      const inviter = await db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      await sendTeamInvitationMail(
        deps,
        body.email,
        {
          token,
          inviter: `${inviter.first_name} ${inviter.last_name}`.trim(),
          company: company.name,
          country: company.country,
        },
        locale,
      );
      return loadTeam(deps, user.id, company);
    }),
    defineRoute(endpoints.employerTeamRevoke, async ({ user, params }) => {
      const company = await companyMembershipOf(deps, user.id);
      await revokeInvitation(deps, company, params.id);
      return loadTeam(deps, user.id, company);
    }),
    defineRoute(endpoints.employerTeamRemove, async ({ user, params }) => {
      const company = await companyMembershipOf(deps, user.id);
      await removeMember(deps, company, user.id, params.id);
      return loadTeam(deps, user.id, company);
    }),
    defineRoute(endpoints.employerInvitationLookup, ({ body }) =>
      lookupInvitation(deps, body.token),
    ),
    defineRoute(endpoints.employerInvitationAccept, async ({ body }) => {
      const userId = await acceptInvitation(deps, body);
      const { token, expiresAt } = await issueBearerToken(db, userId, deps.now());
      return [{ token, expiresAt: expiresAt.toISOString(), user: await loadProfile(db, userId) }];
    }),
  ];
}
