/** Up to two initials from a display name: "Kovács Éva" → "KÉ", "Ion" → "I". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase();
  return `${letter(first)}${last ? letter(last) : ''}`;
}
