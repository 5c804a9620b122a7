import { Alert, Box, Container, Heading, Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';

/** The home page's hero: the heading, what allas is, and how many positions are open. */
export function HomeHero({ totalOpenJobs }: { totalOpenJobs: number | null }) {
  const t = useMessages();
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby="home-hero-heading">
      <Container>
        <Stack space="medium">
          <Heading level={1} id="home-hero-heading">
            {t('home.heroHeading')}
          </Heading>
          <Text size="large">{t('home.heroIntro')}</Text>
          {totalOpenJobs === null ? (
            <Alert tone="info">{t('home.openJobsUnavailable')}</Alert>
          ) : (
            <Text weight="bold">{t('home.openJobs', { count: totalOpenJobs })}</Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
