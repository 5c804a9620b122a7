import { type RegionCode, toRegionKey } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { type Locale, translate } from '../i18n/messages.ts';

export interface AppliedJob {
  title: string;
  slug: string;
  country: RegionCode;
  companyName: string;
  companySlug: string;
}

/**
 * The applicant's receipt: which ad, at which company, its link in the page's language, and for a
 * signed-in applicant where to follow the application. Best effort, like the welcome mail: the
 * application is stored already, so a relay that fails must not answer it with an error (the
 * person would send it again and be told they had applied).
 */
export async function sendApplicationSentMail(
  deps: Pick<AppDeps, 'mailer' | 'logger' | 'config'>,
  to: { email: string; firstName: string; signedIn: boolean },
  job: AppliedJob,
  locale: Locale,
): Promise<void> {
  const site = `${siteBaseUrl(deps.config, toRegionKey(job.country))}/${locale}`;
  const names = { job: job.title, company: job.companyName };
  const body = translate('mail.applicationSent.body', locale, {
    ...names,
    name: to.firstName,
    link: `${site}/job/${encodeURIComponent(job.companySlug)}/${encodeURIComponent(job.slug)}`,
  });
  const track = to.signedIn
    ? `\n${translate('mail.applicationSent.track', locale, { link: `${site}/my-applications` })}`
    : '';
  await deps.mailer
    .send({
      to: to.email,
      subject: translate('mail.applicationSent.subject', locale, names),
      text: `${body}${track}`,
      kind: 'application-sent',
      locale,
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'application mail not sent'));
}
