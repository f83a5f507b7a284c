import type { Post, PostComment } from '@stagepass/contract/posts/fields';
import type { Executor } from '@stagepass/db/client';
import { POSTS_LIST_MAX } from '@stagepass/domain/posts';
import { commentsOf, likesOf, list, type CommentRow, type PostFilter, type PostRow } from './posts-repository';

type Likes = { by_id: number }[];

/** spec 001 §3 Comment, as the thread shows it. */
export function commentView(c: CommentRow, likes: Likes): PostComment {
  return {
    id: c.id,
    comment: c.comment,
    likes,
    state: 'active',
    reply_id: c.replyId,
    by_id: c.author.id,
    name: c.author.name,
    photo: c.author.image,
    is_specialist: c.author.isSpecialist,
    is_business: c.author.isBusiness,
    isAgency: c.author.isAgency,
    modified: c.modifiedAt.toISOString(),
    edited: c.modifiedAt.getTime() > c.createdAt.getTime(),
  };
}

/** spec 001 §3 Post: post_id, and the comments with the post body first. */
export function postView(p: PostRow, comments: PostComment[]): Post {
  return {
    post_id: p.id,
    event_id: p.eventId,
    asset_id: p.assetId,
    comments: [
      {
        id: p.id,
        comment: p.caption,
        media_url: p.mediaUrl,
        title: p.title,
        modified: p.modifiedAt.toISOString(),
        by_id: p.author.id,
        name: p.author.name,
        photo: p.author.image,
        is_specialist: p.author.isSpecialist,
        is_business: p.author.isBusiness,
      },
      ...comments,
    ],
  };
}

/** Who likes each comment, by comment id. */
function groupLikes(rows: { commentId: number; memberId: number }[]): Map<number, Likes> {
  const byComment = new Map<number, Likes>();
  for (const r of rows) {
    const list = byComment.get(r.commentId) ?? [];
    list.push({ by_id: r.memberId });
    byComment.set(r.commentId, list);
  }
  return byComment;
}

/** The posts of a filter with their threads: three queries, whatever the number of posts and comments. */
export async function loadPosts(db: Executor, filter: PostFilter, limit = POSTS_LIST_MAX): Promise<Post[]> {
  const rows = await list(db, filter, limit);
  const comments = await commentsOf(
    db,
    rows.map((p) => p.id),
  );
  const likes = groupLikes(
    await likesOf(
      db,
      comments.map((c) => c.id),
    ),
  );
  const byPost = new Map<number, PostComment[]>();
  for (const c of comments) {
    const thread = byPost.get(c.postId) ?? [];
    thread.push(commentView(c, likes.get(c.id) ?? []));
    byPost.set(c.postId, thread);
  }
  return rows.map((p) => postView(p, byPost.get(p.id) ?? []));
}

/** One shown comment with who likes it; null when it is not shown. */
export async function loadComment(db: Executor, row: CommentRow | null): Promise<PostComment | null> {
  if (!row) return null;
  return commentView(row, groupLikes(await likesOf(db, [row.id])).get(row.id) ?? []);
}
