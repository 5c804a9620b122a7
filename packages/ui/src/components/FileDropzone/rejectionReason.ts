import { ErrorCode, type FileRejection } from 'react-dropzone';
import type { Locale } from '../../provider/locales';
import type { DropzoneStrings } from './dropzoneStrings';
import { type AcceptMap, formatNames, listAlternatives, megabytes } from './fileFormats';

/**
 * Why a drop was refused, in the chrome language with the field's own limits: "The file may not
 * be greater than 3 MB.", "Only PDF files are accepted.", "Only one file can be uploaded."
 */
export function rejectionReason(
  rejections: readonly FileRejection[],
  {
    accept,
    maxSize,
    strings,
    locale,
  }: { accept?: AcceptMap; maxSize?: number; strings: DropzoneStrings; locale: Locale },
): string | undefined {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((e) => e.code)));
  // Too many files is the reason for every file of such a drop, so it is told first.
  if (codes.has(ErrorCode.TooManyFiles)) return strings.tooManyFiles;
  if (codes.has(ErrorCode.FileInvalidType) && accept) {
    return strings.fileTypeNotAccepted(listAlternatives(formatNames(accept), locale));
  }
  if (codes.has(ErrorCode.FileTooLarge) && maxSize !== undefined) {
    return strings.fileTooLarge(megabytes(maxSize, locale));
  }
  return rejections[0]?.errors[0]?.message;
}
