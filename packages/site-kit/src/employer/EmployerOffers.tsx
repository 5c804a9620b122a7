import { Box, Container, Heading, Link, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import * as css from './cardGrid.css';
import { FIRST_AD_FREE_DAYS, SHORTLIST_CANDIDATE_COUNT } from './employerConstants';

/**
 * The four employer offers of spec §1: ad packages (the first ad free for 30 days), the talent
 * pool, the Candidate Shortlist (5 pre-screened candidates, no hiring guarantee) and the workplace
 * of the month. `shortlistHref` is given when the shortlist page is reachable.
 */
export function EmployerOffers({ shortlistHref }: { shortlistHref?: string }) {
  const t = useMessages();
  const offers = [
    {
      id: 'ads',
      title: t('employer.adPackagesTitle'),
      body: t('employer.adPackagesBody', { count: FIRST_AD_FREE_DAYS }),
    },
    { id: 'pool', title: t('employer.talentPoolTitle'), body: t('employer.talentPoolBody') },
    {
      id: 'shortlist',
      title: t('employer.shortlistTitle'),
      body: t('employer.shortlistBody', { count: SHORTLIST_CANDIDATE_COUNT }),
      link: shortlistHref ? { href: shortlistHref, label: t('employer.shortlistLink') } : undefined,
    },
    { id: 'month', title: t('employer.workplaceTitle'), body: t('employer.workplaceBody') },
  ];
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby="employer-offers-heading">
      <Container>
        <Stack space="large">
          <Heading level={2} id="employer-offers-heading">
            {t('employer.offersHeading')}
          </Heading>
          <ul className={css.cardGrid}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <div className={css.card}>
                  <Stack space="small">
                    <Heading level={3}>{offer.title}</Heading>
                    <Text>{offer.body}</Text>
                    {offer.link ? <Link href={offer.link.href}>{offer.link.label}</Link> : null}
                  </Stack>
                </div>
              </li>
            ))}
          </ul>
        </Stack>
      </Container>
    </Box>
  );
}
