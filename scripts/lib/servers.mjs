// What the benchmark and comparison scripts need to run throw-away servers: a free port, and
// waiting until a server answers.
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws, naming `who`, after `timeoutMs`. */
export async function waitFor(url, timeoutMs, who) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${who}: ${url} did not answer within ${timeoutMs / 1000} s`);
}
