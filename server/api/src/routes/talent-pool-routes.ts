import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { companyMembershipOf } from '../employers/employer-membership.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { defineRoute } from '../http/route.ts';
import { sendTalentAnswerMail, sendTalentRequestMail } from '../talent/talent-mails.ts';
import {
  answerTalentRequest,
  askTalent,
  loadTalent,
  myTalentPool,
  requireActivePackage,
  searchTalentPool,
  switchTalentPool,
} from '../talent/talent-pool.ts';

/**
 * The talent pool (issue 12). Job seekers switch it on and answer requests; employers of a company
 * with an active package search it and ask; contact details and the CV only after an acceptance.
 */
export function talentPoolRoutes(deps: AppDeps) {
  const { db } = deps;
  /** The employer's company, once its package is checked. */
  const poolCompany = async (userId: number) => {
    const company = await companyMembershipOf(deps, userId);
    await requireActivePackage(deps, company);
    return company;
  };
  const answer = (status: 'accepted' | 'declined') =>
    defineRoute(
      status === 'accepted' ? endpoints.talentRequestAccept : endpoints.talentRequestDecline,
      async ({ user, params, locale }) => {
        const asker = await answerTalentRequest(deps, user.id, params.id, status);
        if (asker.email) {
          const me = await myTalentPool(db, user.id, locale);
          await sendTalentAnswerMail(
            deps,
            { email: asker.email, locale: asker.locale ?? 'hu', country: asker.country },
            { accepted: status === 'accepted', candidateName: me.shown.firstName },
          );
        }
        return myTalentPool(db, user.id, locale);
      },
    );
  return [
    defineRoute(endpoints.myTalentPool, ({ user, locale }) => myTalentPool(db, user.id, locale)),
    defineRoute(endpoints.myTalentPoolSwitch, async ({ user, body, locale }) => {
      await switchTalentPool(deps, user.id, body.optIn);
      return myTalentPool(db, user.id, locale);
    }),
    answer('accepted'),
    answer('declined'),
    defineRoute(endpoints.employerTalentPool, async ({ user, query, locale }) =>
      searchTalentPool(db, await poolCompany(user.id), query, locale),
    ),
    defineRoute(endpoints.employerTalentContact, async ({ user, params, body, locale }) => {
      const company = await poolCompany(user.id);
      const talent = await loadTalent(db, company, params.id, locale);
      await askTalent(deps, company, params.id, user.id, body.message);
      await sendTalentRequestMail(
        deps,
        {
          email: talent.email,
          firstName: talent.firstName,
          locale: talent.locale,
          region: talent.region,
        },
        { companyName: company.name, message: body.message },
      );
      const {
        email: _email,
        locale: _locale,
        region: _region,
        cvFileId: _cv,
        ...asked
      } = await loadTalent(db, company, params.id, locale);
      return asked;
    }),
    defineRoute(endpoints.employerTalentCv, async ({ ctx, user, params, locale }) => {
      const talent = await loadTalent(db, await poolCompany(user.id), params.id, locale);
      await sendStoredFile(deps, ctx, talent.cvFileId);
    }),
  ];
}
