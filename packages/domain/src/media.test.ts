import { describe, expect, it } from 'vitest';
import {
  GALLERY_MAX_ITEMS,
  MISSING_INDEX_MESSAGE,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_TYPE_MESSAGE,
  YOUTUBE_URL_MESSAGE,
  UPLOAD_DAILY_LIMIT_MESSAGE,
  UPLOAD_TOTAL_LIMIT_MESSAGE,
  UPLOAD_UNUSED_LIMIT_MESSAGE,
  isUploadSizeAllowed,
  mayHaveGallery,
  nextGalleryIndex,
  uploadKindOf,
  uploadQuotaProblem,
  videoFileProblem,
  youTubeIdOf,
  youTubeWatchUrl,
} from './media';

describe('spec 001 texts', () => {
  it('are verbatim', () => {
    expect(VIDEO_TOO_LARGE_MESSAGE).toBe(
      'Videos must be less than 100 mb. If the video size limit is too small, you can upload the full-sized video to YouTube and add its url instead.',
    );
    expect(YOUTUBE_URL_MESSAGE).toBe(
      'Please try a different version of that YouTube URL. We were unable to verify it.',
    );
    expect(MISSING_INDEX_MESSAGE).toBe('Please refresh the page.');
  });
});

describe('youTubeIdOf (spec 001 §5: the id must be 11 characters)', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=a_b-c1D2e3F', 'a_b-c1D2e3F'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => expect(youTubeIdOf(input)).toBe(id));

  it.each([
    '',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'dQw4w9W!XcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/',
    'https://vimeo.com/dQw4w9WgXcQ',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCdQw4w9WgXcQ',
  ])('refuses %j', (input) => expect(youTubeIdOf(input)).toBeNull());

  it('links the watch page', () => {
    expect(youTubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('the gallery', () => {
  it('fills the first free index, and none once full', () => {
    expect(nextGalleryIndex([])).toBe(0);
    expect(nextGalleryIndex([0, 1, 3])).toBe(2);
    expect(nextGalleryIndex(Array.from({ length: GALLERY_MAX_ITEMS }, (_, i) => i))).toBeNull();
  });

  it('belongs to talent and businesses', () => {
    expect(mayHaveGallery({ isSpecialist: true, isBusiness: false })).toBe(true);
    expect(mayHaveGallery({ isSpecialist: false, isBusiness: true })).toBe(true);
    expect(mayHaveGallery({ isSpecialist: false, isBusiness: false })).toBe(false);
  });
});

describe('uploads (spec 001 §5, §9)', () => {
  it('classifies the stored extension by the §9 lists', () => {
    expect([uploadKindOf('mp4'), uploadKindOf('mov'), uploadKindOf('png'), uploadKindOf('jpg')]).toEqual([
      'video',
      'video',
      'image',
      'image',
    ]);
    expect(uploadKindOf('mp3')).toBe('audio');
    expect(uploadKindOf('exe')).toBeNull();
  });

  it('allows up to 100,000,000 bytes', () => {
    expect(isUploadSizeAllowed(100_000_000)).toBe(true);
    expect(isUploadSizeAllowed(100_000_001)).toBe(false);
  });

  it('checks a video before sending it: its type, then the §8 size message', () => {
    expect(videoFileProblem({ name: 'clip.MP4', size: 1000, type: '' })).toBeNull();
    expect(videoFileProblem({ name: 'clip', size: 1000, type: 'video/quicktime' })).toBeNull();
    expect(videoFileProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(VIDEO_TYPE_MESSAGE);
    expect(videoFileProblem({ name: 'big.mov', size: 100_000_001, type: 'video/quicktime' })).toBe(
      VIDEO_TOO_LARGE_MESSAGE,
    );
  });
});

describe('upload quotas', () => {
  const none = { filesToday: 0, unusedBytes: 0, totalBytes: 0 };

  it('says the limit and what to do', () => {
    expect(UPLOAD_DAILY_LIMIT_MESSAGE).toBe('You can upload at most 100 files in 24 hours. Please try again later.');
    expect(UPLOAD_UNUSED_LIMIT_MESSAGE).toBe(
      'Your uploads not yet used in your gallery or an asset have reached 1 GB. Use them first, or try again later: unused uploads are removed 24 hours after they are uploaded.',
    );
    expect(UPLOAD_TOTAL_LIMIT_MESSAGE).toBe(
      'Your uploads have reached 10 GB, the most one member can keep. Replace gallery videos or asset files you no longer need, or contact support for more space.',
    );
  });

  it('allows exactly the limit and refuses one past it', () => {
    expect(uploadQuotaProblem({ ...none, filesToday: 99 }, 1)).toBeNull();
    expect(uploadQuotaProblem({ ...none, filesToday: 100 }, 1)?.limit).toBe('daily');
    expect(uploadQuotaProblem({ ...none, unusedBytes: 900_000_000 }, 100_000_000)).toBeNull();
    expect(uploadQuotaProblem({ ...none, unusedBytes: 900_000_000 }, 100_000_001)).toEqual({
      limit: 'unused',
      message: UPLOAD_UNUSED_LIMIT_MESSAGE,
    });
    expect(uploadQuotaProblem({ ...none, totalBytes: 9_999_999_999 }, 1)).toBeNull();
    expect(uploadQuotaProblem({ ...none, totalBytes: 9_999_999_999 }, 2)?.limit).toBe('total');
  });
});
