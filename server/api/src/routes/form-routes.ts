import { endpoints, type LeadFormKind } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { admitSubmission } from '../auth/admit-submission.ts';
import { defineRoute } from '../http/route.ts';
import { translate } from '../i18n/messages.ts';

type LeadFormEndpoint =
  | typeof endpoints.premiumRecruitmentForm
  | typeof endpoints.candidateShortlistForm
  | typeof endpoints.contactForm;

/** The lead forms: stored, then a notification mail to the team's outbox. */
export function formRoutes(deps: AppDeps) {
  const leadForm = (kind: LeadFormKind, endpoint: LeadFormEndpoint) =>
    defineRoute(endpoint, async ({ ctx, body, user, locale }) => {
      await admitSubmission(deps, 'forms', { ctx, user, captcha: body.captcha });
      const { captcha: _captcha, ...payload } = body;
      const row = await deps.db
        .insertInto('form_submissions')
        .values({
          kind,
          locale,
          payload: JSON.stringify(payload),
          user_id: user?.id ?? null,
          created_at: deps.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await deps.mailer.send({
        to: deps.config.TEAM_EMAIL,
        subject: translate('mail.form.subject', 'hu', { kind }),
        text: Object.entries(payload)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join('\n'),
        kind: `form-${kind}`,
        locale: 'hu',
      });
      return { id: String(row.id), message: translate('notice.formReceived', locale) };
    });
  return [
    leadForm('premium-recruitment', endpoints.premiumRecruitmentForm),
    leadForm('candidate-shortlist', endpoints.candidateShortlistForm),
    leadForm('contact', endpoints.contactForm),
  ];
}
