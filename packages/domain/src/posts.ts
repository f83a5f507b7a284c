// Posts and comments (spec 001 §3 Post and Comment, §4 post creation and the comment thread, §5, §6, §8): a
// business or talent posts a picture with a title and a caption; members comment, reply, like, edit and delete.

import { hasLetter, isBlank } from './text';

// ---------------------------------------------------------------------------------------------
// Texts: the spec's verbatim, then ours where the spec names none

/** spec 001 §5 / §8: the post validation messages. */
export const POST_IMAGE_REQUIRED = 'Posts must have pictures';
export const POST_TITLE_NEEDS_LETTERS = 'Your post title must include letters.';
export const POST_CAPTION_NEEDS_LETTERS = 'Your post captions must include letters.';
/** spec 001 §5 / §8: liking while logged out. */
export const LIKE_NEEDS_LOGIN = 'You must be logged in to like comments.';
/** spec 001 §2 / §4: the confirmation before a comment is deleted. */
export const DELETE_COMMENT_CONFIRM = 'Delete Comment?';

// Ours.
export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
/** A reply to a comment that is gone (deleted) or on another post. */
export const REPLIED_COMMENT_NOT_FOUND = 'The comment you replied to is no longer there.';
/** spec 001 §5 says empty comments are not submitted; the server still refuses one sent anyway. */
export const COMMENT_REQUIRED = 'Please write a comment first.';
export const DELETE_POST_CONFIRM = 'Delete Post?';
export const POSTING_ROLES_ONLY = 'Only businesses and talent can create posts.';
export const CREATE_POST = 'Create Post';
export const NO_POSTS_YET = 'No posts yet.';
export const POST_CREATED = 'Post created';
export const POST_DELETED = 'Post deleted';
export const COMMENT_DELETED = 'Comment deleted';

// ---------------------------------------------------------------------------------------------
// Limits (ours: the spec names none for posts)

export const POST_TITLE_MAX = 100;
export const POST_CAPTION_MAX = 2_200;
export const COMMENT_MAX = 2_000;
/** get_posts answers at most this many posts a page, newest first (its limit, and what it answers without one). */
export const POSTS_LIST_MAX = 50;
/** The posts widget's page: this many, then Load more (ours). */
export const POSTS_PAGE_SIZE = 12;
export const LOAD_MORE_POSTS = 'Load more';

export const POST_TITLE_TOO_LONG = `Your post title must be at most ${POST_TITLE_MAX} characters.`;
export const POST_CAPTION_TOO_LONG = `Your post caption must be at most ${POST_CAPTION_MAX} characters.`;
export const COMMENT_TOO_LONG = `Comments must be at most ${COMMENT_MAX} characters.`;

/** spec 001 §3: the post creation payload's mediaType; only pictures are posted. */
export const POST_MEDIA_TYPES = ['Image'] as const;
export type PostMediaType = (typeof POST_MEDIA_TYPES)[number];

/** spec 001 §3 Comment state: 'deleted' is hidden. */
export const COMMENT_STATES = ['active', 'deleted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** Length in code points, so an emoji counts as one character (as a reader counts it). */
const lengthOf = (s: string) => Array.from(s).length;

// ---------------------------------------------------------------------------------------------
// Validation: the same checks in the Create Post modal and on the server

/** spec 001 §5: a title needs a letter; the first problem, or null. */
export function postTitleProblem(title: string | null | undefined): string | null {
  const t = (title ?? '').trim();
  if (!hasLetter(t)) return POST_TITLE_NEEDS_LETTERS;
  return lengthOf(t) > POST_TITLE_MAX ? POST_TITLE_TOO_LONG : null;
}

/** spec 001 §5: a caption needs a letter; the first problem, or null. */
export function postCaptionProblem(caption: string | null | undefined): string | null {
  const t = (caption ?? '').trim();
  if (!hasLetter(t)) return POST_CAPTION_NEEDS_LETTERS;
  return lengthOf(t) > POST_CAPTION_MAX ? POST_CAPTION_TOO_LONG : null;
}

/** spec 001 §5: comments, replies and updates must not be empty. */
export function commentProblem(comment: string | null | undefined): string | null {
  if (isBlank(comment)) return COMMENT_REQUIRED;
  return lengthOf(comment!.trim()) > COMMENT_MAX ? COMMENT_TOO_LONG : null;
}

export interface PostDraft {
  /** The cropped picture (a data URL), or nothing yet. */
  image: string | null | undefined;
  title: string;
  caption: string;
}

export type PostField = 'image' | 'title' | 'comment';

/**
 * spec 001 §5, in the spec's order: the picture, then the title, then the caption. The field is the request's
 * (create_post sends the caption as `comment`).
 */
export function postProblem(d: PostDraft): { field: PostField; message: string } | null {
  if (isBlank(d.image)) return { field: 'image', message: POST_IMAGE_REQUIRED };
  const title = postTitleProblem(d.title);
  if (title) return { field: 'title', message: title };
  const caption = postCaptionProblem(d.caption);
  if (caption) return { field: 'comment', message: caption };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Who may do what (spec 001 §6); the server checks the same on its side

export interface PostingMember {
  is_business: boolean;
  is_specialist: boolean;
  agency_as_client?: boolean;
}

/**
 * Who posts. spec 001 §2 gives /posts to the business, and §1 says talent 'writes posts' (their posts show on their
 * profile, and later on their assets); an agency acting as a talent client posts as that talent. Fans comment.
 */
export function canCreatePost(m: PostingMember | null | undefined): boolean {
  return Boolean(m && (m.is_business || m.is_specialist || m.agency_as_client));
}

/** spec 001 §6: only the post owner deletes a post. */
export function canDeletePost(viewerId: number | null | undefined, postOwnerId: number): boolean {
  return viewerId != null && viewerId === postOwnerId;
}

/** spec 001 §6: only a comment's author edits it. */
export function canEditComment(viewerId: number | null | undefined, comment: { by_id: number }): boolean {
  return viewerId != null && viewerId === comment.by_id;
}

/** spec 001 §6: the comment's author or the post owner deletes it. */
export function canDeleteComment(
  viewerId: number | null | undefined,
  comment: { by_id: number },
  postOwnerId: number,
): boolean {
  return viewerId != null && (viewerId === comment.by_id || viewerId === postOwnerId);
}

// ---------------------------------------------------------------------------------------------
// The thread

export interface ThreadComment {
  id: number;
  reply_id: number | null;
  state?: string;
}

export interface ThreadEntry<C> {
  comment: C;
  /** Replies to it, and replies to those, in the order they were written. */
  replies: C[];
}

/**
 * spec 001 §4: the thread as shown: 'deleted' comments hidden, each reply under the first comment of its chain that is
 * still shown (a reply whose whole chain is gone stands on its own). Two levels, in the order given (oldest first).
 */
export function commentThread<C extends ThreadComment>(comments: readonly C[]): ThreadEntry<C>[] {
  const shown = comments.filter((c) => c.state !== 'deleted');
  const byId = new Map(comments.map((c) => [c.id, c]));
  const shownIds = new Set(shown.map((c) => c.id));

  /** The topmost shown comment above `c` in its reply chain, or null when none is shown. */
  const rootOf = (c: C): number | null => {
    let root: number | null = null;
    const seen = new Set<number>([c.id]);
    let parentId = c.reply_id;
    while (parentId !== null && !seen.has(parentId)) {
      seen.add(parentId);
      if (shownIds.has(parentId)) root = parentId;
      parentId = byId.get(parentId)?.reply_id ?? null;
    }
    return root;
  };

  const entries = new Map<number, ThreadEntry<C>>();
  const roots: ThreadEntry<C>[] = [];
  const replies: { root: number; comment: C }[] = [];
  for (const c of shown) {
    const root = rootOf(c);
    if (root === null) {
      const entry = { comment: c, replies: [] };
      entries.set(c.id, entry);
      roots.push(entry);
    } else replies.push({ root, comment: c });
  }
  for (const r of replies) entries.get(r.root)?.replies.push(r.comment);
  return roots;
}

/** Whether `viewerId` likes a comment. */
export function likedBy(likes: readonly { by_id: number }[], viewerId: number | null | undefined): boolean {
  return viewerId != null && likes.some((l) => l.by_id === viewerId);
}

/** The post page of spec 001 §2: /dash/{userId}/postsPage/{postId}. */
export function postPagePath(userId: number, postId: number): string {
  return `/dash/${userId}/postsPage/${postId}`;
}
