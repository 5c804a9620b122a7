import { endpoints } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { listAdOrders } from '../employers/ad-orders.ts';
import { markApplicationViewed, moveApplication } from '../employers/application-status-moves.ts';
import {
  findCompanyApplication,
  listEmployerApplications,
  loadEmployerApplication,
} from '../employers/employer-applications.ts';
import { companyMembershipOf } from '../employers/employer-membership.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { defineRoute } from '../http/route.ts';

/**
 * The applicants of the employer's ads (issue 12). Every handler finds the employer's company
 * first and reads applications only through its ads: another company's application is a 404.
 */
export function employerApplicationRoutes(deps: AppDeps) {
  const { db } = deps;
  const company = (userId: number) => companyMembershipOf(deps, userId);
  return [
    defineRoute(endpoints.employerOverview, async ({ user, locale }) => {
      const own = await company(user.id);
      const [ads, applicants, orders] = await Promise.all([
        db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('company_id', '=', own.id)
          .where('status', '=', 'published')
          .executeTakeFirstOrThrow(),
        listEmployerApplications(db, own, { status: 'received', page: 1 }),
        listAdOrders(db, own, locale),
      ]);
      return {
        openAds: Number(ads.count),
        newApplicants: applicants.total,
        creditBalance: orders.creditBalance,
        freeAdAvailable: !orders.freeAdUsed,
      };
    }),
    defineRoute(endpoints.employerApplications, async ({ user, query }) =>
      listEmployerApplications(db, await company(user.id), query),
    ),
    defineRoute(endpoints.employerApplication, async ({ user, params }) => {
      const own = await company(user.id);
      const { status } = await findCompanyApplication(db, own, params.id);
      await markApplicationViewed(deps, own, params.id, user.id, status);
      return loadEmployerApplication(db, own, params.id);
    }),
    defineRoute(endpoints.employerApplicationStatus, async ({ user, params, body }) => {
      const own = await company(user.id);
      await moveApplication(deps, own, params.id, {
        to: body.status,
        message: body.message,
        by: user.id,
      });
      return loadEmployerApplication(db, own, params.id);
    }),
    defineRoute(endpoints.employerApplicationCv, async ({ ctx, user, params }) => {
      const row = await findCompanyApplication(db, await company(user.id), params.id);
      await sendStoredFile(deps, ctx, row.cv_file_id);
    }),
    defineRoute(endpoints.employerApplicationCoverLetter, async ({ ctx, user, params }) => {
      const row = await findCompanyApplication(db, await company(user.id), params.id);
      await sendStoredFile(deps, ctx, row.cover_letter_file_id);
    }),
  ];
}
