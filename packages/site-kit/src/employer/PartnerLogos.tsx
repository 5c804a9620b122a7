import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import * as css from './cardGrid.css';

export interface Partner {
  slug: string;
  name: string;
  /** Same-origin logo URL (through the gateway's /api), or null when the company has none. */
  logo: string | null;
}

/** The premium page's partner logos: companies of the region that hire on allas. */
export function PartnerLogos({ partners }: { partners: readonly Partner[] }) {
  const t = useMessages();
  if (partners.length === 0) return null;
  return (
    <Box as="section" paddingY="xxlarge" background="sunken" aria-labelledby="partners-heading">
      <Container>
        <Stack space="large">
          <Heading level={2} id="partners-heading">
            {t('employer.partnersHeading')}
          </Heading>
          <ul className={css.cardGrid}>
            {partners.map((partner) => (
              <li key={partner.slug}>
                <div className={css.card}>
                  <Stack space="small">
                    {partner.logo ? (
                      <img
                        className={css.logo}
                        src={partner.logo}
                        alt={t('employer.partnerLogo', { company: partner.name })}
                        width={160}
                        height={48}
                        loading="lazy"
                      />
                    ) : null}
                    <Text weight="bold">{partner.name}</Text>
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
