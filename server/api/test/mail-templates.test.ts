import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDigest } from '../src/mail/templates/preview-data.ts';
import { listUnsubscribeHeaders, renderDigestMail } from '../src/mail/templates/render-mail.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The rendered digests are also written to test-results/mail-previews/ (not committed) to look at.
const previews = fileURLToPath(new URL('../test-results/mail-previews/', import.meta.url));

describe('the digest template', () => {
  it.each([
    [
      'hu',
      'Napi állásértesítő',
      'Az összes találat megtekintése',
      '850 000–1 200 000 Ft /hó, bruttó',
    ],
    ['ro', 'Alerta zilnică de joburi', 'Vezi toate rezultatele', '7.500 RON /lună, net'],
    ['en', 'Your daily job alert', 'See all matches', 'HUF 850,000–1,200,000 /month, gross'],
  ] as const)(
    'renders HTML and plain text from one template in %s',
    async (locale, heading, seeAll, pay) => {
      const mail = await renderDigestMail(sampleDigest(locale));
      await mkdir(previews, { recursive: true });
      await writeFile(`${previews}digest-${locale}.html`, mail.html);
      await writeFile(
        `${previews}digest-${locale}.txt`,
        `Subject: ${mail.subject}\n\n${mail.text}`,
      );
      const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Szoftverfejlesztő (TypeScript, Node.js)');
        expect(part).toContain('Specialist achiziții');
        expect(part).toContain('Transilvania Logistică SRL');
        expect(part).toContain(
          `https://allas.hu/${locale}/job/pelda-informatikai/szoftverfejleszto-typescript`,
        );
        expect(plain(part)).toContain(pay);
      }
      expect(mail.html).toContain(heading);
      expect(mail.text).toContain(heading.toUpperCase());
      expect(mail.html).toContain(seeAll);
      expect(mail.html).toContain(`lang="${locale}"`);
      // Client-safe: tables for layout, inline styles, no script and no external stylesheet.
      expect(mail.html).toMatch(/<table[^>]+role="presentation"/);
      expect(mail.html).not.toMatch(/<script|<link[^>]+stylesheet/i);
      expect(mail.html).toContain('#C8102E');
    },
  );

  it('builds the RFC 8058 headers', () => {
    expect(
      listUnsubscribeHeaders(
        'https://allas.hu/api/unsubscribe/one-click?token=t',
        'unsubscribe@allas.hu',
      ),
    ).toEqual({
      'List-Unsubscribe':
        '<https://allas.hu/api/unsubscribe/one-click?token=t>, <mailto:unsubscribe@allas.hu?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('the template preview of development', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('shows each language’s digest, HTML or text', async () => {
    const html = await fetch(`${app.url}/_dev/mail-preview/digest/ro`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('Alerta zilnică de joburi');
    const text = await (await fetch(`${app.url}/_dev/mail-preview/digest/en?part=text`)).text();
    expect(text).toMatch(/^Subject: New jobs for your search \(3\)/);
    expect((await fetch(`${app.url}/_dev/mail-preview/digest/de`)).status).toBe(404);
  });
});
