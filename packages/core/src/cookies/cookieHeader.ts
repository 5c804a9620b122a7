/** Reads a Cookie request header (`a=1; b=2`) into a map; values are URI-decoded when possible. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Keep the raw text: a cookie another site wrote may not be URI-encoded.
    }
    cookies.set(name, value);
  }
  return cookies;
}
