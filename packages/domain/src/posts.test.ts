import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  POST_CAPTION_NEEDS_LETTERS,
  POST_IMAGE_REQUIRED,
  POST_TITLE_MAX,
  POST_TITLE_NEEDS_LETTERS,
  POST_TITLE_TOO_LONG,
  canCreatePost,
  canDeleteComment,
  canDeletePost,
  canEditComment,
  commentProblem,
  commentThread,
  likedBy,
  postPagePath,
  postProblem,
} from './posts';

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

describe('post validation (spec 001 §5)', () => {
  it('uses the spec texts verbatim', () => {
    expect(POST_IMAGE_REQUIRED).toBe('Posts must have pictures');
    expect(POST_TITLE_NEEDS_LETTERS).toBe('Your post title must include letters.');
    expect(POST_CAPTION_NEEDS_LETTERS).toBe('Your post captions must include letters.');
  });

  it('checks the picture, then the title, then the caption, naming the request field', () => {
    expect(postProblem({ image: null, title: '', caption: '' })).toEqual({
      field: 'image',
      message: POST_IMAGE_REQUIRED,
    });
    expect(postProblem({ image: '  ', title: 'Ok', caption: 'Ok' })?.field).toBe('image');
    expect(postProblem({ image: PICTURE, title: '2025!!', caption: '' })).toEqual({
      field: 'title',
      message: POST_TITLE_NEEDS_LETTERS,
    });
    expect(postProblem({ image: PICTURE, title: 'Jazz night', caption: '20:00 — $10' })).toEqual({
      field: 'comment',
      message: POST_CAPTION_NEEDS_LETTERS,
    });
    expect(postProblem({ image: PICTURE, title: 'Jazz night', caption: 'Doors at 8' })).toBeNull();
  });

  it('counts letters of any script and limits the title length in characters', () => {
    expect(postProblem({ image: PICTURE, title: 'Ночь', caption: '夜の音楽' })).toBeNull();
    const longest = 'a'.repeat(POST_TITLE_MAX);
    expect(postProblem({ image: PICTURE, title: longest, caption: 'x' })).toBeNull();
    expect(postProblem({ image: PICTURE, title: `${longest}b`, caption: 'x' })).toEqual({
      field: 'title',
      message: POST_TITLE_TOO_LONG,
    });
  });
});

describe('comment validation (spec 001 §5)', () => {
  it('refuses empty and whitespace-only text and text over the limit', () => {
    expect(commentProblem('')).toBe(COMMENT_REQUIRED);
    expect(commentProblem(' \n\t ')).toBe(COMMENT_REQUIRED);
    expect(commentProblem(undefined)).toBe(COMMENT_REQUIRED);
    expect(commentProblem('42')).toBeNull();
    expect(commentProblem(` ${'x'.repeat(COMMENT_MAX)} `)).toBeNull();
    expect(commentProblem('x'.repeat(COMMENT_MAX + 1))).toBe(COMMENT_TOO_LONG);
  });
});

describe('who may do what (spec 001 §6)', () => {
  it('lets businesses and talent post, not fans or plain agencies', () => {
    expect(canCreatePost({ is_business: true, is_specialist: false })).toBe(true);
    expect(canCreatePost({ is_business: false, is_specialist: true })).toBe(true);
    expect(canCreatePost({ is_business: false, is_specialist: false, agency_as_client: true })).toBe(true);
    expect(canCreatePost({ is_business: false, is_specialist: false })).toBe(false);
    expect(canCreatePost(null)).toBe(false);
  });

  it('only the author edits; the author or the post owner deletes; only the owner deletes the post', () => {
    const comment = { by_id: 5 };
    expect(canEditComment(5, comment)).toBe(true);
    expect(canEditComment(9, comment)).toBe(false);
    expect(canEditComment(null, comment)).toBe(false);
    expect(canDeleteComment(5, comment, 9)).toBe(true);
    expect(canDeleteComment(9, comment, 9)).toBe(true);
    expect(canDeleteComment(7, comment, 9)).toBe(false);
    expect(canDeleteComment(undefined, comment, 9)).toBe(false);
    expect(canDeletePost(9, 9)).toBe(true);
    expect(canDeletePost(5, 9)).toBe(false);
    expect(canDeletePost(null, 9)).toBe(false);
  });

  it('knows whether the viewer likes a comment', () => {
    expect(likedBy([{ by_id: 3 }, { by_id: 4 }], 4)).toBe(true);
    expect(likedBy([{ by_id: 3 }], 4)).toBe(false);
    expect(likedBy([{ by_id: 3 }], null)).toBe(false);
  });
});

describe('the comment thread (spec 001 §4)', () => {
  const c = (id: number, reply_id: number | null = null, state = 'active') => ({ id, reply_id, state });

  it('hides deleted comments and puts replies under their comment, in order', () => {
    const thread = commentThread([c(1), c(2), c(3, 1), c(4, 3), c(5, 2, 'deleted'), c(6, 1)]);
    expect(thread.map((e) => [e.comment.id, e.replies.map((r) => r.id)])).toEqual([
      [1, [3, 4, 6]],
      [2, []],
    ]);
  });

  it('moves a reply up past a deleted parent, and lets it stand alone when its whole chain is gone', () => {
    const thread = commentThread([c(1), c(2, 1, 'deleted'), c(3, 2), c(4, null, 'deleted'), c(5, 4)]);
    expect(thread.map((e) => [e.comment.id, e.replies.map((r) => r.id)])).toEqual([
      [1, [3]],
      [5, []],
    ]);
  });

  it('survives a reply chain that loops', () => {
    const thread = commentThread([c(1, 2), c(2, 1)]);
    expect(thread.length).toBe(0);
    expect(commentThread([c(1, 1)]).map((e) => e.comment.id)).toEqual([1]);
  });
});

describe('post page path (spec 001 §2)', () => {
  it('is /dash/{userId}/postsPage/{postId}', () => {
    expect(postPagePath(12, 345)).toBe('/dash/12/postsPage/345');
  });
});
