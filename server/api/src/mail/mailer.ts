import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Locale } from '../i18n/messages.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  locale: Locale;
}

/** Mail leaves through the outbox table; development reads it at /_dev/outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Kysely<Database>): Mailer {
  return {
    async send(mail) {
      await db
        .insertInto('outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          kind: mail.kind,
          locale: mail.locale,
        })
        .execute();
    },
  };
}
