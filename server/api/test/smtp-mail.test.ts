import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The text of a quoted-printable mail (soft line breaks joined, =XX bytes decoded as UTF-8). */
function decodedText(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(Number.parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

describe('mail through SMTP when SMTP_URL is set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'allas <no-reply@allas.hu>' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("sends the password-reset mail to the SMTP server, in the account's language", async () => {
    const { email } = await registeredUser(app.url);
    const client = await new ApiClient(app.url).startSession();
    const answer = await client.post('/auth/forgot-password', { email });
    expect(answer.status).toBe(200);
    const mail = smtp.received.find(
      (m) => m.to.includes(email) && m.raw.includes('X-Allas-Mail-Kind: password-reset'),
    );
    expect(mail?.from).toBe('no-reply@allas.hu');
    expect(mail?.raw).toMatch(/Content-Language: hu/);
    const text = decodedText(mail?.raw ?? '');
    expect(text).toContain('A jelszavad visszaállításához nyisd meg ezt a linket 60 percen belül');
    expect(text).toMatch(/\/hu\/reset-password\?token=[\w-]{20,}/);
    const outbox = await client.get<unknown[]>(`/_dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.body).toEqual([]);
  });

  it('answers the visitor normally when the SMTP server is gone', async () => {
    const { email } = await registeredUser(app.url);
    await smtp.close();
    const client = await new ApiClient(app.url).startSession();
    const answer = await client.post('/auth/forgot-password', { email });
    expect(answer.status).toBe(200);
  });
});
