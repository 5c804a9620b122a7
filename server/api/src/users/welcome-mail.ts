import type { AppDeps } from '../app-deps.ts';
import { type Locale, translate } from '../i18n/messages.ts';

/**
 * The welcome mail of a new account. Best effort: the account exists already, so a relay that
 * fails to take the mail must not turn the registration into an error (the person would retry and
 * be told the address is taken); it is logged instead.
 */
export async function sendWelcomeMail(
  deps: Pick<AppDeps, 'mailer' | 'logger'>,
  to: { email: string; firstName: string },
  locale: Locale,
): Promise<void> {
  await deps.mailer
    .send({
      to: to.email,
      subject: translate('mail.welcome.subject', locale),
      text: translate('mail.welcome.body', locale, { name: to.firstName }),
      kind: 'welcome',
      locale,
    })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'welcome mail not sent'));
}
