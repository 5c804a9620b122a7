import type { IncomingMessage } from 'node:http';
import { jsonNestingExceeds, MAX_JSON_NESTING } from '@allas/core';
import { ApiError } from './api-error.ts';

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`;

export const payloadTooLarge = (limit: number) =>
  new ApiError(413, 'payload_too_large', 'error.payloadTooLarge', { limit: formatBytes(limit) });

// A refused body is still read to its end (and dropped) up to this size before the answer goes out;
// past it the connection is closed instead: reading hundreds of megabytes only to refuse them is a
// cost an attacker could impose at will.
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * Reads what is left of a request body and drops it; resolves once the body has ended or the client
 * went away (true), or when more than MAX_DRAINED_BYTES would have to be read (false: the caller
 * answers with `Connection: close`). An answer sent while the client is still sending is seen as a
 * reset connection by the client, or by the gateway relaying it, whenever the socket closes with
 * unread bytes in it; once the body is drained the answer arrives like any other.
 */
export function drainRequest(req: IncomingMessage): Promise<boolean> {
  if (req.complete || req.readableEnded || req.destroyed) {
    req.resume();
    return Promise.resolve(true);
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAINED_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let drained = 0;
    const finish = (complete: boolean) => {
      req.off('data', count);
      req.off('end', ended);
      req.off('close', ended);
      req.off('error', ended);
      resolve(complete);
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) {
        req.pause();
        finish(false);
      }
    };
    const ended = () => finish(true);
    req.on('data', count);
    req.once('end', ended);
    req.once('close', ended);
    req.once('error', ended);
    req.resume();
  });
}

/**
 * Reads the whole request body, refusing (413) as soon as it grows past `limit` bytes; the error
 * middleware drains the rest before answering.
 */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit);
  // Plain events rather than `for await`: leaving such a loop early destroys the request, and with
  // it the connection the 413 should go back on.
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= limit) chunks.push(chunk);
      else {
        stop();
        reject(payloadTooLarge(limit));
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    // A client that went away mid-body: there is nobody left to answer.
    const onClose = () => {
      stop();
      reject(new Error('request closed before its body ended'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.once('error', reject);
  });
}

/**
 * The JSON body of a request. An empty body counts as `{}` (the spec's follow call posts an empty
 * body); other content types are 415, broken JSON is 400.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const raw = await readRawBody(req, limit);
  if (raw.length === 0) return {};
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new ApiError(415, 'unsupported_media_type', 'error.unsupportedMediaType', {
      type: type || '(none)',
    });
  }
  const text = raw.toString('utf8');
  if (jsonNestingExceeds(text, MAX_JSON_NESTING)) {
    throw new ApiError(400, 'bad_request', 'error.jsonTooDeep', { limit: MAX_JSON_NESTING });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'error.malformedJson');
  }
}
