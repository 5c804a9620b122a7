import { createHash } from 'node:crypto';

/**
 * Every `<script>` element with its attributes and text. The HTML the sites render comes from
 * React, which escapes `>` in attribute values and `<` in the scripts it writes, so an element
 * ends at its first `</script>` here as it does for the browser's parser.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of a page: the sha256 of
 * each script's text as written, in order of appearance, each once. External scripts (`src`) are
 * left out: under 'strict-dynamic' they are allowed by the scripts that load them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
