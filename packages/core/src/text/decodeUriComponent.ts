/**
 * decodeURIComponent without the throw: undefined for a malformed escape ("%", "%E0%A4"), which
 * request paths, queries, cookies and headers of the open internet do carry.
 */
export function decodeUriComponentOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
