import { render } from '@react-email/render';
import { createElement } from 'react';
import { DigestMail, type DigestMailProps } from './DigestMail.tsx';
import { mailText } from './mail-texts.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** HTML and plain text of a digest, both from the one template (React Email). */
export async function renderDigestMail(props: DigestMailProps): Promise<RenderedMail> {
  const element = createElement(DigestMail, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: mailText('subject', props.locale, { count: props.jobs.length }), html, text };
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
