import { Box, Container, Heading, Stack, Text } from '@allas/ui';
import { type MetaArgs, useLoaderData } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { type LegalDocumentData, legalDocumentLoader } from '../legal/legalDocumentLoader';
import { pageMeta, rootDataOf } from '../seo/pageMeta';

export const loader = legalDocumentLoader;

export function meta({ matches, loaderData }: MetaArgs<typeof legalDocumentLoader>) {
  if (!loaderData) return [];
  return pageMeta(rootDataOf(matches), {
    title: `legal.${loaderData.type}`,
    description: 'legal.description',
  });
}

/** A legal document (terms, privacy, cookies, prize-game rules) of one region in the page's language. */
export default function LegalDocument() {
  const { type, sections } = useLoaderData<LegalDocumentData>();
  const t = useMessages();
  return (
    <Box paddingY="xlarge">
      <Container width="narrow">
        <Stack space="large">
          <Heading level={1}>{t(`legal.${type}`)}</Heading>
          {sections.map((section) => (
            <Stack key={section.heading} space="small" as="section">
              <Heading level={2}>{section.heading}</Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
