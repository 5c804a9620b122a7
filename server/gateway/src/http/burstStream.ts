import { Transform } from 'node:stream';

/**
 * Passes a stream on in bursts: the chunks that arrive within one turn of the event loop leave as
 * one. React writes a page's shell as dozens of small chunks at once, and the compression flushes
 * after every chunk it gets (so a streamed page reaches the browser while it renders); one flush
 * per burst instead of per chunk keeps the streaming and saves most of the compression's work and
 * bytes. A chunk that arrives later (a deferred part of the page) still leaves at once.
 */
export function burstStream(): Transform {
  let held: Buffer[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (held.length === 0) return;
    const burst = held.length === 1 ? held[0] : Buffer.concat(held);
    held = [];
    stream.push(burst);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  return stream;
}
