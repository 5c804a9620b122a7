import { z } from 'zod';
import { regionKeySchema } from '../region/regionCodeSchemas';
import {
  adOrderBodySchema,
  adOrderListSchema,
  adOrderSchema,
  adPackageListSchema,
  employerJobBodySchema,
  employerJobListSchema,
  employerJobParamsSchema,
  employerJobSchema,
} from './employerJobContract';
import { defineEndpoint } from './endpoint';

/** The region whose currency the public package list prices in. */
const adPackagesQuerySchema = z.strictObject({ region: regionKeySchema.default('hu') });

import { jobCardSchema } from './jobContract';

/** One step in an ad's life (publish, pause, resume, close, duplicate): no body, the ad answers. */
const adStep = <const P extends string>(path: P, summary: string, status = 200) =>
  defineEndpoint({
    method: 'post',
    path,
    tag: 'employer',
    summary,
    access: 'employer',
    status,
    params: employerJobParamsSchema,
    response: employerJobSchema,
    errors: [401, 403, 404, 409, 419],
  });

/**
 * The employer's job ads and ad packages (issue 12). Every route is for employers and touches only
 * their own company's ads and orders: another company's ad answers 404, never its data.
 */
export const employerJobEndpoints = {
  employerJobs: defineEndpoint({
    method: 'get',
    path: '/employer/jobs',
    tag: 'employer',
    summary: "The company's job ads with their status, applicant count and days left",
    access: 'employer',
    response: employerJobListSchema,
    errors: [401, 403, 404],
  }),
  employerJobCreate: defineEndpoint({
    method: 'post',
    path: '/employer/jobs',
    tag: 'employer',
    summary: 'Saves a new job ad as a draft (every field of the Job; the pay range is required)',
    access: 'employer',
    status: 201,
    body: employerJobBodySchema,
    response: employerJobSchema,
    errors: [401, 403, 404, 419, 422],
  }),
  employerJob: defineEndpoint({
    method: 'get',
    path: '/employer/jobs/:id',
    tag: 'employer',
    summary: "One of the company's job ads, for the editor and its preview",
    access: 'employer',
    params: employerJobParamsSchema,
    response: employerJobSchema,
    errors: [401, 403, 404],
  }),
  employerJobPreview: defineEndpoint({
    method: 'get',
    path: '/employer/jobs/:id/preview',
    tag: 'employer',
    summary:
      'The ad as the job page will show it, in any status (a draft as if published today, with its deadline)',
    access: 'employer',
    params: employerJobParamsSchema,
    response: jobCardSchema,
    errors: [401, 403, 404],
  }),
  employerJobUpdate: defineEndpoint({
    method: 'put',
    path: '/employer/jobs/:id',
    tag: 'employer',
    summary:
      'Edits a job ad (a draft, a published or a paused one; a published ad changes online at once)',
    access: 'employer',
    params: employerJobParamsSchema,
    body: employerJobBodySchema,
    response: employerJobSchema,
    errors: [401, 403, 404, 409, 419, 422],
  }),
  employerJobPublish: adStep(
    '/employer/jobs/:id/publish',
    "Publishes a draft: the company's first ad is free for 30 days, every further one spends a credit",
  ),
  employerJobPause: adStep('/employer/jobs/:id/pause', 'Takes a published ad offline for a while'),
  employerJobResume: adStep(
    '/employer/jobs/:id/resume',
    'Puts a paused ad online again (its deadline stays)',
  ),
  employerJobClose: adStep('/employer/jobs/:id/close', 'Ends an ad for good'),
  employerJobDuplicate: adStep(
    '/employer/jobs/:id/duplicate',
    'Copies an ad into a new draft (without its deadline)',
    201,
  ),
  adPackages: defineEndpoint({
    method: 'get',
    path: '/ad-packages',
    tag: 'employer',
    summary:
      "The ad packages on sale, priced in the region's currency (HUF or RON), for anyone to see",
    access: 'public',
    query: adPackagesQuerySchema,
    response: adPackageListSchema,
    errors: [],
  }),
  employerPackages: defineEndpoint({
    method: 'get',
    path: '/employer/packages',
    tag: 'employer',
    summary: "The ad packages on sale, priced in the company's currency (HUF or RON)",
    access: 'employer',
    response: adPackageListSchema,
    errors: [401, 403, 404],
  }),
  employerOrderCreate: defineEndpoint({
    method: 'post',
    path: '/employer/orders',
    tag: 'employer',
    summary:
      'Orders an ad package: the order waits for payment of the pro-forma invoice requested by mail',
    access: 'employer',
    status: 201,
    body: adOrderBodySchema,
    response: adOrderSchema,
    errors: [401, 403, 404, 419, 422],
  }),
  employerOrders: defineEndpoint({
    method: 'get',
    path: '/employer/orders',
    tag: 'employer',
    summary: "The company's orders, its unspent credits and whether its free ad is used",
    access: 'employer',
    response: adOrderListSchema,
    errors: [401, 403, 404],
  }),
};
