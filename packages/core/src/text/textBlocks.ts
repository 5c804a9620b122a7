/**
 * A stored text (a job ad's description, a blog article's body) is plain text with a light
 * markup, so employers can type it in a text area: blocks apart by blank lines, "## " or "### "
 * starting a heading line, "- " starting a list item. Everything else is paragraph text.
 */
export type TextBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{2,3})\s+(.+)$/;
const ITEM = /^[-•]\s+(.+)$/;

/** The text's headings, lists and paragraphs in their order (empty lines dropped). */
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (items.length > 0) blocks.push({ kind: 'list', items });
    paragraph = [];
    items = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (line === '') {
      flush();
    } else if (heading?.[1] && heading[2]) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, text: heading[2] });
    } else if (item?.[1]) {
      if (paragraph.length > 0) flush();
      items.push(item[1]);
    } else {
      if (items.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The text without its markup, for a word count or a plain-text mail. */
export function plainText(text: string): string {
  return textBlocks(text)
    .map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text))
    .join(' ');
}
