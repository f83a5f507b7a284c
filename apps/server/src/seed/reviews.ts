import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids } from '@stagepass/db/schema/bookings';
import { events } from '@stagepass/db/schema/events';
import { purchases } from '@stagepass/db/schema/tickets';
import { recommendationRequests, recommendations, reviews } from '@stagepass/db/schema/conversation';
import { DEMO_ACCOUNTS } from './demo';
import { seededRandom, type Random } from './random';

// Issue 13: reviews and recommendations on the demo marketplace. Every event that has ended gets what the people who
// took part would have written (a ticket holder about the business and the booked talent, the business and the talent
// about each other), some of it already read; talent booked more than once get recommendations from businesses that
// booked them; and the demo talent has asked the demo business for one, claimed and waiting on its dashboard.
// Deterministic for the same database and `nowMs`.

export const REVIEWS_SEED = 20260513;
const HOUR_MS = 3_600_000;
const CHUNK = 500;

/** What each side says, by rating (5 down to 1): taken in turn, so neighbouring reviews differ. */
const GUEST_ON_TALENT: Record<number, readonly string[]> = {
  5: [
    'Absolutely electric set. The whole room was dancing by the second song and nobody wanted it to end.',
    'One of the best live performances I have seen this year. Great energy, great sound, and they took requests!',
    'Worth every penny. They read the crowd perfectly and the encore was unforgettable.',
    'Incredible musicianship and so much warmth on stage. I will be following them to their next show.',
  ],
  4: [
    'Really fun night. A couple of songs dragged a little, but the closing half hour was fantastic.',
    'Great vibe and a tight set. Would love a longer show next time.',
    'Very talented and clearly having a good time, which made it easy to have one too.',
  ],
  3: [
    'Solid performance, though the sound mix made the vocals hard to hear at the back.',
    'Good, not great. Started late but picked up towards the end.',
  ],
  2: ['The set was much shorter than advertised and felt a bit rushed.'],
  1: ['Unfortunately the performance was cut short and there was no explanation.'],
};
const GUEST_ON_BUSINESS: Record<number, readonly string[]> = {
  5: [
    'Beautiful venue, friendly staff and quick entry with the ticket QR code. Perfect night out.',
    'Great sound, fair drink prices and plenty of room to dance. I will be back.',
    'Well organised from start to finish. Doors on time and the show started right when they said.',
  ],
  4: [
    'Lovely space and a good crowd. The bar queue was long at the interval.',
    'Nice venue and easy to get to. Seating filled up quickly, so come early.',
  ],
  3: ['The show was great, but the room was too crowded and it was hard to see the stage.'],
  2: ['Check-in took forever and the coat check was closed.'],
  1: ['Oversold and uncomfortable. Not what I expected from the listing.'],
};
const BUSINESS_ON_TALENT: Record<number, readonly string[]> = {
  5: [
    'Arrived early, sound-checked quickly and kept the floor full all night. Our guests loved them.',
    'Professional from the first message to the last song. We have already asked them back.',
    'A real crowd-pleaser. Easy to work with and flexible when our schedule shifted.',
  ],
  4: [
    'Great performance and easy to work with. Ran a few minutes over, which we did not mind.',
    'Strong set and good communication before the night.',
  ],
  3: ['Good performance, though they needed more setup time than agreed.'],
  2: ['Arrived late and the first set was short.'],
  1: ['Did not play the agreed set length.'],
};
const TALENT_ON_BUSINESS: Record<number, readonly string[]> = {
  5: [
    'A dream venue to play: great monitors, a helpful sound engineer and paid promptly.',
    'The team looked after us from load-in to load-out. Would play here again in a heartbeat.',
    'Well promoted, full room, and everything was ready when we arrived.',
  ],
  4: [
    'Friendly staff and a good stage. Parking for load-in was a little tricky.',
    'Good crowd and clear communication about the timings.',
  ],
  3: ['Decent night, but the green room was tiny and the schedule changed on the day.'],
  2: ['The backline was not what we were promised.'],
  1: ['Very disorganised on the night.'],
};
const RECOMMENDATIONS = [
  'We have booked them several times and they never disappoint. Reliable, talented and great with a crowd.',
  'One of the most professional performers we work with: on time, prepared and generous with their time.',
  'Our regulars ask when they are coming back. That says it all. Highly recommended for any venue.',
  'Flexible, friendly and a genuinely great musician. They made our opening night.',
  'Easy to book, easy to work with, and the room was full every time they played.',
];

/** Mostly happy, as real reviews are: 5 and 4 most of the time. */
function rating(r: Random): number {
  const x = r.next();
  if (x < 0.52) return 5;
  if (x < 0.82) return 4;
  if (x < 0.93) return 3;
  if (x < 0.98) return 2;
  return 1;
}

const counters = new Map<object, number>();
function textOf(pool: Record<number, readonly string[]>, stars: number): string {
  const list = pool[stars]!;
  const i = counters.get(list) ?? 0;
  counters.set(list, i + 1);
  return list[i % list.length]!;
}

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

export interface ReviewSeedSummary {
  reviews: number;
  recommendations: number;
  pendingRequests: number;
}

/**
 * Seeds reviews and recommendations on the events that have ended by `nowMs` (after the bookings and tickets seeds, in
 * their transaction). Reviews are dated a few hours to three days after their event, never after now.
 */
export async function seedReviews(tx: Executor, input: { nowMs: number }): Promise<ReviewSeedSummary> {
  const { nowMs } = input;
  const r = seededRandom(REVIEWS_SEED);
  counters.clear();

  const past = await tx
    .select({ id: events.id, businessId: events.businessId, end: events.endTime })
    .from(events)
    .where(and(lt(events.endTime, new Date(nowMs)), eq(events.draft, false)))
    .orderBy(events.id);
  if (past.length === 0) return { reviews: 0, recommendations: 0, pendingRequests: 0 };
  const pastIds = past.map((e) => e.id);

  const booked = await tx
    .selectDistinct({ eventId: bids.eventId, talentId: bids.talentId })
    .from(bids)
    .where(and(inArray(bids.eventId, pastIds), eq(bids.state, 'Booked')))
    .orderBy(bids.eventId, bids.talentId);
  const guests = await tx
    .selectDistinct({ eventId: purchases.eventId, memberId: purchases.memberId })
    .from(purchases)
    .where(and(inArray(purchases.eventId, pastIds), eq(purchases.status, 'Charged')))
    .orderBy(purchases.eventId, purchases.memberId);
  const talentOf = group(
    booked,
    (b) => b.eventId,
    (b) => b.talentId,
  );
  const guestsOf = group(
    guests,
    (g) => g.eventId,
    (g) => g.memberId,
  );

  type Row = typeof reviews.$inferInsert;
  const rows: Row[] = [];
  const add = (
    e: (typeof past)[number],
    reviewerId: number,
    subjectId: number,
    pool: Record<number, readonly string[]>,
  ) => {
    if (reviewerId === subjectId) return;
    const stars = rating(r);
    const at = Math.min(nowMs - 60_000, e.end.getTime() + r.int(2, 72) * HOUR_MS);
    const date = new Date(at);
    rows.push({
      eventId: e.id,
      reviewerId,
      subjectId,
      rating: stars,
      review: textOf(pool, stars),
      createdAt: date,
      modifiedAt: date,
      // Older reviews have mostly been seen; those of the last two days mostly not.
      readAt: at < nowMs - 2 * 24 * HOUR_MS && r.chance(0.8) ? new Date(Math.min(nowMs, at + 6 * HOUR_MS)) : null,
    });
  };
  for (const e of past) {
    const talent = talentOf.get(e.id) ?? [];
    for (const t of talent) {
      if (r.chance(0.7)) add(e, e.businessId, t, BUSINESS_ON_TALENT);
      if (r.chance(0.6)) add(e, t, e.businessId, TALENT_ON_BUSINESS);
    }
    for (const g of guestsOf.get(e.id) ?? []) {
      if (g === e.businessId || talent.includes(g)) continue;
      if (r.chance(0.45)) add(e, g, e.businessId, GUEST_ON_BUSINESS);
      for (const t of talent) if (r.chance(0.55)) add(e, g, t, GUEST_ON_TALENT);
    }
  }
  await inChunks(rows, (chunk) => tx.insert(reviews).values(chunk).onConflictDoNothing());

  // Recommendations: a business that booked a talent three times or more recommended them; twice, often; once, now
  // and then.
  const pairs = new Map<string, { talentId: number; businessId: number; lastEnd: number; nights: number }>();
  const byId = new Map(past.map((e) => [e.id, e]));
  for (const b of booked) {
    const e = byId.get(b.eventId)!;
    const key = `${b.talentId}:${e.businessId}`;
    const p = pairs.get(key) ?? { talentId: b.talentId, businessId: e.businessId, lastEnd: 0, nights: 0 };
    p.nights += 1;
    p.lastEnd = Math.max(p.lastEnd, e.end.getTime());
    pairs.set(key, p);
  }
  const chosen = [...pairs.values()].filter((p) => p.nights >= 3 || r.chance(p.nights === 2 ? 0.6 : 0.15));
  const pairIds = [...new Set(chosen.flatMap((p) => [p.talentId, p.businessId]))];
  const people = pairIds.length
    ? await tx
        .select({ id: members.id, email: members.email, name: members.name })
        .from(members)
        .where(inArray(members.id, pairIds))
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  let written = 0;
  for (const p of chosen) {
    const talent = person.get(p.talentId);
    const business = person.get(p.businessId);
    if (!talent || !business) continue;
    const asked = new Date(Math.min(nowMs - HOUR_MS, p.lastEnd + r.int(6, 48) * HOUR_MS));
    const wrote = new Date(Math.min(nowMs - 60_000, asked.getTime() + r.int(2, 96) * HOUR_MS));
    const [request] = await tx
      .insert(recommendationRequests)
      .values({
        forId: talent.id,
        email: business.email.toLowerCase(),
        byName: talent.name,
        byId: business.id,
        state: 'WRITTEN',
        createdAt: asked,
        claimedAt: asked,
      })
      .returning({ id: recommendationRequests.id });
    await tx.insert(recommendations).values({
      requestId: request!.id,
      forId: talent.id,
      byId: business.id,
      rec: RECOMMENDATIONS[written % RECOMMENDATIONS.length]!,
      createdAt: wrote,
    });
    written += 1;
  }

  // The demo talent has asked the demo business for a recommendation; it waits on the business's dashboard.
  let pendingRequests = 0;
  const demo = await tx
    .select({ id: members.id, email: members.email, name: members.name })
    .from(members)
    .where(
      inArray(
        sql`lower(${members.email})`,
        DEMO_ACCOUNTS.filter((a) => a.role === 'talent' || a.role === 'business').map((a) => a.email),
      ),
    );
  const demoTalent = demo.find((d) => d.email === DEMO_ACCOUNTS.find((a) => a.role === 'talent')!.email);
  const demoBusiness = demo.find((d) => d.email === DEMO_ACCOUNTS.find((a) => a.role === 'business')!.email);
  if (demoTalent && demoBusiness) {
    const at = new Date(nowMs - 5 * HOUR_MS);
    await tx.insert(recommendationRequests).values({
      forId: demoTalent.id,
      email: demoBusiness.email.toLowerCase(),
      byName: demoTalent.name,
      byId: demoBusiness.id,
      createdAt: at,
      claimedAt: at,
    });
    pendingRequests = 1;
  }
  return { reviews: rows.length, recommendations: written, pendingRequests };
}

function group<T>(items: readonly T[], key: (t: T) => number, value: (t: T) => number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const item of items) {
    const list = out.get(key(item)) ?? [];
    list.push(value(item));
    out.set(key(item), list);
  }
  return out;
}
