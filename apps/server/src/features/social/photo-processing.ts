import sharp from 'sharp';

import { AppError } from '../../errors';

/** Formats recognised from the file's bytes; the name and declared type are ignored. */
const ACCEPTED_FORMATS = new Set([
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'heif',
]);
const MAX_INPUT_PIXELS = 50_000_000;

const PHOTO_VARIANTS = {
  large: { size: 1600, quality: 80 },
  thumb: { size: 640, quality: 75 },
} as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

export type ProcessedPhoto = Record<PhotoVariant, Buffer>;

const notAnImage = () =>
  AppError.badRequest(
    'Each photo must be a JPEG, PNG, WebP, GIF or AVIF image',
  );

/**
 * Re-encodes an upload to WebP in two sizes. Orientation is applied first;
 * sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    format = (
      await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    ).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  const encode = async (variant: PhotoVariant) => {
    const { size, quality } = PHOTO_VARIANTS[variant];
    return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  };
  try {
    return { large: await encode('large'), thumb: await encode('thumb') };
  } catch {
    throw notAnImage();
  }
}
