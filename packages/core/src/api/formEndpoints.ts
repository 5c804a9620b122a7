import { defineEndpoint } from './endpoint';
import { type LeadFormKind, leadFormBodySchemas, leadFormReceivedSchema } from './formContract';

/** A lead form: stored, then a notification mail to the team's outbox. */
const leadForm = <const K extends LeadFormKind>(kind: K, summary: string) =>
  defineEndpoint({
    method: 'post',
    path: `/forms/${kind}`,
    tag: 'forms',
    summary: `${summary}; guests send a captcha`,
    access: 'optional-user',
    status: 201,
    body: leadFormBodySchemas[kind],
    bodyLimit: 16 * 1024,
    response: leadFormReceivedSchema,
    errors: [419, 429],
  });

export const formEndpoints = {
  premiumRecruitmentForm: leadForm('premium-recruitment', 'Premium recruitment quote request'),
  candidateShortlistForm: leadForm(
    'candidate-shortlist',
    'Candidate Shortlist order (5 pre-screened candidates)',
  ),
  contactForm: leadForm('contact', 'Contact message'),
};
