import { and, avg, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids } from '@stagepass/db/schema/bookings';
import { events } from '@stagepass/db/schema/events';
import { purchases } from '@stagepass/db/schema/tickets';
import { reviews } from '@stagepass/db/schema/conversation';
import type { ParticipantRole } from '@stagepass/domain/reviews';

const reviewer = alias(members, 'reviewer');
const subject = alias(members, 'subject');

/** The event a review is about: whose it is, when it ends, and whether it is listed publicly. */
export async function findEvent(db: Executor, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      businessId: events.businessId,
      endTime: events.endTime,
      timeZone: events.timeZone,
      private: events.private,
      draft: events.draft,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}
export type ReviewEvent = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/**
 * How a member took part in an event (domain reviews.ts ParticipantRole): its business; talent booked on it
 * (bids_event_idx); a holder of a ticket still paid for (purchases_event_idx). Null: no part in it.
 */
export async function roleAt(db: Executor, event: ReviewEvent, memberId: number): Promise<ParticipantRole | null> {
  if (event.businessId === memberId) return 'business';
  const [booked] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.eventId, event.id), eq(bids.talentId, memberId), eq(bids.state, 'Booked')))
    .limit(1);
  if (booked) return 'talent';
  const [ticket] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.eventId, event.id), eq(purchases.memberId, memberId), eq(purchases.status, 'Charged')))
    .limit(1);
  if (ticket) return 'guest';
  return null;
}

const memberColumns = {
  id: members.id,
  name: members.name,
  photo: members.image,
  username: members.username,
  isSpecialist: members.isSpecialist,
  isBusiness: members.isBusiness,
};
export type MemberRow = { id: number; name: string; photo: string | null; username: string | null } & {
  isSpecialist: boolean;
  isBusiness: boolean;
};

/** The event's business and the talent booked on it (bids_event_idx), each once, in that order. */
export async function reviewableMembers(db: Executor, event: ReviewEvent) {
  const talentIds = db
    .selectDistinct({ id: bids.talentId })
    .from(bids)
    .where(and(eq(bids.eventId, event.id), eq(bids.state, 'Booked')));
  const rows = await db
    .select(memberColumns)
    .from(members)
    .where(or(eq(members.id, event.businessId), inArray(members.id, talentIds)))
    .orderBy(members.name, members.id);
  const business = rows.find((r) => r.id === event.businessId) ?? null;
  return { business, talent: rows.filter((r) => r.id !== event.businessId) };
}

const listColumns = {
  id: reviews.id,
  text: reviews.review,
  modifiedAt: reviews.modifiedAt,
  rating: reviews.rating,
  eventId: reviews.eventId,
  readAt: reviews.readAt,
  reviewerId: reviewer.id,
  reviewerName: reviewer.name,
  reviewerPhoto: reviewer.image,
  reviewerSpecialist: reviewer.isSpecialist,
  reviewerBusiness: reviewer.isBusiness,
  subjectId: subject.id,
  subjectName: subject.name,
  subjectPhoto: subject.image,
  subjectSpecialist: subject.isSpecialist,
  subjectBusiness: subject.isBusiness,
};

function listQuery(db: Executor) {
  return db
    .select(listColumns)
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId));
}
export type ReviewListRow = Awaited<ReturnType<typeof listOfEvent>>[number];

/** An event's reviews (reviews_event_idx), newest first: all of them, or those `memberId` wrote or received. */
export async function listOfEvent(db: Executor, eventId: number, memberId: number | null) {
  return listQuery(db)
    .where(
      and(
        eq(reviews.eventId, eventId),
        memberId === null ? undefined : or(eq(reviews.reviewerId, memberId), eq(reviews.subjectId, memberId)),
      ),
    )
    .orderBy(desc(reviews.modifiedAt), desc(reviews.id));
}

export async function listById(db: Executor, id: number) {
  const [row] = await listQuery(db).where(eq(reviews.id, id));
  return row ?? null;
}

export async function findById(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      eventId: reviews.eventId,
      reviewerId: reviews.reviewerId,
      subjectId: reviews.subjectId,
    })
    .from(reviews)
    .where(eq(reviews.id, id));
  return row ?? null;
}

/** The one review of (event, reviewer, subject) (reviews_event_reviewer_subject_key), or null. */
export async function findByKey(db: Executor, eventId: number, reviewerId: number, subjectId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.eventId, eventId), eq(reviews.reviewerId, reviewerId), eq(reviews.subjectId, subjectId)));
  return row ?? null;
}

/**
 * Writes the reviewer's one review of `subjectId` at the event: a new one, or the existing one edited in place (its
 * date becomes the edit's, and it is unread again for the member it is about). One statement, so two sends at once
 * still leave one review.
 */
export async function upsert(
  db: Executor,
  values: { eventId: number; reviewerId: number; subjectId: number; rating: number; review: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({ ...values, createdAt: now, modifiedAt: now })
    .onConflictDoUpdate({
      target: [reviews.eventId, reviews.reviewerId, reviews.subjectId],
      set: { rating: values.rating, review: values.review, modifiedAt: now, readAt: null },
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** A member's reviews (reviews_subject_idx), newest first, in the object form's columns, with the event. */
export async function listFor(db: Executor, subjectId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      review: reviews.review,
      modifiedAt: reviews.modifiedAt,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      timeZone: events.timeZone,
      eventId: events.id,
      eventName: events.name,
      eventPrivate: events.private,
      reviewerId: reviewer.id,
      name: reviewer.name,
      photo: reviewer.image,
      isSpecialist: reviewer.isSpecialist,
      isBusiness: reviewer.isBusiness,
    })
    .from(reviews)
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(eq(reviews.subjectId, subjectId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** A member's average rating and how many reviews they have (reviews_subject_idx). */
export async function ratingOf(db: Executor, subjectId: number): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(eq(reviews.subjectId, subjectId));
  const n = row?.n ?? 0;
  return { average: n > 0 && row?.average != null ? Math.round(Number(row.average) * 100) / 100 : null, count: n };
}

/** An active member, or null. */
export async function findActiveMember(db: Executor, id: number) {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.id, id), eq(members.active, true), isNull(members.deletedAt)));
  return row ?? null;
}

/** Marks the reviews about `subjectId` among `ids` read; answers the ids that are about them. */
export async function markRead(db: Executor, subjectId: number, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const mine = await db
    .select({ id: reviews.id, readAt: reviews.readAt })
    .from(reviews)
    .where(and(inArray(reviews.id, [...ids]), eq(reviews.subjectId, subjectId)));
  const unread = mine.filter((r) => r.readAt === null).map((r) => r.id);
  if (unread.length) await db.update(reviews).set({ readAt: now }).where(inArray(reviews.id, unread));
  return mine.map((r) => r.id).sort((a, b) => a - b);
}

/** How many reviews about the member are unread. */
export async function unreadCount(db: Executor, subjectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviews)
    .where(and(eq(reviews.subjectId, subjectId), isNull(reviews.readAt)));
  return row?.n ?? 0;
}
