import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { burstStream } from '../src/http/burstStream';

/** The chunks a stream passes on, as strings. */
function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return {
    chunks,
    ended: new Promise<void>((resolve) => stream.on('end', () => resolve())),
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('burstStream', () => {
  it('passes the chunks written in one turn on as one, and a later chunk on its own', async () => {
    const source = new PassThrough();
    const bursts = collect(source.pipe(burstStream()));
    for (const part of ['<html>', '<head>', '</head>', '<body>']) source.write(part);
    await nextTurn();
    await nextTurn();
    expect(bursts.chunks).toEqual(['<html><head></head><body>']);
    source.write('<div>later</div>');
    await nextTurn();
    await nextTurn();
    expect(bursts.chunks).toEqual(['<html><head></head><body>', '<div>later</div>']);
    source.end('</body></html>');
    await bursts.ended;
    expect(bursts.chunks.join('')).toBe('<html><head></head><body><div>later</div></body></html>');
  });

  it('keeps the last chunks of a stream that ends in the same turn', async () => {
    const source = new PassThrough();
    const bursts = collect(source.pipe(burstStream()));
    source.write('a');
    source.end('b');
    await bursts.ended;
    expect(bursts.chunks.join('')).toBe('ab');
  });
});
