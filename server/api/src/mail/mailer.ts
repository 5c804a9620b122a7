import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  locale: Locale;
  /** The HTML part, when the mail has one (bulk mail from src/mail/templates/). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of bulk mail. */
  headers?: Record<string, string>;
}

/** Mail leaves through the outbox table; development reads it at /_dev/outbox. */
export interface Mailer {
  /** Sends a transactional mail; a refusal is logged and swallowed (the request's work is stored). */
  send(mail: Mail): Promise<void>;
  /**
   * Hands the mail to the transport and throws when it refuses, with the SMTP reply code as
   * `responseCode` when there is one: the delivery queue (src/mail/delivery-queue.ts) retries or
   * gives up on it.
   */
  deliver(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Kysely<Database>): Mailer {
  const deliver = async (mail: Mail) => {
    await db
      .insertInto('outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        kind: mail.kind,
        locale: mail.locale,
        body_html: mail.html ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
      })
      .execute();
  };
  return { send: deliver, deliver };
}
