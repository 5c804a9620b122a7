import { defineEndpoint } from './endpoint';
import { savedJobListSchema, savedJobParamsSchema, savedJobStateSchema } from './savedJobContract';

export const savedJobEndpoints = {
  savedJobs: defineEndpoint({
    method: 'get',
    path: '/saved-jobs',
    tag: 'saved jobs',
    summary: 'The signed-in user’s saved jobs, newest save first (expired ones marked)',
    access: 'candidate',
    response: savedJobListSchema,
    errors: [401, 403],
  }),
  saveJob: defineEndpoint({
    method: 'put',
    path: '/saved-jobs/:jobId',
    tag: 'saved jobs',
    summary: 'Saves a job (idempotent)',
    access: 'candidate',
    params: savedJobParamsSchema,
    response: savedJobStateSchema,
    errors: [401, 403, 404, 419],
  }),
  unsaveJob: defineEndpoint({
    method: 'delete',
    path: '/saved-jobs/:jobId',
    tag: 'saved jobs',
    summary: 'Removes a job from the saved list (idempotent)',
    access: 'candidate',
    params: savedJobParamsSchema,
    response: savedJobStateSchema,
    errors: [401, 403, 419],
  }),
};
