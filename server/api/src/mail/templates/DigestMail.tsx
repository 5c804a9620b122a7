import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { Locale } from '../../i18n/messages.ts';
import { MailLayout, mailColours } from './MailLayout.tsx';
import { mailText } from './mail-texts.ts';

export interface DigestJob {
  title: string;
  company: string;
  place: string;
  /** Formatted pay (payText), or null when the ad gives none. */
  pay: string | null;
  url: string;
}

export interface DigestMailProps {
  locale: Locale;
  frequency: 'instant' | 'daily' | 'weekly';
  jobs: DigestJob[];
  seeAllUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

/** A job alert's digest: up to 20 new matching jobs, a link to all matches, manage and unsubscribe. */
export function DigestMail(props: DigestMailProps) {
  const { locale, jobs } = props;
  const heading = mailText(`heading.${props.frequency}`, locale);
  return (
    <MailLayout
      locale={locale}
      preview={`${heading}: ${jobs.map((job) => job.title).join(', ')}`.slice(0, 140)}
      footer={{
        reason: mailText('footer.alert', locale),
        manageUrl: props.manageUrl,
        unsubscribeUrl: props.unsubscribeUrl,
      }}
    >
      <Heading as="h1" style={{ color: mailColours.ink, fontSize: '22px', margin: '0 0 8px' }}>
        {heading}
      </Heading>
      <Text style={{ color: mailColours.muted, fontSize: '14px', margin: '0 0 16px' }}>
        {mailText('intro', locale)}
      </Text>
      {jobs.map((job) => (
        <Section
          key={job.url}
          style={{ borderTop: `1px solid ${mailColours.line}`, padding: '12px 0' }}
        >
          <Link
            href={job.url}
            style={{ color: mailColours.ink, fontSize: '16px', fontWeight: 600 }}
          >
            {job.title}
          </Link>
          <Text style={{ color: mailColours.inkSoft, fontSize: '14px', margin: '4px 0 0' }}>
            {job.company} · {job.place}
          </Text>
          {job.pay ? (
            <Text style={{ color: mailColours.ink, fontSize: '14px', margin: '2px 0 0' }}>
              {job.pay}
            </Text>
          ) : null}
        </Section>
      ))}
      <Section style={{ paddingTop: '16px', textAlign: 'center' }}>
        <Button
          href={props.seeAllUrl}
          style={{
            backgroundColor: mailColours.red,
            borderRadius: '8px',
            color: '#FFFFFF',
            fontSize: '15px',
            fontWeight: 600,
            padding: '12px 20px',
          }}
        >
          {mailText('seeAll', locale)}
        </Button>
      </Section>
    </MailLayout>
  );
}
