import { Button, Section, Text } from '@react-email/components';
import type { Locale } from '../../i18n/messages.ts';
import { MailHeading, MailItem, MailLayout, mailColours } from './MailLayout.tsx';
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
      <MailHeading title={heading} intro={mailText('intro', locale)} />
      {jobs.map((job) => (
        <MailItem
          key={job.url}
          url={job.url}
          title={job.title}
          detail={`${job.company} · ${job.place}`}
        >
          {job.pay ? (
            <Text style={{ color: mailColours.ink, fontSize: '14px', margin: '2px 0 0' }}>
              {job.pay}
            </Text>
          ) : null}
        </MailItem>
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
