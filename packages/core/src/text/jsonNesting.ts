/**
 * How deeply the arrays and objects of a JSON text nest, read from the raw text without parsing it
 * (brackets inside strings do not count), stopping as soon as `limit` is passed. A body nested
 * thousands deep parses fine but overflows the stack of whatever walks it recursively afterwards,
 * so servers check this before JSON.parse.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The nesting any of our request bodies needs, with room to spare (forms are two or three deep). */
export const MAX_JSON_NESTING = 32;
