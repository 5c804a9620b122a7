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

/**
 * /contact-us: one card per group with what it handles and a mail link to the region's address,
 * the subject naming the group so the message reaches the right team.
 */
export function ContactGroups({ email }: { email: string }) {
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
