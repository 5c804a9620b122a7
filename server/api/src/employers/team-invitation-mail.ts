import { INVITATION_LIFETIME_DAYS, type RegionCode, toRegionKey } from '@allas/core';
import type { AppDeps } from '../app-deps.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import { type Locale, translate } from '../i18n/messages.ts';

/**
 * Mails a colleague the invitation to the company account, in the inviter's page language, with
 * the link to the company's site. The token appears only in this mail; the page moves it out of
 * the address bar on arrival (as the password-reset link's).
 */
export async function sendTeamInvitationMail(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  to: string,
  invitation: { token: string; inviter: string; company: string; country: RegionCode },
  locale: Locale,
): Promise<void> {
  const base = siteBaseUrl(deps.config, toRegionKey(invitation.country));
  await deps.mailer.send({
    to,
    subject: translate('mail.teamInvite.subject', locale, {
      inviter: invitation.inviter,
      company: invitation.company,
    }),
    text: translate('mail.teamInvite.body', locale, {
      inviter: invitation.inviter,
      company: invitation.company,
      days: INVITATION_LIFETIME_DAYS,
      link: `${base}/${locale}/employer/invitation?token=${invitation.token}`,
    }),
    kind: 'team-invitation',
    locale,
  });
}
