import type { Handler } from '../../rpc/context';
import { reviewsOpen } from '@stagepass/domain/reviews';
import { memberKind } from '@stagepass/domain/reviews';
import { reviewsView } from './participation';
import { listOfEvent } from './reviews-repository';
import { listItem } from './views';

/**
 * spec 001 §7 get_reviews (event_id): for a participant, the event's reviews they wrote or received (its business
 * reads them all), whom they may review and whether reviews are open yet (the server's clock). Anyone else who may
 * open the event's page gets no part in it, no reviews and nobody to review: the page asks whoever opens it.
 */
export const get_reviews: Handler<'get_reviews'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const { event, role, reviewable } = await reviewsView(ctx.db, input.event_id, me);
  const rows = role === null ? [] : await listOfEvent(ctx.db, event.id, role === 'business' ? null : me);
  const reviews = rows.map((r) => listItem(r, me));
  return {
    event_id: event.id,
    event_name: event.name,
    ends_at: event.endTime.toISOString(),
    ended: reviewsOpen(event.endTime.getTime(), ctx.clock.now()),
    role,
    reviews,
    reviewable: reviewable.map((m) => ({
      id: m.id,
      name: m.name,
      photo: m.photo,
      kind: memberKind(m),
      role: m.role,
      review_id: reviews.find((r) => r.mine && r.subject_id === m.id)?.id ?? null,
    })),
  };
};
