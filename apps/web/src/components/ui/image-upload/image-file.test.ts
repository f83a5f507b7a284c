import { describe, expect, it } from 'vitest';
import {
  FILE_READ_FAILED_MESSAGE,
  IMAGE_LOAD_FAILED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_SMALL_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  POST_IMAGE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
} from '@stagepass/domain/limits';
import { fitWithin, initialCropArea, maxZoomFor } from './crop-image';
import { imageProblem, loadImageFile } from './image-file';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (size = 1000) => ({ name: 'me.png', type: 'image/png', size });

describe('imageProblem (spec 000 §5)', () => {
  it('names each problem with the spec wording', () => {
    expect(imageProblem({ file: null }, 'image')).toBe(INVALID_IMAGE_MESSAGE);
    expect(imageProblem({ file: { name: 'me.gif', type: 'image/gif', size: 10 } }, 'image')).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageProblem({ file: png(7_500_001) }, 'profile')).toBe(PROFILE_PICTURE_TOO_LARGE_MESSAGE);
    expect(imageProblem({ file: png(7_500_001) }, 'post')).toBe(POST_IMAGE_TOO_LARGE_MESSAGE);
    expect(imageProblem({ file: png(7_500_001) }, 'image')).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(imageProblem({ file: png(7_500_000) }, 'image')).toBeNull();
    const text = new TextEncoder().encode('hello, not a picture');
    expect(imageProblem({ file: png(), head: text }, 'image')).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageProblem({ file: png(), head: PNG_HEAD, width: 100, height: 100 }, 'image')).toBe(
      IMAGE_TOO_SMALL_MESSAGE,
    );
    expect(imageProblem({ file: png(), head: PNG_HEAD, width: 150, height: 149 }, 'image')).toBe(
      IMAGE_TOO_SMALL_MESSAGE,
    );
    expect(imageProblem({ file: png(), head: PNG_HEAD, width: 150, height: 150 }, 'image')).toBeNull();
  });
});

describe('loadImageFile', () => {
  const file = (bytes: BlobPart[], name = 'me.png') => new File(bytes, name, { type: 'image/png' });

  it('refuses a 100 x 100 PNG after decoding it', async () => {
    await expect(loadImageFile(file([PNG_HEAD]), 'profile', async () => ({ width: 100, height: 100 }))).rejects.toThrow(
      IMAGE_TOO_SMALL_MESSAGE,
    );
  });

  it('refuses a file over 7.5 MB before reading it', async () => {
    const big = file([new Uint8Array(8 * 1024 * 1024)]);
    await expect(loadImageFile(big, 'profile', async () => ({ width: 300, height: 300 }))).rejects.toThrow(
      PROFILE_PICTURE_TOO_LARGE_MESSAGE,
    );
  });

  it('refuses a text file named .png by its bytes', async () => {
    await expect(
      loadImageFile(file(['just text']), 'image', async () => ({ width: 300, height: 300 })),
    ).rejects.toThrow(IMAGE_TYPE_MESSAGE);
  });

  it('reports a picture that will not decode, and accepts a good one', async () => {
    const broken = async () => Promise.reject(new Error('decode'));
    await expect(loadImageFile(file([PNG_HEAD]), 'image', broken)).rejects.toThrow(IMAGE_LOAD_FAILED_MESSAGE);
    const ok = await loadImageFile(file([PNG_HEAD]), 'image', async () => ({ width: 300, height: 200 }));
    expect(ok).toMatchObject({ width: 300, height: 200 });
    expect(ok.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('has the read-failure message ready', () => {
    expect(FILE_READ_FAILED_MESSAGE).toBe('Failed to read file');
  });
});

describe('crop defaults (spec 000 §9)', () => {
  it('starts square, half the picture wide, at least 150 px, centred', () => {
    expect(initialCropArea(1000, 800, 1)).toEqual({ x: 250, y: 150, width: 500, height: 500 });
    expect(initialCropArea(200, 200, 1)).toEqual({ x: 25, y: 25, width: 150, height: 150 });
    expect(initialCropArea(1913, 1000, 1.913).width).toBeCloseTo(956.5);
  });

  it('never zooms the crop below 150 px', () => {
    expect(maxZoomFor(300, 300, 1)).toBe(2);
    expect(maxZoomFor(150, 150, 1)).toBe(1);
  });
});

describe('fitWithin', () => {
  it('scales a big crop down to 1600 px on its longest side, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1913, 1000)).toEqual({ width: 1600, height: 836 });
  });

  it('never scales a small crop up', () => {
    expect(fitWithin(300, 300)).toEqual({ width: 300, height: 300 });
  });
});
