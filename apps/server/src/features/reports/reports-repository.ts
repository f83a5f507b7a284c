import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { caseReports, comments, posts, profileMedia } from '@stagepass/db/schema/conversation';
import type { ReportCredentials } from '@stagepass/contract/reports/fields';
import { reportKindOf } from '@stagepass/domain/reports';

/** The reported item as it is now: whom it belongs to, the ids it is filed under, and what staff will see of it. */
export interface ReportedItem {
  subjectId: number;
  postId: number | null;
  commentId: number | null;
  mediaIndex: number | null;
  snapshot: Record<string, unknown>;
}

/** Active and not deleted: a member without a public profile has nothing left to report. */
const present = () => and(eq(members.active, true), isNull(members.deletedAt))!;

/**
 * The item `credentials` names, or null when it does not exist (a deleted post, a 'deleted' comment, an empty
 * gallery place, a member who left). One indexed lookup by primary key per kind.
 */
export async function findReportedItem(db: Executor, cred: ReportCredentials): Promise<ReportedItem | null> {
  const kind = reportKindOf(cred.type);
  const base = { type: cred.type, kind };
  switch (cred.type) {
    case 5: {
      const [row] = await db
        .select({ name: members.name, mediaType: profileMedia.mediaType, url: profileMedia.url })
        .from(profileMedia)
        .innerJoin(members, eq(members.id, profileMedia.memberId))
        .where(and(eq(profileMedia.memberId, cred.user_id), eq(profileMedia.mediaIndex, cred.media_index), present()))
        .limit(1);
      if (!row) return null;
      return {
        subjectId: cred.user_id,
        postId: null,
        commentId: null,
        mediaIndex: cred.media_index,
        snapshot: {
          ...base,
          user_id: cred.user_id,
          name: row.name,
          media_index: cred.media_index,
          media_type: row.mediaType,
          url: row.url,
        },
      };
    }
    case 1: {
      const [row] = await db
        .select({ name: members.name, username: members.username, image: members.image, bio: members.bio })
        .from(members)
        .where(and(eq(members.id, cred.user_id), present()))
        .limit(1);
      if (!row) return null;
      return {
        subjectId: cred.user_id,
        postId: null,
        commentId: null,
        mediaIndex: null,
        snapshot: { ...base, user_id: cred.user_id, ...row },
      };
    }
    case 2: {
      const [row] = await db
        .select({
          authorId: posts.authorId,
          name: members.name,
          title: posts.title,
          caption: posts.caption,
          mediaUrl: posts.mediaUrl,
        })
        .from(posts)
        .innerJoin(members, eq(members.id, posts.authorId))
        .where(and(eq(posts.id, cred.post_id), isNull(posts.deletedAt), present()))
        .limit(1);
      if (!row) return null;
      return {
        subjectId: row.authorId,
        postId: cred.post_id,
        commentId: null,
        mediaIndex: null,
        snapshot: {
          ...base,
          post_id: cred.post_id,
          user_id: row.authorId,
          name: row.name,
          title: row.title,
          caption: row.caption,
          media_url: row.mediaUrl,
        },
      };
    }
    case 3: {
      const [row] = await db
        .select({
          authorId: comments.authorId,
          name: members.name,
          comment: comments.comment,
          postId: comments.postId,
          replyId: comments.replyId,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .innerJoin(members, eq(members.id, comments.authorId))
        .where(and(eq(comments.id, cred.comment_id), eq(comments.state, 'active'), isNull(posts.deletedAt), present()))
        .limit(1);
      if (!row) return null;
      return {
        subjectId: row.authorId,
        postId: row.postId,
        commentId: cred.comment_id,
        mediaIndex: null,
        snapshot: {
          ...base,
          comment_id: cred.comment_id,
          post_id: row.postId,
          reply_id: row.replyId,
          user_id: row.authorId,
          name: row.name,
          comment: row.comment,
        },
      };
    }
  }
}

/**
 * Files a case unless the reporter already has an open one about the same item (then that one's id comes back with
 * `duplicate`) or has filed `perHour` in the last hour ('limit'). Under a per-reporter lock, so a double click files
 * one case.
 */
export async function fileCase(
  db: Executor,
  c: { reporterId: number; code: string; description: string; item: ReportedItem; now: Date; perHour: number },
): Promise<{ caseId: number; duplicate: boolean } | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('case-reports'), ${c.reporterId})`);
    const type = Number(c.item.snapshot.type);
    // case_reports_subject_idx: the reported member's cases, narrowed to this reporter's open ones on this item.
    const same =
      type === 5
        ? eq(caseReports.mediaIndex, c.item.mediaIndex!)
        : type === 2
          ? eq(caseReports.postId, c.item.postId!)
          : type === 3
            ? eq(caseReports.commentId, c.item.commentId!)
            : undefined;
    const [open] = await tx
      .select({ id: caseReports.id })
      .from(caseReports)
      .where(
        and(
          eq(caseReports.subjectId, c.item.subjectId),
          eq(caseReports.reporterId, c.reporterId),
          isNull(caseReports.resolvedAt),
          sql`${caseReports.snapshot}->>'type' = ${String(type)}`,
          same,
        ),
      )
      .limit(1);
    if (open) return { caseId: open.id, duplicate: true };

    // case_reports_open_idx: the open cases of the last hour, this reporter's counted.
    const [{ filed } = { filed: 0 }] = await tx
      .select({ filed: count() })
      .from(caseReports)
      .where(
        and(
          isNull(caseReports.resolvedAt),
          gt(caseReports.createdAt, new Date(c.now.getTime() - 3600_000)),
          eq(caseReports.reporterId, c.reporterId),
        ),
      );
    if (filed >= c.perHour) return 'limit';

    const [row] = await tx
      .insert(caseReports)
      .values({
        reporterId: c.reporterId,
        code: c.code,
        description: c.description,
        subjectId: c.item.subjectId,
        postId: c.item.postId,
        commentId: c.item.commentId,
        mediaIndex: c.item.mediaIndex,
        snapshot: c.item.snapshot,
        createdAt: c.now,
      })
      .returning({ id: caseReports.id });
    return { caseId: row!.id, duplicate: false };
  });
}
