import nodemailer from 'nodemailer';
import type pino from 'pino';
import type { Mailer } from './mailer.ts';

/**
 * Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465), sent with
 * nodemailer, which handles TLS, authentication, pooling and MIME encoding of Hungarian and
 * Romanian text. A mail the server refuses is logged (kind and recipient domain, never the body:
 * it may carry a token) and does not fail the request that caused it: the visitor's action
 * (registration, an application) has been stored, and answering 5xx for a mail would lose it.
 */
export function smtpMailer(smtpUrl: string, from: string, logger: pino.Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: { 'Content-Language': mail.locale, 'X-Allas-Mail-Kind': mail.kind },
        });
      } catch (error) {
        logger.error(
          {
            kind: mail.kind,
            toDomain: mail.to.split('@')[1],
            err: { message: (error as Error).message },
          },
          'mail not sent',
        );
      }
    },
  };
}
