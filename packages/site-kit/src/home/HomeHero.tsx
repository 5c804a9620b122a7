import { Alert, Box, Container, Heading, SearchBar, Stack, Text } from '@allas/ui';
import { useNavigate } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { useLocalizedHref } from '../routing/useLocalizedHref';
import type { CategoryCount } from './contentTypes';
import { jobSearchPath } from './jobSearchHref';

/** Each board's hero wording: the blue-collar board speaks of shifts and pay near you. */
const wording = {
  general: { heading: 'home.heroHeading', intro: 'home.heroIntro' },
  blueCollar: { heading: 'home.blueHeroHeading', intro: 'home.blueHeroIntro' },
} as const;

/**
 * The home page's hero: the heading, what allas is, how many positions are open, and the job
 * search, which opens the job list with the text, place and category in the URL.
 */
export function HomeHero({
  totalOpenJobs,
  categories = [],
  kind = 'general',
}: {
  /** Which board's wording: the blue-collar board (`isBlue`) has its own. */
  kind?: keyof typeof wording;
  /** Open positions in the region; null when the api could not say (the whole home aggregate is missing). */
  totalOpenJobs: number | null;
  categories?: readonly CategoryCount[];
}) {
  const t = useMessages();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <Box as="section" paddingY="xxlarge" aria-labelledby="home-hero-heading">
      <Container>
        <Stack space="large">
          <Stack space="medium">
            <Heading level={1} id="home-hero-heading">
              {t(wording[kind].heading)}
            </Heading>
            <Text size="large">{t(wording[kind].intro)}</Text>
            {totalOpenJobs === null ? (
              <Alert tone="info">{t('home.contentUnavailable')}</Alert>
            ) : (
              <Text weight="bold">{t('home.openJobs', { count: totalOpenJobs })}</Text>
            )}
          </Stack>
          <SearchBar
            label={t('home.searchLabel')}
            textLabel={t('home.searchText')}
            locationLabel={t('home.searchLocation')}
            categoryLabel={t('home.searchCategory')}
            categoryPlaceholder={t('home.searchAnyCategory')}
            categoryOptions={categories.map((category) => ({
              value: category.slug,
              label: category.name,
            }))}
            onSubmit={(values) => {
              void navigate(
                href(
                  jobSearchPath({
                    text: values.text.trim(),
                    location: values.location.trim(),
                    category: values.category === '' ? undefined : values.category,
                  }),
                ),
              );
            }}
          />
        </Stack>
      </Container>
    </Box>
  );
}
