import { hashToken } from '../auth/secrets.ts';
import type { Config } from '../config.ts';
import { siteBaseUrl } from '../http/site-base-url.ts';
import type { Locale } from '../i18n/messages.ts';
import { enqueueMail, type QueueDb, type QueuedMail } from '../mail/delivery-queue.ts';
import { listUnsubscribeHeaders } from '../mail/templates/render-mail.ts';

export type Subscription = 'job-alert' | 'newsletter';

/** The domain of MAIL_FROM ("allas <no-reply@allas.hu>" → allas.hu), for the mailto fallback. */
const senderDomain = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'allas.hu';

/**
 * The unsubscribe addresses of one bulk mail, all carrying its own token: the site's unsubscribe
 * page (the link in the mail) and the one-click POST of the List-Unsubscribe header.
 */
export function unsubscribeLinks(
  config: Pick<
    Config,
    'PUBLIC_BASE_URL_HU' | 'PUBLIC_BASE_URL_RO' | 'PUBLIC_BASE_URL_BLUE' | 'MAIL_FROM'
  >,
  place: { region: string; locale: Locale; subscription: Subscription; token: string },
) {
  const base = siteBaseUrl(config, place.region);
  const query = place.subscription === 'job-alert' ? 'alert' : 'newsletter';
  return {
    page: `${base}/${place.locale}/unsubscribe?${query}=${place.token}`,
    headers: listUnsubscribeHeaders(
      `${base}/api/unsubscribe/one-click?token=${place.token}`,
      `unsubscribe@${senderDomain(config.MAIL_FROM)}`,
    ),
  };
}

/**
 * Queues a bulk mail and, when it is new (its idempotency key unused), the token its unsubscribe
 * links carry, naming the one subscription (stored hashed). The row id, or null when queued already.
 */
export async function enqueueBulkMail(
  db: QueueDb,
  mail: QueuedMail,
  unsubscribe: { subscription: Subscription; subscriptionId: number; token: string },
  now: Date,
): Promise<number | null> {
  const id = await enqueueMail(db, mail, now);
  if (id === null) return null;
  await db
    .insertInto('mail_unsubscribe_tokens')
    .values({
      token_hash: hashToken(unsubscribe.token),
      subscription: unsubscribe.subscription,
      subscription_id: unsubscribe.subscriptionId,
      created_at: now,
    })
    .execute();
  return id;
}
