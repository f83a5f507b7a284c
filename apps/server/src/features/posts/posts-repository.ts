import { and, asc, desc, eq, inArray, isNull, lt, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { commentLikes, comments, posts } from '@stagepass/db/schema/conversation';

// Posts and comments (spec 001 §3, §7). A post is shown while it is not deleted and its author's account is open;
// a comment while it is 'active' and its author's account is open.

const postAuthor = alias(members, 'post_author');

/** Who wrote a post or comment, as the thread shows them. */
export interface Author {
  id: number;
  name: string;
  image: string | null;
  isSpecialist: boolean;
  isBusiness: boolean;
  isAgency: boolean;
}

const authorColumns = {
  id: members.id,
  name: members.name,
  image: members.image,
  isSpecialist: members.isSpecialist,
  isBusiness: members.isBusiness,
  isAgency: members.isAgency,
};

/** An account that is open: active and not deleted (the members table or an alias of it). */
const openAccount = (m: { active: Column; deletedAt: Column }) => and(eq(m.active, true), isNull(m.deletedAt));

export interface PostRow {
  id: number;
  title: string;
  caption: string;
  mediaUrl: string;
  eventId: number | null;
  assetId: number | null;
  modifiedAt: Date;
  author: Author;
}

export interface PostFilter {
  postId?: number;
  byId?: number;
  eventId?: number;
  assetId?: number;
  /** Paging: only posts older than this one (lower ids). */
  beforeId?: number;
}

/**
 * Shown posts matching every given filter, newest first (ids only grow), at most `limit`, older than `beforeId` when
 * paging. Each filter has its index ending with the id (posts_author_idx, posts_event_idx, posts_asset_idx: migration
 * 0022), so `id < before ORDER BY id DESC LIMIT n` reads one page; with none, the key read backwards.
 */
export async function list(db: Executor, filter: PostFilter, limit: number): Promise<PostRow[]> {
  const where: (SQL | undefined)[] = [isNull(posts.deletedAt), openAccount(members)];
  if (filter.postId !== undefined) where.push(eq(posts.id, filter.postId));
  if (filter.byId !== undefined) where.push(eq(posts.authorId, filter.byId));
  if (filter.eventId !== undefined) where.push(eq(posts.eventId, filter.eventId));
  if (filter.assetId !== undefined) where.push(eq(posts.assetId, filter.assetId));
  if (filter.beforeId !== undefined) where.push(lt(posts.id, filter.beforeId));
  return db
    .select({
      id: posts.id,
      title: posts.title,
      caption: posts.caption,
      mediaUrl: posts.mediaUrl,
      eventId: posts.eventId,
      assetId: posts.assetId,
      modifiedAt: posts.modifiedAt,
      author: authorColumns,
    })
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .where(and(...where))
    .orderBy(desc(posts.id))
    .limit(limit);
}

export interface CommentRow {
  id: number;
  postId: number;
  replyId: number | null;
  comment: string;
  createdAt: Date;
  modifiedAt: Date;
  author: Author;
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  replyId: comments.replyId,
  comment: comments.comment,
  createdAt: comments.createdAt,
  modifiedAt: comments.modifiedAt,
  author: authorColumns,
};

/** The shown comments of these posts, oldest first (comments_post_idx). */
export async function commentsOf(db: Executor, postIds: readonly number[]): Promise<CommentRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(members, eq(members.id, comments.authorId))
    .where(and(inArray(comments.postId, [...postIds]), eq(comments.state, 'active'), openAccount(members)))
    .orderBy(asc(comments.postId), asc(comments.createdAt), asc(comments.id));
}

/** One shown comment, as the thread shows it. */
export async function findCommentRow(db: Executor, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(members, eq(members.id, comments.authorId))
    .where(and(eq(comments.id, id), eq(comments.state, 'active'), openAccount(members)));
  return row ?? null;
}

/** Who likes these comments, in the order they liked (the key, comment_id first). */
export async function likesOf(
  db: Executor,
  commentIds: readonly number[],
): Promise<{ commentId: number; memberId: number }[]> {
  if (commentIds.length === 0) return [];
  return db
    .select({ commentId: commentLikes.commentId, memberId: commentLikes.memberId })
    .from(commentLikes)
    .where(inArray(commentLikes.commentId, [...commentIds]))
    .orderBy(asc(commentLikes.createdAt), asc(commentLikes.memberId));
}

/** A shown post: who owns it. */
export async function findPost(db: Executor, id: number): Promise<{ id: number; authorId: number } | null> {
  const [row] = await db
    .select({ id: posts.id, authorId: posts.authorId })
    .from(posts)
    .innerJoin(members, eq(members.id, posts.authorId))
    .where(and(eq(posts.id, id), isNull(posts.deletedAt), openAccount(members)));
  return row ?? null;
}

export interface NewPost {
  authorId: number;
  title: string;
  caption: string;
  mediaType: string;
  mediaUrl: string;
  now: Date;
}

export async function insertPost(db: Executor, p: NewPost): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({
      authorId: p.authorId,
      title: p.title,
      caption: p.caption,
      mediaType: p.mediaType,
      mediaUrl: p.mediaUrl,
      createdAt: p.now,
      modifiedAt: p.now,
    })
    .returning({ id: posts.id });
  return row!.id;
}

/** Deletes the author's shown post; false when there is none of theirs to delete. */
export async function markPostDeleted(db: Executor, id: number, authorId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ deletedAt: now, modifiedAt: now })
    .where(and(eq(posts.id, id), eq(posts.authorId, authorId), isNull(posts.deletedAt)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** A shown comment on a shown post: its author and the post's owner. */
export interface CommentOwners {
  id: number;
  postId: number;
  authorId: number;
  postOwnerId: number;
}

export async function findCommentOwners(db: Executor, id: number): Promise<CommentOwners | null> {
  const [row] = await db
    .select({ id: comments.id, postId: comments.postId, authorId: comments.authorId, postOwnerId: posts.authorId })
    .from(comments)
    .innerJoin(members, eq(members.id, comments.authorId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(postAuthor, eq(postAuthor.id, posts.authorId))
    .where(
      and(
        eq(comments.id, id),
        eq(comments.state, 'active'),
        openAccount(members),
        isNull(posts.deletedAt),
        openAccount(postAuthor),
      ),
    );
  return row ?? null;
}

export interface NewComment {
  postId: number;
  authorId: number;
  replyId: number | null;
  comment: string;
  now: Date;
}

export async function insertComment(db: Executor, c: NewComment): Promise<number> {
  const [row] = await db
    .insert(comments)
    .values({
      postId: c.postId,
      authorId: c.authorId,
      replyId: c.replyId,
      comment: c.comment,
      createdAt: c.now,
      modifiedAt: c.now,
    })
    .returning({ id: comments.id });
  return row!.id;
}

export async function setCommentText(db: Executor, id: number, comment: string, now: Date): Promise<void> {
  await db.update(comments).set({ comment, modifiedAt: now }).where(eq(comments.id, id));
}

export async function markCommentDeleted(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(comments).set({ state: 'deleted', modifiedAt: now }).where(eq(comments.id, id));
}

/** Likes (a second time changes nothing). */
export async function like(db: Executor, commentId: number, memberId: number, now: Date): Promise<void> {
  await db.insert(commentLikes).values({ commentId, memberId, createdAt: now }).onConflictDoNothing();
}

export async function unlike(db: Executor, commentId: number, memberId: number): Promise<void> {
  await db.delete(commentLikes).where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.memberId, memberId)));
}
