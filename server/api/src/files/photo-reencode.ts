import sharp from 'sharp';
import type { SniffedType } from './file-kinds.ts';

/** Stored photos are never larger than this on either side: a profile picture, not a print. */
export const PHOTO_MAX_SIDE = 1024;
// A 2 MB JPEG of one flat colour can claim 30,000 × 30,000 pixels and take gigabytes to decode.
const MAX_INPUT_PIXELS = 50_000_000;
const SHARP_FORMAT: Record<string, SniffedType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface ReencodedPhoto {
  data: Buffer;
  type: 'image/jpeg';
  extension: 'jpg';
}

/**
 * Decodes a photo with a real image decoder (libvips through sharp) and encodes it again as a JPEG:
 * turned upright by its EXIF orientation, at most `maxSide` pixels a side, with no metadata
 * (EXIF, GPS, comments, ICC text) and nothing the original carried beside its pixels. Null when the
 * bytes do not decode as the image type their header claims.
 */
export async function reencodePhoto(
  data: Buffer,
  sniffed: SniffedType,
  maxSide: number = PHOTO_MAX_SIDE,
): Promise<ReencodedPhoto | null> {
  try {
    // failOn 'warning' (the default) also refuses truncated and damaged images.
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (SHARP_FORMAT[format] !== sniffed) return null;
    const output = await image
      .rotate()
      .resize({
        width: maxSide,
        height: maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // Transparent areas of a PNG or WebP become white rather than black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { data: output, type: 'image/jpeg', extension: 'jpg' };
  } catch {
    return null;
  }
}
