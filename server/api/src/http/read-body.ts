import type { IncomingMessage } from 'node:http';
import { jsonNestingExceeds, MAX_JSON_NESTING } from '@allas/core';
import { ApiError } from './api-error.ts';

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`;

export const payloadTooLarge = (limit: number) =>
  new ApiError(413, 'payload_too_large', 'error.payloadTooLarge', { limit: formatBytes(limit) });

/** Reads the whole request body, refusing (413) as soon as it grows past `limit` bytes. */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw payloadTooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw payloadTooLarge(limit);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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
