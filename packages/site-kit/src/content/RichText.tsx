import { textBlocks } from '@allas/core';
import { Heading, Stack, Text } from '@allas/ui';
import * as css from './richText.css';

/**
 * A stored text (job ad, blog article) with its headings, lists and paragraphs. `headingLevel` is
 * the outline level of the text's "## " headings ("### " one below), so they sit under the
 * page's own headings.
 */
export function RichText({
  text,
  headingLevel,
  space = 'medium',
}: {
  text: string;
  headingLevel: 2 | 3;
  /** The space between blocks: an article's roomier than an ad's. */
  space?: 'medium' | 'large';
}) {
  return (
    <Stack space={space}>
      {textBlocks(text).map((block, index) => {
        // The blocks are the text's fixed parts: their order is their identity.
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          const level = block.level === 2 ? headingLevel : headingLevel === 2 ? 3 : 4;
          return (
            <Heading key={key} level={level} size={level === 2 ? 3 : 4}>
              {block.text}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className={css.list}>
              {block.items.map((item) => (
                <li key={item}>
                  <Text as="span">{item}</Text>
                </li>
              ))}
            </ul>
          );
        }
        return (
          <Text key={key} as="p">
            {block.text}
          </Text>
        );
      })}
    </Stack>
  );
}
