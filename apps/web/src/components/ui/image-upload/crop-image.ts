import { CROP_OUTPUT_QUALITY, CROP_OUTPUT_TYPE, DEFAULT_CROP, IMAGE_MIN_SIDE_PX } from '@stagepass/domain/limits';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CroppedImage {
  dataUrl: string;
  blob: Blob | null;
}

/**
 * spec 000 §9: 'default crop square, initial width 50%, minimum 150 px': the first crop box, centred,
 * half the picture wide (but at least 150 px) and as tall as the ratio asks, inside the picture.
 */
export function initialCropArea(width: number, height: number, aspect: number): PixelArea {
  const widest = Math.min(width, height * aspect);
  const w = Math.min(widest, Math.max(DEFAULT_CROP.minWidthPx, (width * DEFAULT_CROP.initialWidthPercent) / 100));
  const h = w / aspect;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}

/** The most the cropper may zoom in before the crop box would be narrower than 150 px. */
export function maxZoomFor(width: number, height: number, aspect: number): number {
  return Math.max(1, Math.min(width, height * aspect) / DEFAULT_CROP.minWidthPx);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('crop source failed to load'));
    img.src = src;
  });
}

function canvasOut(canvas: HTMLCanvasElement): Promise<CroppedImage> {
  // spec 000 §9: 'crop output PNG at quality 0.92'.
  const dataUrl = canvas.toDataURL(CROP_OUTPUT_TYPE, CROP_OUTPUT_QUALITY);
  return new Promise((resolve) => {
    canvas.toBlob((blob) => resolve({ dataUrl, blob }), CROP_OUTPUT_TYPE, CROP_OUTPUT_QUALITY);
  });
}

/** Keeps the box at least 150 px on its shorter side (rounding in the cropper can shave a pixel) and inside the picture. */
function clampArea(area: PixelArea, width: number, height: number): PixelArea {
  const grow = Math.max(1, IMAGE_MIN_SIDE_PX / Math.min(area.width, area.height));
  const w = Math.min(width, Math.round(area.width * grow));
  const h = Math.min(height, Math.round(area.height * grow));
  const x = Math.min(Math.max(0, Math.round(area.x - (w - area.width) / 2)), width - w);
  const y = Math.min(Math.max(0, Math.round(area.y - (h - area.height) / 2)), height - h);
  return { x, y, width: w, height: h };
}

/**
 * The longest side of a crop's output. A lossless PNG of a large photo can pass the 7.5 MB limit the
 * server enforces, and the server keeps at most 1024 px anyway, so bigger output only costs upload time.
 */
export const CROP_OUTPUT_MAX_SIDE_PX = 1600;

/** Scales a size down (never up) so its longest side fits CROP_OUTPUT_MAX_SIDE_PX. */
export function fitWithin(width: number, height: number, max = CROP_OUTPUT_MAX_SIDE_PX) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Crops `src` to `area` on a canvas. spec 000 §9 / issue #4: a crop failure falls back to the uncropped
 * picture drawn on the canvas.
 */
export async function cropImage(src: string, area: PixelArea | null): Promise<CroppedImage> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  try {
    if (!area || !(area.width > 0) || !(area.height > 0)) throw new Error('no crop area');
    const a = clampArea(area, img.naturalWidth, img.naturalHeight);
    const out = fitWithin(a.width, a.height);
    canvas.width = out.width;
    canvas.height = out.height;
    ctx.drawImage(img, a.x, a.y, a.width, a.height, 0, 0, out.width, out.height);
    return await canvasOut(canvas);
  } catch (error) {
    console.warn('Crop failed; using the uncropped image', error);
    const out = fitWithin(img.naturalWidth, img.naturalHeight);
    canvas.width = out.width;
    canvas.height = out.height;
    ctx.drawImage(img, 0, 0, out.width, out.height);
    return canvasOut(canvas);
  }
}
