import sharp from 'sharp';
import { prepareImage, type PreparedImage } from '../accounts/profile-image';

/**
 * spec 001 §5 'Profile media image: under 7.5 MB, at least 150x150, cropped square': the profile picture's checks
 * (size before decoding, JPEG or PNG by magic bytes, 150 × 150, re-encoded without metadata; features/accounts/
 * profile-image.ts), then a centre crop to a square when the uploader's crop was not one (a client can send
 * anything, and a crop can come out a pixel off).
 */
export async function prepareGalleryImage(dataUrl: string): Promise<PreparedImage> {
  const image = await prepareImage(dataUrl, 'image');
  if (image.width === image.height) return image;
  const side = Math.min(image.width, image.height);
  const { data, info } = await sharp(image.bytes)
    .resize({ width: side, height: side, fit: 'cover', position: 'centre' })
    .webp({ quality: 82, alphaQuality: 90, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { ...image, bytes: data, width: info.width, height: info.height };
}
