import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountCodes, members } from './accounts';
import { events } from './events';

/**
 * spec 001 §3 Message, §7 get_messages / set_message / mark_messages_as_read: a message between a business and the
 * talent or a fan of one of its events, grouped per event. read_at is set when the recipient reads it; emailed_at
 * when the unread-message email went out (15 minutes unread), so it is mailed once.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_event_created_idx').on(t.eventId, t.createdAt),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_recipient_idx').on(t.recipientId, t.createdAt),
    index('messages_recipient_unread_idx')
      .on(t.recipientId, t.eventId)
      .where(sql`${t.readAt} is null`),
    // The unread-message email job: unread, not yet mailed, oldest first.
    index('messages_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.emailedAt} is null`),
  ],
);

/**
 * spec 001 §3 Review, §7 set_review: one review by a participant of an event (ticket holder, or the business or
 * talent of a booking) of another participant (friend_id), after the event ends. Edited in place; a rating is 1–5.
 * read_at is set when the reviewed member has seen it ('Review Available' / 'Reviews Available').
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    review: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_event_reviewer_subject_key').on(t.eventId, t.reviewerId, t.subjectId),
    index('reviews_subject_idx').on(t.subjectId, t.createdAt),
    index('reviews_event_idx').on(t.eventId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * spec 001 §7 request_rec (email, by_name, by_id): a talent (for_id) asks someone, by email, for a recommendation.
 * The mailed /redirect/recreq/{code} link is an account code (type RECOMMEND, code_id); claiming it while signed in
 * addresses the request to that member (by_id). It is PENDING until written (WRITTEN) or turned down (REJECTED).
 */
export const recommendationRequests = pgTable(
  'recommendation_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    forId: integer('for_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    byName: text('by_name').notNull(),
    byId: integer('by_id').references(() => members.id, { onDelete: 'set null' }),
    codeId: integer('code_id').references(() => accountCodes.id, { onDelete: 'set null' }),
    state: text({ enum: ['PENDING', 'WRITTEN', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('recommendation_requests_for_idx').on(t.forId, t.createdAt),
    index('recommendation_requests_by_idx').on(t.byId, t.state),
    index('recommendation_requests_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

/** spec 001 §3 Recommendation (for_id, by_id, rec, code): written once per request, through its mailed link. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => recommendationRequests.id, { onDelete: 'cascade' }),
    forId: integer('for_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    byId: integer('by_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rec: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recommendations_request_key').on(t.requestId),
    index('recommendations_for_idx').on(t.forId, t.createdAt),
    index('recommendations_by_idx').on(t.byId, t.createdAt),
  ],
);

/**
 * spec 001 §3 Post: a picture with a title and caption (the first comment of the thread), by a member, optionally
 * about an event or an asset. Deleting sets deleted_at.
 */
export const posts = pgTable(
  'posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorId: integer('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    caption: text().notNull(),
    mediaType: text('media_type').notNull().default('Image'),
    /** The stored picture's URL (adapters/storage). */
    mediaUrl: text('media_url').notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The asset the post belongs to (creator commerce, a later issue); no foreign key until assets exist. */
    assetId: integer('asset_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Each filter of get_posts with the id it pages by (newest first, `id < before`): one page read per request.
    index('posts_author_idx').on(t.authorId, t.id),
    index('posts_event_idx').on(t.eventId, t.id),
    index('posts_asset_idx').on(t.assetId, t.id),
  ],
);

/** spec 001 §3 Comment: on a post, optionally a reply to another comment; state 'deleted' is hidden. */
export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id'),
    comment: text().notNull(),
    state: text({ enum: ['active', 'deleted'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt), index('comments_author_idx').on(t.authorId)],
);

/** spec 001 §3 Comment likes: one per member and comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] }), index('comment_likes_member_idx').on(t.memberId)],
);

/**
 * spec 001 §3 Case report, §7 report_new_case (code, description, credentials): Flag as Inappropriate on a post,
 * comment, profile or media item (type 5: user_id and media_index). Stored for staff with the reported item.
 */
export const caseReports = pgTable(
  'case_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    description: text().notNull(),
    /** The reported member (a profile, or the owner of the media, post or comment). */
    subjectId: integer('subject_id').references(() => members.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    mediaIndex: integer('media_index'),
    /** What was reported, as it was when reported (the text or media URL), so staff see it even after an edit. */
    snapshot: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('case_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('case_reports_subject_idx').on(t.subjectId),
    // report_new_case's hourly limit per reporter.
    index('case_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * spec 001 §2 gallery accordion, §7 update_profile_image (media_type, image, portfolio): a member's gallery, by
 * index: an image (stored URL) or a YouTube video (its 11-character id).
 */
export const profileMedia = pgTable(
  'profile_media',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    mediaIndex: integer('media_index').notNull(),
    mediaType: text('media_type', { enum: ['Image', 'YouTube', 'Video'] }).notNull(),
    url: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.mediaIndex] })],
);

/**
 * POST /api/upload (issue 13): a file a member uploaded (a video up to 100 MB), streamed to storage and checked by
 * its magic bytes. kind is the §9 class: video, image or audio. claimed_at is set when something starts using it (an
 * asset's file, a gallery video) and cleared when that use is replaced; an upload left unclaimed past the window of
 * packages/domain media.ts is deleted, file and row, by the upload-cleanup clock job (gallery/upload-cleanup.ts),
 * which first looks for uses itself.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['video', 'image', 'audio'] }).notNull(),
    mime: text().notNull(),
    bytes: integer().notNull(),
    url: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_member_idx').on(t.memberId, t.createdAt),
    // The cleanup job's candidates: unclaimed uploads, oldest first.
    index('uploads_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);
