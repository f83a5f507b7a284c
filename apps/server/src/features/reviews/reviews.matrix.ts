import type { reviewsRequests } from '@stagepass/contract/reviews/index';
import type { RequestInput } from '@stagepass/contract/registry';
import type { AreaMatrix, ForeignCall, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { makeEventWorld, makeRecRequest, makeReview } from './reviews-fixtures';

const secretsOf = (p: Person) => [p.id, p.email, p.name, ...(p.username ? [p.username] : [])];
const now = (w: World) => w.t.clock.now();

/**
 * An event that ended, of the world's business, with the world's talent booked and the caller holding a ticket (the
 * business caller owns it, the talent caller is booked on it): every signed-in caller took part.
 */
async function ownPastEvent(w: World) {
  const guest = w.me && w.me.id !== w.business.id && w.me.id !== w.talent.id ? [w.me.id] : [];
  return makeEventWorld(w.t.db, now(w), {
    businessId: w.business.id,
    talentIds: [w.talent.id],
    guestIds: guest,
    name: `Matrix Night ${w.n}`,
  });
}

/** The other business's event that ended, the other agency's client holding a ticket: nobody of the caller's. */
async function foreignPastEvent(w: World, options: { private?: boolean } = {}) {
  const name = `Orchard Secret ${w.n}`;
  const eventId = await makeEventWorld(w.t.db, now(w), {
    businessId: w.other.business.id,
    guestIds: [w.other.client.id],
    name,
    ...options,
  });
  return { eventId, secrets: [name, ...secretsOf(w.other.business), ...secretsOf(w.other.client)] };
}

/** Whom the caller may write for: the world's talent, or (the talent themselves) the agency's client. */
const recommended = (w: World) => (w.me?.id === w.talent.id ? w.client : w.talent);

/**
 * claim_for_id (accounts' block, rpc/authorization-matrix-fixtures.ts): a request of a talent sent to the caller's own
 * email, to accept; and the other agency's client's request sent to the other business, which is not the caller's.
 */
const claimForId = {
  fixture: async (w: World): Promise<RequestInput<'claim_for_id'>> => {
    const forId = recommended(w).id;
    if (w.me) await makeRecRequest(w.t.db, now(w), { forId, email: w.me.email });
    return { type: 'RECOMMEND', for_id: forId };
  },
  foreign: async (w: World): Promise<ForeignCall<'claim_for_id'>> => {
    await makeRecRequest(w.t.db, now(w), { forId: w.other.client.id, email: w.other.business.email });
    return {
      input: { type: 'RECOMMEND', for_id: w.other.client.id },
      secrets: [...secretsOf(w.other.client), ...secretsOf(w.other.business)],
    };
  },
};

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const reviewsMatrix: AreaMatrix<typeof reviewsRequests> & { claimForId: typeof claimForId } = {
  fixtures: {
    get_reviews: async (w) => ({ event_id: await ownPastEvent(w) }),
    get_reviews_for_id: (w) => ({ id: w.talent.id }),
    set_review: async (w) => ({
      event_id: await ownPastEvent(w),
      friend_id: w.me?.id === w.business.id ? w.talent.id : w.business.id,
      review: 'A warm crowd and a great sound.',
      rating: 5,
    }),
    mark_reviews_as_read: async (w) => {
      if (!w.me) return { review_ids: [1] };
      const eventId = await makeEventWorld(w.t.db, now(w), { businessId: w.business.id, name: `Matrix ${w.n}` });
      const id = await makeReview(w.t.db, now(w), { eventId, reviewerId: w.spare.id, subjectId: w.me.id });
      return { review_ids: [id] };
    },
    get_recs_for_id: (w) => ({ for_id: w.talent.id }),
    get_recs_by_id: (w) => ({ by_id: w.fan.id }),
    get_pending_rec_requests: () => ({}),
    request_rec: (w) => ({ email: w.freshEmail('recommender') }),
    write_rec: async (w) => {
      const forId = recommended(w).id;
      if (w.me) await makeRecRequest(w.t.db, now(w), { forId, email: w.me.email, byId: w.me.id });
      return { rec: 'Reliable, talented and a joy to book.', for_id: forId };
    },
  },
  foreignFixtures: {
    // A public event's page asks get_reviews of whoever opens it (no part, no reviews); a private one is its
    // participants' only.
    get_reviews: async (w) => {
      const { eventId, secrets } = await foreignPastEvent(w, { private: true });
      return { input: { event_id: eventId }, secrets };
    },
    set_review: async (w) => {
      const { eventId, secrets } = await foreignPastEvent(w);
      return {
        input: { event_id: eventId, friend_id: w.other.business.id, review: 'Taking over.', rating: 1 },
        secrets,
      };
    },
    mark_reviews_as_read: async (w) => {
      const { eventId, secrets } = await foreignPastEvent(w);
      const text = `Orchard secret review ${w.n}`;
      const id = await makeReview(w.t.db, now(w), {
        eventId,
        reviewerId: w.other.client.id,
        subjectId: w.other.business.id,
        review: text,
      });
      return { input: { review_ids: [id] }, secrets: [text, ...secrets] };
    },
    request_rec: (w) => ({
      input: { email: w.freshEmail('recommender'), by_id: w.other.client.id },
      secrets: secretsOf(w.other.client),
    }),
    write_rec: async (w) => {
      await makeRecRequest(w.t.db, now(w), {
        forId: w.other.client.id,
        email: w.other.business.email,
        byId: w.other.business.id,
        byName: 'Quincy Foreign',
      });
      return {
        input: { rec: 'Not mine to write.', for_id: w.other.client.id },
        secrets: [...secretsOf(w.other.client), ...secretsOf(w.other.business)],
      };
    },
  },
  claimForId,
};
