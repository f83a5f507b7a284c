import { REVIEW_EVENT_NOT_FOUND, REVIEW_TARGETS, type ParticipantRole } from '@stagepass/domain/reviews';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import { visibleTo } from '../events/visibility';
import { findEvent, reviewableMembers, roleAt, type MemberRow, type ReviewEvent } from './reviews-repository';

export interface Participation {
  event: ReviewEvent;
  role: ParticipantRole;
  /** Whom the member may review at the event (domain REVIEW_TARGETS), never themselves. */
  reviewable: (MemberRow & { role: Exclude<ParticipantRole, 'guest'> })[];
}

const notFound = () => new AppError('NOT_FOUND', REVIEW_EVENT_NOT_FOUND, 'event_id');

async function reviewableAt(db: Executor, event: ReviewEvent, role: ParticipantRole, memberId: number) {
  const { business, talent } = await reviewableMembers(db, event);
  const targets = REVIEW_TARGETS[role];
  const reviewable: Participation['reviewable'] = [];
  if (targets.includes('business') && business) reviewable.push({ ...business, role: 'business' });
  if (targets.includes('talent')) reviewable.push(...talent.map((t) => ({ ...t, role: 'talent' as const })));
  return reviewable.filter((m) => m.id !== memberId);
}

/**
 * The member's part in an event and whom they may review there, for writing reviews. An event they had no part in
 * answers 404, as a missing one does: whether someone else's event exists, or who took part, is not told.
 */
export async function participation(db: Executor, eventId: number, memberId: number): Promise<Participation> {
  const event = await findEvent(db, eventId);
  const role = event && !event.draft ? await roleAt(db, event, memberId) : null;
  if (!event || !role) throw notFound();
  return { event, role, reviewable: await reviewableAt(db, event, role, memberId) };
}

/** What a member reads of an event's reviews: their part in it (null: none) and whom they may review. */
export interface ReviewsView {
  event: ReviewEvent;
  role: ParticipantRole | null;
  reviewable: Participation['reviewable'];
}

/**
 * The reviews' view of an event for whoever may open its page (events/visibility.ts), so the page can ask whoever
 * opens it: a participant's part as participation() finds it; anyone else has no part and nobody to review. A draft
 * (its business's only) has no reviews yet. A private event is seen by its participants (they hold a ticket or perform
 * there); to anyone else it answers 404 like a missing one, as does someone else's draft.
 */
export async function reviewsView(db: Executor, eventId: number, memberId: number): Promise<ReviewsView> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound();
  if (event.draft) {
    if (event.businessId !== memberId) throw notFound();
    return { event, role: 'business', reviewable: [] };
  }
  const role = await roleAt(db, event, memberId);
  if (role) return { event, role, reviewable: await reviewableAt(db, event, role, memberId) };
  if (!visibleTo(event, memberId, { privateByLink: false })) throw notFound();
  return { event, role: null, reviewable: [] };
}
