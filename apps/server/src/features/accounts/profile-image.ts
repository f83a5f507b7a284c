import sharp from 'sharp';
import {
  INVALID_IMAGE_MESSAGE,
  IMAGE_MAX_PIXELS,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '@stagepass/domain/limits';
import {
  base64DecodedLength,
  detectImageFormat,
  imageDimensionsProblem,
  imageTooLargeMessage,
  isImageSizeAllowed,
  parseBase64DataUrl,
  type ImageUse,
  UPLOADABLE_IMAGE_FORMATS,
} from '@stagepass/domain/images';
import { AppError } from '../../rpc/app-error';

/** Stored images fit in this square: twice the largest avatar the web shows, for sharp screens. */
export const PROFILE_IMAGE_MAX_SIDE_PX = 1024;
/**
 * Decoding stops past this many pixels, so a small file that claims huge dimensions (a decompression
 * bomb) cannot take the server's memory. 48 MP phone photos still pass.
 */
const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;

export interface PreparedImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * spec 000 §5 / §9, checked again on the server (issue #4: never trust the client): the data URL is
 * decoded; at most 7,500,000 bytes; JPEG or PNG by magic bytes, whatever type it claims; at least
 * 150 × 150; then re-encoded, so what we store and serve is an image sharp wrote, not the upload.
 *
 * Output is WebP: a photo is about a tenth of its PNG size at the same look, it keeps the
 * transparency a PNG avatar may have, and every browser and both mobile platforms show it. The
 * pixels are turned upright by their EXIF orientation and every metadata block (EXIF with GPS,
 * XMP, comments) is dropped.
 */
export async function prepareImage(dataUrl: string, use: ImageUse): Promise<PreparedImage> {
  const parsed = parseBase64DataUrl(dataUrl);
  if (!parsed) throw invalid(INVALID_IMAGE_MESSAGE);
  // Measured before decoding, so an oversized upload is refused without allocating it.
  if (!isImageSizeAllowed(base64DecodedLength(parsed.base64)))
    throw new AppError('PAYLOAD_TOO_LARGE', imageTooLargeMessage(use), 'image');
  const input = Buffer.from(parsed.base64, 'base64');
  if (input.length === 0) throw invalid(INVALID_IMAGE_MESSAGE);

  const format = detectImageFormat(input);
  if (!format || !UPLOADABLE_IMAGE_FORMATS.includes(format)) throw invalid(IMAGE_TYPE_MESSAGE);

  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let width: number;
  let height: number;
  try {
    // metadata() reads the header only (no pixel limit needed): the declared size is known before a pixel is decoded.
    const meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw new Error('format mismatch');
    // autoOrient: the size as shown, after EXIF rotation (same for the 150 × 150 rule either way).
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch {
    throw invalid(INVALID_IMAGE_MESSAGE);
  }
  // Issue 16: a decompression bomb (a few KB declaring 50,000 × 50,000) is refused by what it declares.
  if (width * height > MAX_INPUT_PIXELS) throw invalid(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  const small = imageDimensionsProblem(width, height);
  if (small) throw invalid(small);

  try {
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({
        width: PROFILE_IMAGE_MAX_SIDE_PX,
        height: PROFILE_IMAGE_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82, alphaQuality: 90, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    // A file whose header reads fine but whose pixel data is broken.
    throw invalid(INVALID_IMAGE_MESSAGE);
  }
}

const invalid = (message: string) => new AppError('INVALID_INPUT', message, 'image');
