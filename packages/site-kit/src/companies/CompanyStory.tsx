import { Stack, Text } from '@allas/ui';
import { useMessages } from '../i18n/useMessages';
import { CompanySection } from './CompanySection';
import type { CompanyDetail } from './companyTypes';

/** A long text as its paragraphs (the api separates them with blank lines). */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <Stack space="small">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/** The company in its own words: about, life there and mission; a text it has not written is left out. */
export function CompanyStory({
  about,
  life,
  mission,
}: Pick<CompanyDetail, 'about' | 'life' | 'mission'>) {
  const t = useMessages();
  const parts = [
    { key: 'about', title: t('companies.page.about'), text: about },
    { key: 'life', title: t('companies.page.life'), text: life },
    { key: 'mission', title: t('companies.page.mission'), text: mission },
  ].filter((part) => part.text !== null && part.text.trim() !== '');
  return (
    <>
      {parts.map((part) => (
        <CompanySection key={part.key} title={part.title}>
          <Paragraphs text={part.text ?? ''} />
        </CompanySection>
      ))}
    </>
  );
}
