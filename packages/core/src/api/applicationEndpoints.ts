import { z } from 'zod';
import { MAX_CV_BYTES } from '../validation/fileSchemas';
import {
  applicationBodySchema,
  applicationParamsSchema,
  applicationSentSchema,
  myApplicationsSchema,
} from './applicationContract';
import { fileBodySchema, idParamSchema } from './contractFields';
import { defineEndpoint } from './endpoint';

const idPathSchema = z.strictObject({ id: idParamSchema });

export const applicationEndpoints = {
  apply: defineEndpoint({
    method: 'post',
    path: '/jobs/:jobId/applications',
    tag: 'applications',
    summary:
      'Applies to a job with the own profile (signed in), a CV (PDF ≤ 3 MB, multipart `cv`, or the saved one), a LinkedIn URL or contact details only; an optional `coverLetter` PDF. Guests send a captcha.',
    access: 'optional-user',
    params: applicationParamsSchema,
    body: applicationBodySchema,
    multipart: {
      fileLimits: { cv: MAX_CV_BYTES, coverLetter: MAX_CV_BYTES },
      totalLimit: 2 * MAX_CV_BYTES + 128 * 1024,
    },
    status: 201,
    response: applicationSentSchema,
    errors: [401, 404, 409, 410, 413, 415, 419, 429],
  }),
  myApplications: defineEndpoint({
    method: 'get',
    path: '/my-applications',
    tag: 'applications',
    summary: 'The signed-in user’s applications of the past 90 days, each with its status',
    access: 'candidate',
    response: myApplicationsSchema,
    errors: [401, 403],
  }),
  myApplicationCv: defineEndpoint({
    method: 'get',
    path: '/my-applications/:id/cv',
    tag: 'applications',
    summary: 'Downloads the CV sent with one of the own applications (only its sender can)',
    access: 'candidate',
    params: idPathSchema,
    response: fileBodySchema,
    raw: { contentType: 'application/pdf' },
    errors: [401, 403, 404],
  }),
};
