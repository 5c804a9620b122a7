import { Box, Stack, Text } from '@allas/ui';
import { useId } from 'react';
import { RichText } from '../content/RichText';
import { useMessages } from '../i18n/useMessages';

/**
 * The ad's description as candidates will read it (headings, lists, paragraphs through the same
 * RichText the ad page uses), below the field while the employer types; nothing while it is empty.
 */
export function DescriptionPreview({ text }: { text: string }) {
  const t = useMessages();
  const labelId = useId();
  if (text.trim() === '') return null;
  return (
    <Box
      as="section"
      aria-labelledby={labelId}
      background="sunken"
      padding="medium"
      borderRadius="medium"
    >
      <Stack space="small">
        <Text id={labelId} size="small" weight="bold" tone="muted">
          {t('employerJobs.field.descriptionPreview')}
        </Text>
        <RichText text={text} headingLevel={3} />
      </Stack>
    </Box>
  );
}
