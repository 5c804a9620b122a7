import type { IncomingMessage } from 'node:http';

/** A body larger than the reader's limit: reading stopped, the rest is left for drainRequestBody. */
export class BodyTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body larger than ${limitBytes} bytes`);
  }
}

/**
 * Reads a request body whole, up to `limitBytes`; past that (declared or sent) it rejects with
 * BodyTooLarge. Events rather than `for await`: leaving that loop early destroys the request, and
 * with it the kept-alive connection, so the browser's next request on it would be reset instead of
 * the answer going out (drainRequestBody reads the unread rest after the answer).
 */
export function readBodyWithin(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    return Promise.reject(new BodyTooLarge(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (outcome: () => void) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.pause();
        done(() => reject(new BodyTooLarge(limitBytes)));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => done(() => resolve(Buffer.concat(chunks)));
    const onError = (error: Error) => done(() => reject(error));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}
