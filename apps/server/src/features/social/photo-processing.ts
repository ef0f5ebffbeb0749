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
/** 24 MP takes any phone's photo; a 7000×7000 "bomb" decodes to 196 MB and is refused. */
const MAX_INPUT_PIXELS = 24_000_000;
export const TOO_MANY_PIXELS = 'Each photo must be 24 megapixels or smaller';
// Every upload is decoded once: a pixel cache would only hold memory.
sharp.cache(false);
// One libvips thread per image, so the two jobs the queue allows leave the
// event loop its share of the machine.
sharp.concurrency(1);

const PHOTO_VARIANTS = {
  large: { size: 1600, quality: 80 },
  thumb: { size: 640, quality: 75 },
} as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

export type ProcessedPhoto = Record<PhotoVariant, Buffer>;

export const notAnImage = () =>
  AppError.badRequest(
    'Each photo must be a JPEG, PNG, WebP, GIF or AVIF image',
  );
const tooManyPixels = () => new AppError(413, TOO_MANY_PIXELS);

/** Whether a file's first bytes are those of an accepted format (junk stops here). */
export function hasImageSignature(head: Buffer): boolean {
  const ascii = (from: number, to: number) =>
    head.subarray(from, to).toString('latin1');
  return (
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  );
}

/**
 * The declared size from the header alone (sharp reads no pixels for
 * metadata). A start of the file is enough for most formats; when it is not,
 * `known` is false and the whole file is checked again before decoding.
 */
export async function checkDeclaredPixels(
  data: Buffer,
): Promise<{ known: boolean; format?: string }> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return { known: false };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  return { known: true, format: meta.format };
}

/**
 * Re-encodes an upload to WebP in two sizes. Orientation is applied first;
 * sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to. The
 * declared size is checked before any pixel is decoded, and libvips refuses
 * more than the limit while decoding in case the header lied.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const { known, format } = await checkDeclaredPixels(input);
  if (!known || !format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  const encode = async (from: Buffer, variant: PhotoVariant) => {
    const { size, quality } = PHOTO_VARIANTS[variant];
    return sharp(from, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  };
  try {
    // The upload is decoded once; the thumbnail comes from the large copy.
    const large = await encode(input, 'large');
    return { large, thumb: await encode(large, 'thumb') };
  } catch (error) {
    // The header understated the size: libvips stopped at the limit.
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notAnImage();
  }
}
