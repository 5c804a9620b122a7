import { Box, ButtonLink, Heading, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

export interface CompanyBoxProps {
  name: string;
  logoUrl: string | null;
  openJobCount: number;
  /** The company profile's in-site path with the language prefix. */
  href: string;
}

/** The employer beside the ad: name, logo, how many positions it has open, its profile. */
export function CompanyBox({ name, logoUrl, openJobCount, href }: CompanyBoxProps) {
  const t = useMessages();
  return (
    <Box
      as="aside"
      aria-labelledby="job-company-heading"
      background="sunken"
      borderRadius="large"
      padding="large"
    >
      <Stack space="medium">
        <Heading level={2} size={3} id="job-company-heading">
          {t('job.companyHeading')}
        </Heading>
        {logoUrl ? <img src={logoUrl} alt="" width={96} height={96} loading="lazy" /> : null}
        <Text weight="bold" size="large">
          {name}
        </Text>
        <Text tone="muted">{t('job.companyOpenJobs', { count: openJobCount })}</Text>
        <ButtonLink href={href} variant="secondary" fullWidth>
          {t('job.companyProfile')}
        </ButtonLink>
      </Stack>
    </Box>
  );
}
