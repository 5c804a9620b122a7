import { Box, Container, Heading, Link, Stack, Text } from '@allas/ui';
import type { MessageId } from '../i18n/catalogs';
import { useMessages } from '../i18n/useMessages';
import * as css from './cardGrid.css';

/** Spec §2's six contact groups, in its order. */
export const contactGroups = [
  'jobSeekers',
  'b2b',
  'companies',
  'management',
  'marketing',
  'development',
] as const;
export type ContactGroup = (typeof contactGroups)[number];

/** Each team's mailbox, named in the site's language (the domain is the region's). */
const MAILBOXES: Record<'hu' | 'ro' | 'en', Record<ContactGroup, string>> = {
  hu: {
    jobSeekers: 'ugyfelszolgalat',
    b2b: 'ertekesites',
    companies: 'partnerek',
    management: 'vezetoseg',
    marketing: 'marketing',
    development: 'fejlesztes',
  },
  ro: {
    jobSeekers: 'suport',
    b2b: 'vanzari',
    companies: 'parteneri',
    management: 'conducere',
    marketing: 'marketing',
    development: 'dezvoltare',
  },
  en: {
    jobSeekers: 'support',
    b2b: 'sales',
    companies: 'partners',
    management: 'management',
    marketing: 'marketing',
    development: 'development',
  },
};

/** The six teams' own addresses on a region's domain, so a message reaches the right team. */
export function contactAddresses(region: {
  domain: string;
  defaultLang: 'hu' | 'ro' | 'en';
}): Record<ContactGroup, string> {
  const boxes = MAILBOXES[region.defaultLang];
  return Object.fromEntries(
    contactGroups.map((group) => [group, `${boxes[group]}@${region.domain}`]),
  ) as Record<ContactGroup, string>;
}

/**
 * /contact-us: one card per group with what it handles and a mail link to the team's own address,
 * the subject naming the group.
 */
export function ContactGroups({ addresses }: { addresses: Record<ContactGroup, string> }) {
  const t = useMessages();
  return (
    <Box as="section" paddingY="xlarge" aria-labelledby="contact-groups-heading">
      <Container>
        <Stack space="large">
          <Heading level={2} id="contact-groups-heading">
            {t('employer.contactIntro')}
          </Heading>
          <ul className={css.cardGrid}>
            {contactGroups.map((group) => {
              const title = t(`employer.group.${group}` as MessageId);
              const email = addresses[group];
              return (
                <li key={group}>
                  <div className={css.card}>
                    <Stack space="small">
                      <Heading level={3}>{title}</Heading>
                      <Text>{t(`employer.group.${group}Body` as MessageId)}</Text>
                      <Link href={`mailto:${email}?subject=${encodeURIComponent(title)}`}>
                        {email}
                      </Link>
                    </Stack>
                  </div>
                </li>
              );
            })}
          </ul>
        </Stack>
      </Container>
    </Box>
  );
}
