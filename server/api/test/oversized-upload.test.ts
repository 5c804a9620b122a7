import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from './support/files.ts';
import { registeredUser, startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: false });
});
afterAll(() => app?.close());

interface RawAnswer {
  status: number;
  body: string;
  /** Whether the answer began to arrive before the whole body had been handed to the socket. */
  answeredEarly: boolean;
}

/**
 * Sends a multipart body the way the gateway relays a browser's upload: streamed in 64 kB chunks
 * with pauses, so a server that answers without reading to the end answers mid-upload. Through the
 * gateway such an early answer was sometimes lost to a reset connection; the api must answer only
 * once the body is drained. Any connection error fails the call.
 */
function streamUpload(
  headers: Record<string, string>,
  file: Buffer,
  withLength: boolean,
): Promise<RawAnswer> {
  const boundary = 'allas-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    let allSent = false;
    const outgoing = request(new URL('/profile/photo', app.url), {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Without a length the body goes chunked and only its bytes tell the api it is too large.
        ...(withLength ? { 'content-length': String(payload.length) } : {}),
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const answeredEarly = !allSent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          answeredEarly,
        }),
      );
    });
    (async () => {
      const last = payload.length - 64 * 1024;
      for (let offset = 0; offset < last; offset += 64 * 1024) {
        if (outgoing.destroyed) return;
        outgoing.write(payload.subarray(offset, Math.min(offset + 64 * 1024, last)));
        await new Promise((done) => setTimeout(done, 3));
      }
      // The last bytes go with end(): an answer before this point did not wait for them.
      allSent = true;
      outgoing.end(payload.subarray(last));
    })();
  });
}

describe('oversized multipart bodies', () => {
  it('an oversized photo answers 413, not a reset', async () => {
    const { client } = await registeredUser(app.url);
    client.locale = 'en';
    const photo = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 512 * 1024, 7)]);
    for (const withLength of [true, false]) {
      const answer = await streamUpload(client.headers(), photo, withLength);
      expect(answer.status).toBe(413);
      expect(answer.answeredEarly).toBe(false);
      expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
    }
    // The connection and the api are fine afterwards.
    expect((await client.get('/profile')).status).toBe(200);
  });

  it('an upload refused before its body is read (no XSRF header) is answered after the body too', async () => {
    const { client } = await registeredUser(app.url);
    const answer = await streamUpload(
      client.headers({ 'x-xsrf-token': '' }),
      Buffer.concat([pngBytes(), Buffer.alloc(1024 * 1024, 7)]),
      true,
    );
    expect(answer.status).toBe(419);
    expect(answer.answeredEarly).toBe(false);
  });
});
