import { z } from 'zod';
import { errorKey } from './errorKey';

const MEBIBYTE = 1024 * 1024;
/** Spec §9: photo at most 2 MB. */
export const MAX_PHOTO_BYTES = 2 * MEBIBYTE;
/** Spec §9: CV upload PDF, at most 3 MB. */
export const MAX_CV_BYTES = 3 * MEBIBYTE;

export const photoMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof photoMimeTypes)[number];
export const cvMimeTypes = ['application/pdf'] as const;
export type CvMimeType = (typeof cvMimeTypes)[number];

const invalidFile = errorKey('validation.file.invalid');

/**
 * What core knows of an upload: the browser's File and the api's multipart part both describe
 * themselves this way, and core does no I/O.
 */
export const fileDescriptorSchema = z.object(
  {
    name: z.string(invalidFile).min(1, invalidFile).max(255, invalidFile),
    type: z.string(invalidFile),
    size: z.int(invalidFile).nonnegative(invalidFile),
  },
  invalidFile,
);
export type FileDescriptor = z.infer<typeof fileDescriptorSchema>;

function hasType(types: readonly string[], file: FileDescriptor): boolean {
  return types.includes(file.type.toLowerCase());
}

export const photoFileSchema = fileDescriptorSchema
  .refine((file) => hasType(photoMimeTypes, file), errorKey('validation.photo.type'))
  .refine((file) => file.size <= MAX_PHOTO_BYTES, errorKey('validation.photo.tooLarge'));

export const cvFileSchema = fileDescriptorSchema
  .refine((file) => hasType(cvMimeTypes, file), errorKey('validation.cv.type'))
  .refine((file) => file.size <= MAX_CV_BYTES, errorKey('validation.cv.tooLarge'));

/** A file the api already stores (a saved CV, a profile photo): only the owner sees its URL. */
export const storedFileSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.string(),
  size: z.int().nonnegative(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
