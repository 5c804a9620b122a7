import type { RegionConfig } from '@allas/core';
import { Box, Container, Heading, Link, Stack } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import * as css from './cardGrid.css';

/** The operating companies of both regions (spec §2: company data for Hungary and Romania). */
export function CompanyData({ companies }: { companies: readonly RegionConfig[] }) {
  const t = useMessages();
  return (
    <Box as="section" paddingY="xlarge" aria-labelledby="company-data-heading">
      <Container>
        <Stack space="large">
          <Heading level={2} id="company-data-heading">
            {t('employer.companyDataHeading')}
          </Heading>
          <ul className={css.cardGrid}>
            {companies.map((region) => (
              <li key={region.regionCode}>
                <div className={css.card}>
                  <Stack space="small">
                    <Heading level={3}>
                      {t(region.regionCode === 'HU' ? 'employer.companyHu' : 'employer.companyRo')}
                    </Heading>
                    <dl className={css.facts}>
                      <dt>{t('employer.companyName')}</dt>
                      <dd>{region.company.legalName}</dd>
                      <dt>{t('employer.companySeat')}</dt>
                      <dd>{region.company.city}</dd>
                      <dt>{t('employer.companyEmail')}</dt>
                      <dd>
                        <Link href={`mailto:${region.company.email}`}>{region.company.email}</Link>
                      </dd>
                    </dl>
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
