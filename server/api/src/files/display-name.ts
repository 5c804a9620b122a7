// The name a browser sends with a file is attacker-controlled text: it is never used to store the
// bytes (file-store keys are random) and is kept only as a display name for Content-Disposition and
// the profile. It is cut down to something harmless to show and to save on any operating system.
// Counted in code points, so a cut never splits a character in two.
const MAX_STEM_LENGTH = 100;

/**
 * The display name of an upload: the last path segment only, without control or bidi-override
 * characters, reserved punctuation or `..`, bounded in length and ending in `extension` (the type
 * the bytes proved to be, so a `cv.exe` that is a PDF is shown as `cv.pdf`).
 */
export function displayName(original: string, extension: string, fallbackStem: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // Cc: control characters (NUL, newlines that would split a header); Cf: format characters such
    // as U+202E that make "cv\u202Efdp.exe" look like "cvexe.pdf".
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned)
    // Leading and trailing dots make hidden files and names Windows cannot save.
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const bounded = [...stem].slice(0, MAX_STEM_LENGTH).join('').trim() || fallbackStem;
  return `${bounded}.${extension}`;
}
