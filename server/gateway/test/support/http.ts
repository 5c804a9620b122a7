import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body bytes as they came (still compressed when Content-Encoding says so). */
  raw: Buffer;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
  json<T = Record<string, unknown>>(): T;
  /** Set-Cookie lines by cookie name. */
  cookies: Map<string, string>;
}

/**
 * One HTTP request over a fresh connection. node:http rather than fetch, because the tests set
 * headers fetch refuses or rewrites (Host, Connection, Keep-Alive, TE).
 */
export function send(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; body?: unknown } = {},
): Promise<Answer> {
  // The path goes on the request line as given (`//jobs` too), not resolved against the base.
  const base = new URL(baseUrl);
  const body = options.body;
  const payload =
    body === undefined || Buffer.isBuffer(body)
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const headers: OutgoingHttpHeaders = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(payload.length);
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        path,
        method: options.method ?? 'GET',
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          const cookies = new Map<string, string>();
          for (const line of res.headers['set-cookie'] ?? []) {
            cookies.set(line.slice(0, line.indexOf('=')), line);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            raw,
            ms: performance.now() - started,
            json: () => JSON.parse(text),
            cookies,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The attributes of one Set-Cookie line: name=value first, then `Attr` or `Attr=value`. */
export function cookieAttributes(line: string): { value: string; attrs: Map<string, string> } {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const attrs = new Map<string, string>();
  for (const part of rest) {
    const separator = part.indexOf('=');
    if (separator === -1) attrs.set(part.toLowerCase(), '');
    else attrs.set(part.slice(0, separator).toLowerCase(), part.slice(separator + 1));
  }
  return { value: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)), attrs };
}
