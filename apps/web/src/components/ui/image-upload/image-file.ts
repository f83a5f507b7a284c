// spec 000 §5 image upload rules as the dialog applies them to a chosen file, in the order a visitor
// would want to hear about them: the type, the size, the bytes, then the picture's own size. The
// server checks all of it again (update_profile_image), since a client can send anything.

import {
  imageDimensionsProblem,
  imageTooLargeMessage,
  isImageSizeAllowed,
  isUploadableImage,
} from '@stagepass/domain/images';
import type { ImageUse } from '@stagepass/domain/images';
import {
  FILE_READ_FAILED_MESSAGE,
  IMAGE_LOAD_FAILED_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_EXTENSIONS,
  INVALID_IMAGE_MESSAGE,
} from '@stagepass/domain/limits';

export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
}

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/** spec 000 §5: 'type must be an image (extensions jpg, jpeg, png)'; the declared type may confirm it. */
function hasImageName(file: ChosenFile): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return (
    (IMAGE_UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ||
    file.type === 'image/png' ||
    file.type === 'image/jpeg'
  );
}

export interface ImageFacts {
  file: ChosenFile | null | undefined;
  /** The file's first bytes (12 are enough); undefined before they are read. */
  head?: Uint8Array;
  /** The decoded picture's size; undefined before it is decoded. */
  width?: number;
  height?: number;
}

/**
 * The first problem with a chosen image, or null. Pure, so it is tested with the facts injected: the
 * dialog calls it again as each fact becomes known (name and size, then the bytes, then the size in px).
 */
export function imageProblem({ file, head, width, height }: ImageFacts, use: ImageUse): string | null {
  if (!file) return INVALID_IMAGE_MESSAGE;
  if (!hasImageName(file)) return IMAGE_TYPE_MESSAGE;
  if (!isImageSizeAllowed(file.size)) return imageTooLargeMessage(use);
  // A text file renamed .png is not a PNG: the first bytes decide (as on the server).
  if (head && !isUploadableImage(head)) return IMAGE_TYPE_MESSAGE;
  if (width !== undefined && height !== undefined) return imageDimensionsProblem(width, height);
  return null;
}

export interface LoadedImage {
  dataUrl: string;
  width: number;
  height: number;
}

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new ImageUploadError(FILE_READ_FAILED_MESSAGE));
    reader.onerror = () => reject(new ImageUploadError(FILE_READ_FAILED_MESSAGE));
    reader.readAsDataURL(file);
  });
}

/** Decodes a picture for its size. Replaceable because jsdom decodes nothing. */
export type ImageDecoder = (src: string) => Promise<{ width: number; height: number }>;

export const decodeImage: ImageDecoder = (src) =>
  new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new ImageUploadError(IMAGE_LOAD_FAILED_MESSAGE));
    img.src = src;
  });

/** The first bytes, through FileReader (Blob.arrayBuffer is missing in some engines, jsdom among them). */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer
        ? resolve(new Uint8Array(reader.result))
        : reject(new ImageUploadError(FILE_READ_FAILED_MESSAGE));
    reader.onerror = () => reject(new ImageUploadError(FILE_READ_FAILED_MESSAGE));
    reader.readAsArrayBuffer(file.slice(0, 12));
  });
}

/** Reads and checks a chosen file; rejects with an ImageUploadError carrying the spec's message. */
export async function loadImageFile(
  file: File | null,
  use: ImageUse,
  decode: ImageDecoder = decodeImage,
): Promise<LoadedImage> {
  const fail = (facts: ImageFacts) => {
    const problem = imageProblem(facts, use);
    if (problem) throw new ImageUploadError(problem);
  };
  fail({ file });
  const head = await readHead(file!);
  fail({ file, head });
  const dataUrl = await readDataUrl(file!);
  let size: { width: number; height: number };
  try {
    size = await decode(dataUrl);
  } catch {
    throw new ImageUploadError(IMAGE_LOAD_FAILED_MESSAGE);
  }
  fail({ file, head, ...size });
  return { dataUrl, ...size };
}
