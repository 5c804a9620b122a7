import { formatPercent, isLocale } from '@allas/core';
import { Box, ButtonLink, Container, Heading, Stack, Text } from '@allas/ui';
import { useIntl } from 'react-intl';
import { useMessages } from '../i18n/useMessages';
import * as css from './cardGrid.css';
import { workshopClaims } from './employerConstants';

/**
 * The free workshop video's four claims (spec §1) as figures, with an optional intro and action;
 * on /employer-branding under an h2, on the workshop page under the page's h1 section.
 */
export function WorkshopClaims({
  heading,
  intro,
  action,
}: {
  heading: string;
  intro?: string;
  action?: { label: string; href: string };
}) {
  const t = useMessages();
  const { locale } = useIntl();
  const lang = isLocale(locale) ? locale : 'hu';
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby="workshop-claims-heading">
      <Container>
        <Stack space="large">
          <Heading level={2} id="workshop-claims-heading">
            {heading}
          </Heading>
          {intro ? <Text size="large">{intro}</Text> : null}
          <ul className={css.cardGrid}>
            {workshopClaims.map((claim) => (
              <li key={claim.id}>
                <div className={css.card}>
                  <Text weight="bold" size="large">
                    {/* The formatted figure is the message's {count}, the catalog's number slot. */}
                    {t(claim.id, { count: formatPercent(claim.ratio, lang, 0) })}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
          {action ? (
            <div>
              <ButtonLink href={action.href} variant="primary">
                {action.label}
              </ButtonLink>
            </div>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
