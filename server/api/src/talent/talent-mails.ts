import { isLocale, toRegionKey } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { type Locale, translate } from '../i18n/messages.ts';

type MailDeps = Pick<AppDeps, 'mailer' | 'logger' | 'config'>;

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'hu');

/** The page of a site in a language: mails link to the reader's own site and language. */
const pageLink = (deps: MailDeps, region: string, locale: Locale, path: string) =>
  `${siteBaseUrl(deps.config, region)}/${locale}${path}`;

/**
 * Tells a job seeker of the pool that a company would like to get in touch, in their language,
 * with the company's message and where to answer. Best effort: the request is stored already.
 */
export async function sendTalentRequestMail(
  deps: MailDeps,
  to: { email: string; firstName: string; locale: string; region: string },
  request: { companyName: string; message: string },
): Promise<void> {
  const locale = localeOf(to.locale);
  await deps.mailer
    .send({
      to: to.email,
      subject: translate('mail.talentRequest.subject', locale, { company: request.companyName }),
      text: translate('mail.talentRequest.body', locale, {
        name: to.firstName,
        company: request.companyName,
        message: request.message,
        link: pageLink(deps, to.region, locale, '/user/talent-pool'),
      }),
      kind: 'talent-request',
      locale,
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'talent request mail not sent'));
}

/** Tells the employer who asked how the job seeker answered (the name only once accepted). */
export async function sendTalentAnswerMail(
  deps: MailDeps,
  to: { email: string; locale: string; country: 'HU' | 'RO' },
  answer: { accepted: boolean; candidateName: string },
): Promise<void> {
  const locale = localeOf(to.locale);
  const kind = answer.accepted ? 'accepted' : 'declined';
  const link = pageLink(deps, toRegionKey(to.country), locale, '/employer/talent-pool');
  await deps.mailer
    .send({
      to: to.email,
      subject: translate(`mail.talentAnswer.${kind}.subject`, locale, {
        name: answer.candidateName,
      }),
      text: translate(`mail.talentAnswer.${kind}.body`, locale, {
        name: answer.candidateName,
        link,
      }),
      kind: 'talent-answer',
      locale,
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'talent answer mail not sent'));
}
