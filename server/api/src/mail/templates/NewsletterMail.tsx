import { Heading, Link, Section, Text } from '@react-email/components';
import type { Locale } from '../../i18n/messages.ts';
import { MailLayout, mailColours } from './MailLayout.tsx';
import { mailText } from './mail-texts.ts';

export interface NewsletterItem {
  title: string;
  /** "Company · place" of a job, the excerpt of a post. */
  detail: string;
  url: string;
}

export interface NewsletterMailProps {
  locale: Locale;
  /** The list's name in the reader's language. */
  listName: string;
  items: NewsletterItem[];
  manageUrl: string;
  unsubscribeUrl: string;
}

/** A newsletter issue: the week's ads of the list (IT, office) or its news (lovable workplaces). */
export function NewsletterMail(props: NewsletterMailProps) {
  const { locale } = props;
  return (
    <MailLayout
      locale={locale}
      preview={mailText('newsletter.intro', locale)}
      footer={{
        reason: mailText('footer.newsletter', locale, { list: props.listName }),
        manageUrl: props.manageUrl,
        unsubscribeUrl: props.unsubscribeUrl,
      }}
    >
      <Heading as="h1" style={{ color: mailColours.ink, fontSize: '22px', margin: '0 0 8px' }}>
        {props.listName}
      </Heading>
      <Text style={{ color: mailColours.muted, fontSize: '14px', margin: '0 0 16px' }}>
        {mailText('newsletter.intro', locale)}
      </Text>
      {props.items.map((item) => (
        <Section
          key={item.url}
          style={{ borderTop: `1px solid ${mailColours.line}`, padding: '12px 0' }}
        >
          <Link
            href={item.url}
            style={{ color: mailColours.ink, fontSize: '16px', fontWeight: 600 }}
          >
            {item.title}
          </Link>
          <Text style={{ color: mailColours.inkSoft, fontSize: '14px', margin: '4px 0 0' }}>
            {item.detail}
          </Text>
          <Link href={item.url} style={{ color: mailColours.red, fontSize: '14px' }}>
            {mailText('newsletter.read', locale)}
          </Link>
        </Section>
      ))}
    </MailLayout>
  );
}
