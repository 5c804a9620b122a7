/**
 * C0 control characters (NUL, backspace, escape …) and DEL, but not tab, line feed or carriage
 * return, which text areas legitimately send. No form field has a use for the rest, and a NUL byte
 * is refused by PostgreSQL itself, so they are turned away at the edge with a field error.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The text with its control characters removed, for values read leniently (a page's URL). */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');
}

/**
 * The path of the first string inside `value` (an object, array or string, as a request's query,
 * params or JSON body) that holds a control character, or null when there is none. Object keys
 * count too: `{"a\u0000": 1}` is as unwelcome as a value. Nesting is walked iteratively, so a
 * deeply nested body cannot overflow the stack.
 */
export function controlCharacterPath(value: unknown): string[] | null {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push({ value: item, path: [...path, String(index)] });
      });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasControlCharacters(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
