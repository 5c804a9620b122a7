import { fileBodySchema } from './contractFields';
import { defineEndpoint } from './endpoint';
import {
  myTalentPoolSchema,
  talentContactBodySchema,
  talentIdParamsSchema,
  talentListSchema,
  talentPoolQuerySchema,
  talentPoolSwitchBodySchema,
  talentSchema,
} from './talentPoolContract';

/** A job seeker's answer to a contact request: the pool as it is afterwards. */
const answer = <const P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'post',
    path,
    tag: 'talent-pool',
    summary,
    access: 'candidate',
    params: talentIdParamsSchema,
    response: myTalentPoolSchema,
    errors: [401, 403, 404, 409, 419],
  });

/** The talent pool (issue 12): the job seeker's switch and answers, the employer's search and requests. */
export const talentPoolEndpoints = {
  myTalentPool: defineEndpoint({
    method: 'get',
    path: '/talent-pool/me',
    tag: 'talent-pool',
    summary: 'The own talent-pool switch, what employers see, and their contact requests',
    access: 'candidate',
    response: myTalentPoolSchema,
    errors: [401, 403],
  }),
  myTalentPoolSwitch: defineEndpoint({
    method: 'put',
    path: '/talent-pool/me',
    tag: 'talent-pool',
    summary: 'Joins or leaves the talent pool (off by default)',
    access: 'candidate',
    body: talentPoolSwitchBodySchema,
    response: myTalentPoolSchema,
    errors: [401, 403, 419, 422],
  }),
  talentRequestAccept: answer(
    '/talent-pool/requests/:id/accept',
    'Accepts a contact request: the company sees the contact details and the CV, and is told by mail',
  ),
  talentRequestDecline: answer(
    '/talent-pool/requests/:id/decline',
    'Declines a contact request: the company is told by mail and sees nothing more',
  ),
  employerTalentPool: defineEndpoint({
    method: 'get',
    path: '/employer/talent-pool',
    tag: 'employer',
    summary:
      'Searches the talent pool by category, level, region and words (companies with an active ad package)',
    access: 'employer',
    query: talentPoolQuerySchema,
    response: talentListSchema,
    errors: [401, 403, 404],
  }),
  employerTalentContact: defineEndpoint({
    method: 'post',
    path: '/employer/talent-pool/:id/contact',
    tag: 'employer',
    summary: 'Asks a job seeker of the pool to get in touch; they get a mail and accept or decline',
    access: 'employer',
    params: talentIdParamsSchema,
    body: talentContactBodySchema,
    status: 201,
    response: talentSchema,
    errors: [401, 403, 404, 409, 419, 422],
  }),
  employerTalentCv: defineEndpoint({
    method: 'get',
    path: '/employer/talent-pool/:id/cv',
    tag: 'employer',
    summary: 'The CV of a job seeker who accepted the company’s request',
    access: 'employer',
    params: talentIdParamsSchema,
    response: fileBodySchema,
    raw: { contentType: 'application/pdf' },
    errors: [401, 403, 404],
  }),
};
