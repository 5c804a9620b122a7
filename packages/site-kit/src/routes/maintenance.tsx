import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import type { MetaArgs } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export function loader() {
  return null;
}

export function meta({ matches }: MetaArgs) {
  return [
    ...pageMeta(rootDataOf(matches), {
      title: 'maintenance.title',
      description: 'maintenance.description',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The maintenance page: the one route without the default layout (spec §2). */
export default function Maintenance() {
  const t = useMessages();
  return (
    <Box as="main" paddingY="xxlarge">
      <Container width="narrow">
        <Stack space="medium">
          <Heading level={1}>{t('maintenance.title')}</Heading>
          <Text>{t('maintenance.text')}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
