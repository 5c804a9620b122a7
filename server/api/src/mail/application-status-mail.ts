import { type ApplicationStatus, type RegionCode, toRegionKey } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { type Locale, translate } from '../i18n/messages.ts';

export interface MovedApplication {
  email: string;
  firstName: string;
  /** Null for a guest's application: a guest has no page to follow it on. */
  userId: number | null;
  language: Locale;
  jobTitle: string;
  companyName: string;
  country: RegionCode;
}

/**
 * Tells the candidate their application moved on, in the language they applied in, with the
 * employer's message. Best effort like the receipt: the move is stored already, and a relay that
 * fails must not make the employer's step look failed.
 */
export async function sendApplicationStatusMail(
  deps: Pick<AppDeps, 'mailer' | 'logger' | 'config'>,
  application: MovedApplication,
  status: ApplicationStatus,
  message: string | null,
): Promise<void> {
  const locale = application.language;
  const names = {
    job: application.jobTitle,
    company: application.companyName,
    status: translate(`mail.applicationStatus.status.${status}`, locale),
  };
  const parts = [
    translate('mail.applicationStatus.body', locale, { ...names, name: application.firstName }),
  ];
  if (message) parts.push(translate('mail.applicationStatus.message', locale, { message }));
  if (application.userId !== null) {
    const site = `${siteBaseUrl(deps.config, toRegionKey(application.country))}/${locale}`;
    parts.push(
      translate('mail.applicationSent.track', locale, { link: `${site}/my-applications` }),
    );
  }
  await deps.mailer
    .send({
      to: application.email,
      subject: translate('mail.applicationStatus.subject', locale, names),
      text: parts.join('\n\n'),
      kind: 'application-status',
      locale,
    })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'application status mail not sent'),
    );
}
