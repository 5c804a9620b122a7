import { Link } from '@react-email/components';
import type { Locale } from '../../i18n/messages.ts';
import { MailHeading, MailItem, MailLayout, mailColours } from './MailLayout.tsx';
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
      <MailHeading title={props.listName} intro={mailText('newsletter.intro', locale)} />
      {props.items.map((item) => (
        <MailItem key={item.url} url={item.url} title={item.title} detail={item.detail}>
          <Link href={item.url} style={{ color: mailColours.red, fontSize: '14px' }}>
            {mailText('newsletter.read', locale)}
          </Link>
        </MailItem>
      ))}
    </MailLayout>
  );
}
