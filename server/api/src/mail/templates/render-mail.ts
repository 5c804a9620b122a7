import { render } from '@react-email/render';
import { createElement } from 'react';
import { DigestMail, type DigestMailProps } from './DigestMail.tsx';
import { mailText } from './mail-texts.ts';
import { NewsletterMail, type NewsletterMailProps } from './NewsletterMail.tsx';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** HTML and plain text of one template element (React Email renders both). */
async function renderBoth(element: Parameters<typeof render>[0]) {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/** A job alert's digest. */
export async function renderDigestMail(props: DigestMailProps): Promise<RenderedMail> {
  return {
    subject: mailText('subject', props.locale, { count: props.jobs.length }),
    ...(await renderBoth(createElement(DigestMail, props))),
  };
}

/** A newsletter issue. */
export async function renderNewsletterMail(props: NewsletterMailProps): Promise<RenderedMail> {
  return {
    subject: mailText('newsletter.subject', props.locale, { list: props.listName }),
    ...(await renderBoth(createElement(NewsletterMail, props))),
  };
}

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` to the https
 * address, without cookies; the mailto is the fallback of older clients.
 */
export function listUnsubscribeHeaders(oneClickUrl: string, mailto: string) {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>, <mailto:${mailto}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
