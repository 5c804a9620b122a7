import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/messages.ts';
import { mailText } from './mail-texts.ts';

/**
 * The allas look in mail: the design tokens' colours and font as plain values (mail clients read
 * no CSS variables), ink on warm paper with the brand red for actions.
 */
export const mailColours = {
  ink: '#0E1229',
  inkSoft: '#3A4373',
  red: '#C8102E',
  paper: '#FAF8F5',
  card: '#FFFFFF',
  line: '#E7E1D9',
  muted: '#5E5952',
} as const;
export const mailFont = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** One entry of a mail's list (a job, a post): its linked title, a line under it, and more. */
export function MailItem(props: {
  url: string;
  title: string;
  detail: string;
  children?: ReactNode;
}) {
  return (
    <Section style={{ borderTop: `1px solid ${mailColours.line}`, padding: '12px 0' }}>
      <Link href={props.url} style={{ color: mailColours.ink, fontSize: '16px', fontWeight: 600 }}>
        {props.title}
      </Link>
      <Text style={{ color: mailColours.inkSoft, fontSize: '14px', margin: '4px 0 0' }}>
        {props.detail}
      </Text>
      {props.children}
    </Section>
  );
}

/** The heading and the introduction of a mail. */
export function MailHeading(props: { title: string; intro: string }) {
  return (
    <>
      <Heading as="h1" style={{ color: mailColours.ink, fontSize: '22px', margin: '0 0 8px' }}>
        {props.title}
      </Heading>
      <Text style={{ color: mailColours.muted, fontSize: '14px', margin: '0 0 16px' }}>
        {props.intro}
      </Text>
    </>
  );
}

export interface MailFooterLinks {
  /** Why the reader gets the mail. */
  reason: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

export function MailLayout(props: {
  locale: Locale;
  preview: string;
  footer: MailFooterLinks;
  children: ReactNode;
}) {
  const { locale, footer } = props;
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: mailColours.paper, fontFamily: mailFont, margin: 0 }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', padding: '24px 16px' }}>
          <Text
            style={{
              color: mailColours.red,
              fontSize: '28px',
              fontWeight: 700,
              letterSpacing: '-0.5px',
              margin: '0 0 16px',
            }}
          >
            allas
          </Text>
          <Section
            style={{
              backgroundColor: mailColours.card,
              border: `1px solid ${mailColours.line}`,
              borderRadius: '12px',
              padding: '24px',
            }}
          >
            {props.children}
          </Section>
          <Hr style={{ borderColor: mailColours.line, margin: '24px 0 12px' }} />
          <Text style={{ color: mailColours.muted, fontSize: '12px', lineHeight: '18px' }}>
            {footer.reason}
          </Text>
          <Text style={{ color: mailColours.muted, fontSize: '12px', lineHeight: '18px' }}>
            <Link href={footer.manageUrl} style={{ color: mailColours.inkSoft }}>
              {mailText('manage', locale)}
            </Link>
            {' · '}
            <Link href={footer.unsubscribeUrl} style={{ color: mailColours.inkSoft }}>
              {mailText('unsubscribe', locale)}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
