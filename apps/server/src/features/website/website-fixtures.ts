import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { bids, talentTraits } from '@stagepass/db/schema/bookings';
import { plans, products, tiers } from '@stagepass/db/schema/commerce';
import * as eventsRepo from '../events/events-repository';
import { insertPost } from '../posts/posts-repository';
import type { marketplace, TestMember } from '../../test/marketplace-fixtures';
import type { TestApp } from '../../test/test-app';

/** Specialist trait 1 of the seed migration (0002). */
const MUSICIAN = 1;

export interface SiteTalent extends TestMember {
  username: string;
}

/**
 * Test data of the creator website: a talent with a username, a trait and `fields` of their own (a name or a bio
 * to escape), and what their page shows: a booked time block on a published public event (the event made as its
 * business makes it), and, written straight to the database, a product with a $5 monthly plan and a post.
 */
export function siteWorld(t: TestApp, m: ReturnType<typeof marketplace>) {
  let serial = 0;

  async function talent(fields: Partial<typeof members.$inferInsert> = {}): Promise<SiteTalent> {
    const s = await m.member({ isSpecialist: true }, 'talent');
    const username = `star${++serial}${s.id}`;
    await t.db
      .update(members)
      .set({ username, image: '/media/profiles/star.webp', locality: 'Oakland', country: 'US', ...fields })
      .where(eq(members.id, s.id));
    await t.db.insert(talentTraits).values({ talentId: s.id, traitId: MUSICIAN });
    return { ...s, username: fields.username ?? username };
  }

  /** A booked time block 10 days ahead at a new business's published public event named `eventName`. */
  async function booking(talentId: number, eventName: string): Promise<number> {
    const venue = await m.business();
    const eventId = await m.event(venue.token, 10, eventName);
    const now = new Date(t.clock.now());
    const [event] = await eventsRepo.listByIds(t.db, [eventId]);
    const start = event!.startTime.getTime() + 3600_000;
    const subEventId = await eventsRepo.insertSubEvent(
      t.db,
      { eventId, startTime: new Date(start), endTime: new Date(start + 3600_000), notes: '', traitsNum: { '1': 1 } },
      now,
    );
    await t.db.insert(bids).values({
      subEventId,
      eventId,
      businessId: venue.id,
      talentId,
      traitId: MUSICIAN,
      maxCents: 20_000,
      priceCents: 15_000,
      state: 'Booked',
      placedAt: now,
      updatedAt: now,
      bookedAt: now,
    });
    return eventId;
  }

  /** An enabled product with one tier and a $5 monthly plan. */
  async function product(ownerId: number, name: string, description = ''): Promise<number> {
    const now = new Date(t.clock.now());
    const [p] = await t.db
      .insert(products)
      .values({
        ownerId,
        typeId: 1,
        name,
        description,
        image: '/media/products/club.webp',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    const [tier] = await t.db
      .insert(tiers)
      .values({ productId: p!.id, name: 'Members', createdAt: now, updatedAt: now })
      .returning({ id: tiers.id });
    await t.db.insert(plans).values({
      productId: p!.id,
      tierId: tier!.id,
      name: 'Monthly',
      priceCents: 500,
      currency: 'USD',
      interval: 'month',
      createdAt: now,
      updatedAt: now,
    });
    return p!.id;
  }

  const post = (authorId: number, title: string, caption: string) =>
    insertPost(t.db, {
      authorId,
      title,
      caption,
      mediaType: 'Image',
      mediaUrl: '/media/posts/p.webp',
      now: new Date(t.clock.now()),
    });

  return { talent, booking, product, post };
}
