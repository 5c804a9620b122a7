import nodemailer from 'nodemailer';
import type pino from 'pino';
import type { Mail, Mailer } from './mailer.ts';

/**
 * Mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465), sent with
 * nodemailer, which handles TLS, authentication, pooling and MIME encoding of Hungarian and
 * Romanian text. A mail the server refuses is logged (kind and recipient domain, never the body:
 * it may carry a token) and does not fail the request that caused it: the visitor's action
 * (registration, an application) has been stored, and answering 5xx for a mail would lose it.
 * The delivery queue uses `deliver`, which lets the refusal through so it can retry or suppress.
 */
export function smtpMailer(smtpUrl: string, from: string, logger: pino.Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const deliver = async (mail: Mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      headers: {
        ...mail.headers,
        'Content-Language': mail.locale,
        'X-Allas-Mail-Kind': mail.kind,
      },
    });
  };
  return {
    deliver,
    async send(mail) {
      try {
        await deliver(mail);
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
