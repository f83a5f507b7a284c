import type { Executor } from '@stagepass/db/client';
import { bids } from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { purchases, tickets } from '@stagepass/db/schema/tickets';
import { recommendationRequests, reviews } from '@stagepass/db/schema/conversation';

/**
 * Events that were taken part in, reviews and recommendation requests, made straight in the database: for the area's
 * tests, its authorization-matrix inputs and the demo data. What the requests of other areas would leave behind: a
 * published event of a business, its talent booked on a time block, and guests holding tickets they paid for.
 */

const HOUR_MS = 3_600_000;

export interface EventWorld {
  businessId: number;
  /** Booked on the event's one time block. */
  talentIds?: readonly number[];
  /** Each holds a free ticket (a Charged purchase). */
  guestIds?: readonly number[];
  name?: string;
  /** When the event ends, relative to `nowMs` (negative: it has ended). Default: an hour ago. */
  endsInMs?: number;
  private?: boolean;
}

/** A published event of 3 hours in San Francisco with its bookings and ticket holders; answers its id. */
export async function makeEventWorld(db: Executor, nowMs: number, world: EventWorld): Promise<number> {
  const now = new Date(nowMs);
  const endMs = nowMs + (world.endsInMs ?? -HOUR_MS);
  const [event] = await db
    .insert(events)
    .values({
      businessId: world.businessId,
      name: world.name ?? 'Harbor Lights',
      address: '1 Market St, San Francisco, CA',
      country: 'US',
      latitude: 37.7941,
      longitude: -122.3953,
      startTime: new Date(endMs - 3 * HOUR_MS),
      endTime: new Date(endMs),
      timeZone: 'America/Los_Angeles',
      draft: false,
      private: world.private ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: events.id });
  const eventId = event!.id;
  const talentIds = world.talentIds ?? [];
  if (talentIds.length) {
    const [block] = await db
      .insert(subEvents)
      .values({
        eventId,
        startTime: new Date(endMs - 2 * HOUR_MS),
        endTime: new Date(endMs - HOUR_MS),
        traitsNum: { '102': talentIds.length },
        createdAt: now,
      })
      .returning({ id: subEvents.id });
    await db.insert(bids).values(
      talentIds.map((talentId) => ({
        subEventId: block!.id,
        eventId,
        businessId: world.businessId,
        talentId,
        traitId: 102,
        maxCents: 30_000,
        priceCents: 25_000,
        state: 'Booked' as const,
        bidState: 'Win' as const,
        placedAt: now,
        updatedAt: now,
        bookedAt: now,
      })),
    );
  }
  const guestIds = world.guestIds ?? [];
  if (guestIds.length) {
    const [ticket] = await db
      .insert(tickets)
      .values({
        eventId,
        name: 'General Admission',
        priceCents: 0,
        quantity: 100,
        sold: guestIds.length,
        salesStart: new Date(endMs - 30 * 24 * HOUR_MS),
        salesEnd: new Date(endMs - 3 * HOUR_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tickets.id });
    await db.insert(purchases).values(
      guestIds.map((memberId) => ({
        ticketId: ticket!.id,
        eventId,
        memberId,
        quantity: 1,
        unitPriceCents: 0,
        feeCents: 0,
        taxCents: 0,
        totalCents: 0,
        currency: 'USD',
        paymentCompany: 'Stagepass',
        paymentMethod: 'FreeTicket',
        status: 'Charged' as const,
        createdAt: now,
      })),
    );
  }
  return eventId;
}

/** A review as set_review leaves it. */
export async function makeReview(
  db: Executor,
  nowMs: number,
  values: { eventId: number; reviewerId: number; subjectId: number; rating?: number; review?: string },
): Promise<number> {
  const now = new Date(nowMs);
  const [row] = await db
    .insert(reviews)
    .values({ rating: 4, review: 'A great night.', ...values, createdAt: now, modifiedAt: now })
    .returning({ id: reviews.id });
  return row!.id;
}

/** A pending recommendation request of talent `forId` to `email`; claimed by `byId` when given. */
export async function makeRecRequest(
  db: Executor,
  nowMs: number,
  values: { forId: number; email: string; byName?: string; byId?: number | null },
): Promise<number> {
  const now = new Date(nowMs);
  const [row] = await db
    .insert(recommendationRequests)
    .values({
      forId: values.forId,
      email: values.email.toLowerCase(),
      byName: values.byName ?? 'Tomas Talent',
      byId: values.byId ?? null,
      claimedAt: values.byId ? now : null,
      createdAt: now,
    })
    .returning({ id: recommendationRequests.id });
  return row!.id;
}
