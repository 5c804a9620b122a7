import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { ApiError } from './api-error.ts';
import { payloadTooLarge } from './read-body.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  declaredType: string;
  data: Buffer;
  /** The file was longer than its field's limit; data holds only the first `limit` bytes. */
  truncated: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Parses multipart/form-data into text fields and in-memory files. Each file field has its own size
 * limit (a file over it is marked truncated so the caller can answer with the field's own message);
 * unknown file fields, more than one file per field and bodies over `totalLimit` are refused.
 */
export function readMultipart(
  req: IncomingMessage,
  options: { fileLimits: Record<string, number>; totalLimit: number },
): Promise<MultipartBody> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(
      new ApiError(415, 'unsupported_media_type', 'error.unsupportedMediaType', {
        type: type.split(';')[0] || '(none)',
      }),
    );
  }
  const declared = Number(req.headers['content-length']);
  // Refusals leave the rest of the body to the error middleware, which drains it before answering.
  if (Number.isFinite(declared) && declared > options.totalLimit) {
    return Promise.reject(payloadTooLarge(options.totalLimit));
  }
  const largestFile = Math.max(0, ...Object.values(options.fileLimits));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send UTF-8 file names (önéletrajz.pdf); busboy's default would read them as latin1.
        defParamCharset: 'utf8',
        // One byte over the largest limit is enough to know a file is too large.
        limits: {
          fileSize: largestFile + 1,
          files: 4,
          fields: 40,
          fieldSize: 64 * 1024,
          parts: 50,
        },
      });
    } catch {
      reject(new ApiError(400, 'bad_request', 'error.validation'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let received = 0;
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.totalLimit) fail(payloadTooLarge(options.totalLimit));
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const limit = options.fileLimits[name];
      if (limit === undefined || files[name]) {
        stream.resume();
        fail(
          new ApiError(
            422,
            'validation_failed',
            'error.validation',
            {},
            {
              [name]: { key: 'validation.unknown_field' },
            },
          ),
        );
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit + 1) chunks.push(chunk);
      });
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        files[name] = {
          field: name,
          filename: info.filename ?? '',
          declaredType: info.mimeType,
          data: data.subarray(0, limit),
          truncated: data.length > limit || (stream as { truncated?: boolean }).truncated === true,
        };
      });
    });
    parser.on('error', () => fail(new ApiError(400, 'bad_request', 'error.validation')));
    parser.on('close', () => {
      if (!failed) resolve({ fields, files });
    });
    req.pipe(parser);
  });
}
