import { fieldError } from '../http/api-error.ts';
import type { UploadedFile } from '../http/multipart.ts';
import { displayName } from './display-name.ts';
import { sniffFileType } from './file-kinds.ts';
import { checkPdf } from './pdf-check.ts';
import { reencodePhoto } from './photo-reencode.ts';

/** What is stored of an accepted upload: the bytes to keep, their type and a harmless display name. */
export interface CheckedUpload {
  data: Buffer;
  type: string;
  name: string;
}

// A profile photo and a company's picture (logo, banner) go through the same decoder and
// re-encoding; only the words of their messages differ.
const IMAGE_MESSAGES = {
  photo: {
    tooLarge: 'validation.photo.tooLarge',
    type: 'validation.photo.type',
    invalid: 'validation.photo.invalid',
  },
  image: {
    tooLarge: 'validation.image.tooLarge',
    type: 'validation.image.type',
    invalid: 'validation.image.invalid',
  },
} as const;

/**
 * Checks an uploaded file by its bytes, each failure with its own message on the upload's field:
 * presence, emptiness, size, type by signature, then a PDF must be a single clean PDF (see checkPdf)
 * and a photo must decode as the image it claims to be; a photo is stored re-encoded, never as sent.
 * `pdf` is any PDF upload (CV, cover letter); `image` a company's logo or banner, which may keep
 * more pixels (`maxSide`) than a profile photo.
 */
export async function checkUpload(
  file: UploadedFile | undefined,
  kind: 'pdf' | 'photo' | 'image',
  field: string,
  options: { maxSide?: number } = {},
): Promise<CheckedUpload> {
  if (!file) throw fieldError(field, 'validation.required');
  if (file.data.length === 0) throw fieldError(field, 'validation.file.invalid');
  if (file.truncated) {
    throw fieldError(
      field,
      kind === 'pdf' ? 'validation.cv.tooLarge' : IMAGE_MESSAGES[kind].tooLarge,
      413,
    );
  }
  const type = sniffFileType(file.data);
  if (kind === 'pdf') {
    if (type !== 'application/pdf') throw fieldError(field, 'validation.cv.type', 415);
    const problem = await checkPdf(file.data);
    if (problem) throw fieldError(field, problem);
    return { data: file.data, type, name: displayName(file.filename, 'pdf', 'document') };
  }
  const messages = IMAGE_MESSAGES[kind];
  if (type === null || type === 'application/pdf') throw fieldError(field, messages.type, 415);
  const photo = await reencodePhoto(file.data, type, options.maxSide);
  if (!photo) throw fieldError(field, messages.invalid);
  return {
    data: photo.data,
    type: photo.type,
    name: displayName(file.filename, photo.extension, kind),
  };
}
