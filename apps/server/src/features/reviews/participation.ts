import { REVIEW_EVENT_NOT_FOUND, REVIEW_TARGETS, type ParticipantRole } from '@stagepass/domain/reviews';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import { findEvent, reviewableMembers, roleAt, type MemberRow, type ReviewEvent } from './reviews-repository';

export interface Participation {
  event: ReviewEvent;
  role: ParticipantRole;
  /** Whom the member may review at the event (domain REVIEW_TARGETS), never themselves. */
  reviewable: (MemberRow & { role: Exclude<ParticipantRole, 'guest'> })[];
}

/**
 * The member's part in an event and whom they may review there. An event they had no part in answers 404, as a
 * missing one does: whether someone else's event exists, or who took part, is not told.
 */
export async function participation(db: Executor, eventId: number, memberId: number): Promise<Participation> {
  const event = await findEvent(db, eventId);
  const role = event && !event.draft ? await roleAt(db, event, memberId) : null;
  if (!event || !role) throw new AppError('NOT_FOUND', REVIEW_EVENT_NOT_FOUND, 'event_id');
  const { business, talent } = await reviewableMembers(db, event);
  const targets = REVIEW_TARGETS[role];
  const reviewable: Participation['reviewable'] = [];
  if (targets.includes('business') && business) reviewable.push({ ...business, role: 'business' });
  if (targets.includes('talent')) reviewable.push(...talent.map((t) => ({ ...t, role: 'talent' as const })));
  return { event, role, reviewable: reviewable.filter((m) => m.id !== memberId) };
}
