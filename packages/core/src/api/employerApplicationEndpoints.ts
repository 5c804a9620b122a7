import { fileBodySchema } from './contractFields';
import {
  applicationStatusBodySchema,
  employerApplicationListQuerySchema,
  employerApplicationListSchema,
  employerApplicationParamsSchema,
  employerApplicationSchema,
  employerOverviewSchema,
} from './employerApplicationContract';
import { defineEndpoint } from './endpoint';

/** One of an application's files, served only to the employer of the ad applied to. */
const applicationFile = <const P extends string>(path: P, what: string) =>
  defineEndpoint({
    method: 'get',
    path,
    tag: 'employer',
    summary: `Downloads the ${what} an applicant sent (only the company of the ad can)`,
    access: 'employer',
    params: employerApplicationParamsSchema,
    response: fileBodySchema,
    raw: { contentType: 'application/pdf' },
    errors: [401, 403, 404],
  });

/**
 * The applicants of the employer's ads (issue 12). Another company's application answers 404,
 * never its data; opening an application marks it viewed for the candidate.
 */
export const employerApplicationEndpoints = {
  employerOverview: defineEndpoint({
    method: 'get',
    path: '/employer/overview',
    tag: 'employer',
    summary: "The dashboard's figures: open ads, new applicants, ad credits and the free ad",
    access: 'employer',
    response: employerOverviewSchema,
    errors: [401, 403, 404],
  }),
  employerApplications: defineEndpoint({
    method: 'get',
    path: '/employer/applications',
    tag: 'employer',
    summary:
      "The company's applicants, newest first, across its ads or for one, filtered by status, method and day",
    access: 'employer',
    query: employerApplicationListQuerySchema,
    response: employerApplicationListSchema,
    errors: [401, 403, 404],
  }),
  employerApplication: defineEndpoint({
    method: 'get',
    path: '/employer/applications/:id',
    tag: 'employer',
    summary:
      'One application with the candidate’s details and its history; a received one becomes viewed',
    access: 'employer',
    params: employerApplicationParamsSchema,
    response: employerApplicationSchema,
    errors: [401, 403, 404],
  }),
  employerApplicationStatus: defineEndpoint({
    method: 'post',
    path: '/employer/applications/:id/status',
    tag: 'employer',
    summary:
      'Moves an application on (viewed → shortlisted / rejected → hired) with an optional message; the candidate gets a mail in the language they applied in',
    access: 'employer',
    params: employerApplicationParamsSchema,
    body: applicationStatusBodySchema,
    response: employerApplicationSchema,
    errors: [401, 403, 404, 409, 419, 422],
  }),
  employerApplicationCv: applicationFile('/employer/applications/:id/cv', 'CV'),
  employerApplicationCoverLetter: applicationFile(
    '/employer/applications/:id/cover-letter',
    'cover letter',
  ),
};
