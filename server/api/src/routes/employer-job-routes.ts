import { endpoints, toRegionCode } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { listAdOrders, orderAdPackage } from '../employers/ad-orders.ts';
import { adPackagesFor } from '../employers/ad-packages.ts';
import { createDraft, duplicateJobAd, updateJobAd } from '../employers/employer-job-drafts.ts';
import { previewJobAd } from '../employers/employer-job-preview.ts';
import { listEmployerJobs, loadEmployerJob } from '../employers/employer-job-read.ts';
import { companyMembershipOf } from '../employers/employer-membership.ts';
import {
  closeJobAd,
  pauseJobAd,
  publishJobAd,
  resumeJobAd,
} from '../employers/job-ad-publication.ts';
import { defineRoute } from '../http/route.ts';

/**
 * The employer's job ads, ad packages and orders (issue 12). Each handler first finds the
 * employer's company and works only inside it, so another company's ad is a 404 like a missing one.
 * `deps.now` is read per request: tests pin the clock to check the 30-day rule.
 */
export function employerJobRoutes(deps: AppDeps) {
  const { db } = deps;
  const company = (userId: number) => companyMembershipOf(deps, userId);
  /** An ad step: find the company, do the step, answer the ad as it is now. */
  const adStep =
    (run: (c: Awaited<ReturnType<typeof company>>, jobId: number) => Promise<void>) =>
    async ({ params, user }: { params: { id: number }; user: { id: number } }) => {
      const own = await company(user.id);
      await run(own, params.id);
      return loadEmployerJob(db, own, params.id, deps.now());
    };
  return [
    defineRoute(endpoints.employerJobs, async ({ user }) => ({
      items: await listEmployerJobs(db, await company(user.id), deps.now()),
    })),
    defineRoute(endpoints.employerJobCreate, async ({ body, user }) => {
      const own = await company(user.id);
      const id = await createDraft(deps, own, user.id, body);
      return loadEmployerJob(db, own, id, deps.now());
    }),
    defineRoute(endpoints.employerJob, async ({ params, user }) =>
      loadEmployerJob(db, await company(user.id), params.id, deps.now()),
    ),
    defineRoute(endpoints.employerJobPreview, async ({ params, user, locale }) =>
      previewJobAd(deps, await company(user.id), params.id, locale),
    ),
    defineRoute(endpoints.employerJobUpdate, async ({ params, body, user }) => {
      const own = await company(user.id);
      await updateJobAd(deps, own, params.id, body);
      return loadEmployerJob(db, own, params.id, deps.now());
    }),
    defineRoute(
      endpoints.employerJobPublish,
      adStep((own, id) => publishJobAd(deps, own, id)),
    ),
    defineRoute(
      endpoints.employerJobPause,
      adStep((own, id) => pauseJobAd(deps, own, id)),
    ),
    defineRoute(
      endpoints.employerJobResume,
      adStep((own, id) => resumeJobAd(deps, own, id)),
    ),
    defineRoute(
      endpoints.employerJobClose,
      adStep((own, id) => closeJobAd(deps, own, id)),
    ),
    defineRoute(endpoints.employerJobDuplicate, async ({ params, user }) => {
      const own = await company(user.id);
      const id = await duplicateJobAd(deps, own, user.id, params.id);
      return loadEmployerJob(db, own, id, deps.now());
    }),
    defineRoute(endpoints.adPackages, async ({ query, locale }) => ({
      items: await adPackagesFor(db, toRegionCode(query.region), locale),
    })),
    defineRoute(endpoints.employerPackages, async ({ user, locale }) => {
      const own = await company(user.id);
      return { items: await adPackagesFor(db, own.country, locale) };
    }),
    defineRoute(endpoints.employerOrderCreate, async ({ body, user, locale }) => {
      const own = await company(user.id);
      const id = await orderAdPackage(deps, own, user.id, body.packageId, locale);
      const { items } = await listAdOrders(db, own, locale);
      const order = items.find((item) => item.id === id);
      if (!order) throw new Error(`order ${id} not found right after it was made`);
      return order;
    }),
    defineRoute(endpoints.employerOrders, async ({ user, locale }) =>
      listAdOrders(db, await company(user.id), locale),
    ),
  ];
}
