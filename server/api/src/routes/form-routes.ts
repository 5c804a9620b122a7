import { type LeadFormKind, leadFormBodySchemas, leadFormReceivedSchema } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { admitSubmission } from '../auth/admit-submission.ts';
import { defineRoute } from '../http/route.ts';
import { translate } from '../i18n/messages.ts';

const SUMMARIES: Record<LeadFormKind, string> = {
  'premium-recruitment': 'Premium recruitment quote request',
  'candidate-shortlist': 'Candidate Shortlist order (5 pre-screened candidates)',
  contact: 'Contact message',
};

/** The lead forms: stored, then a notification mail to the team's outbox. */
export function formRoutes(deps: AppDeps) {
  return (Object.keys(leadFormBodySchemas) as LeadFormKind[]).map((kind) =>
    defineRoute({
      method: 'post',
      path: `/forms/${kind}`,
      tag: 'forms',
      summary: `${SUMMARIES[kind]}; guests send a captcha`,
      access: 'optional-user',
      status: 201,
      body: leadFormBodySchemas[kind],
      bodyLimit: 16 * 1024,
      response: leadFormReceivedSchema,
      errors: [419, 429],
      async handle({ ctx, body, user, locale }) {
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
      },
    }),
  );
}
