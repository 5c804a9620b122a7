import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { defineRoute } from '../http/route.ts';
import { translate } from '../i18n/messages.ts';
import { captchaField, emailField, phoneField, plainText } from '../schemas/fields.ts';

const person = {
  name: plainText(120, 'validation.name.required'),
  email: emailField,
  captcha: captchaField.optional(),
};

const FORMS = {
  'premium-recruitment': {
    summary: 'Premium recruitment quote request',
    body: z.strictObject({
      ...person,
      phone: phoneField,
      companyName: plainText(160),
      positionTitle: plainText(160),
      remarks: z.string().trim().max(4000).default(''),
    }),
  },
  'candidate-shortlist': {
    summary: 'Candidate Shortlist order (5 pre-screened candidates)',
    body: z.strictObject({
      ...person,
      phone: phoneField,
      companyName: plainText(160),
      positionTitle: plainText(160),
      remarks: z.string().trim().max(4000).default(''),
    }),
  },
  contact: {
    summary: 'Contact message',
    body: z.strictObject({
      ...person,
      topic: z.enum(['jobSeekers', 'b2b', 'marketing', 'development', 'other']).default('other'),
      message: plainText(4000),
    }),
  },
} as const;

/** The lead forms: stored, then a notification mail to the team's outbox. */
export function formRoutes(deps: AppDeps) {
  return (Object.keys(FORMS) as (keyof typeof FORMS)[]).map((kind) =>
    defineRoute({
      method: 'post',
      path: `/forms/${kind}`,
      tag: 'forms',
      summary: `${FORMS[kind].summary}; guests send a captcha`,
      access: 'optional-user',
      status: 201,
      body: FORMS[kind].body,
      bodyLimit: 16 * 1024,
      response: z.object({ id: z.string(), message: z.string() }),
      errors: [419, 429],
      async handle({ ctx, body, user, locale }) {
        await deps.limiter.consume('forms', [user ? `user:${user.id}` : `ip:${ctx.ip}`]);
        if (!user) await deps.captcha.verify(body.captcha);
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
