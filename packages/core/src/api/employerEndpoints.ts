import { loginAnswerSchema } from './authContract';
import { employerCompanySchema, employerRegistrationBodySchema } from './employerContract';
import { defineEndpoint } from './endpoint';

/** The employer side (issue 12): accounts first; the dashboard's endpoints follow. */
export const employerEndpoints = {
  employerRegister: defineEndpoint({
    method: 'post',
    path: '/employer/register',
    tag: 'employer',
    summary:
      'Registers an employer: the company (tax number checked for the site), its owner, and logs in',
    access: 'public',
    status: 201,
    body: employerRegistrationBodySchema,
    response: loginAnswerSchema,
    errors: [419, 422],
  }),
  employerCompany: defineEndpoint({
    method: 'get',
    path: '/employer/company',
    tag: 'employer',
    summary:
      "The signed-in employer's company: its name, page address, whether it is published, and the employer's role",
    access: 'employer',
    response: employerCompanySchema,
    errors: [401, 403, 404],
  }),
};
