import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { follows, locations, talentTraits } from '@stagepass/db/schema/bookings';
import { marketplace } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const m = marketplace(t, 'featured.test');

let serial = 0;

/** A member straight in the table (featured talent need no session): talent with a photo unless told otherwise. */
async function creator(fields: Partial<typeof members.$inferInsert> = {}): Promise<number> {
  const n = ++serial;
  const [row] = await t.db
    .insert(members)
    .values({
      email: `creator${n}@featured.test`,
      name: `Creator ${n}`,
      isSpecialist: true,
      image: `/media/avatars/creator${n}.png`,
      createdAt: new Date(t.clock.now() + n * 1000),
      ...fields,
    })
    .returning({ id: members.id });
  return row!.id;
}

async function follower(followedId: number, times: number) {
  for (let i = 0; i < times; i++) {
    const fan = await creator({ isSpecialist: false, image: null });
    await t.db
      .insert(follows)
      .values({ followerId: fan, followedId, followedType: 'SPECIALIST', createdAt: new Date(t.clock.now()) });
  }
}

async function locate(talentId: number, latitude: number, longitude: number, deleted = false) {
  const now = new Date(t.clock.now());
  await t.db.insert(locations).values({
    talentId,
    name: 'Home base',
    address: 'Somewhere',
    latitude,
    longitude,
    country: 'US',
    timeZone: 'America/Los_Angeles',
    createdAt: now,
    updatedAt: now,
    deletedAt: deleted ? now : null,
  });
}

const featured = async (input: Record<string, unknown> = {}, token?: string) => {
  const res = await t.call('get_featured_celebrities', input, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.celebrities as {
    member_id: number;
    sp_name: string;
    sp_photo: string;
    gallery_prefix: string;
    traits: string[];
    username: string | null;
    distance: number | null;
  }[];
};
const ids = (list: { member_id: number }[]) => list.map((c) => c.member_id);

describe('get_featured_celebrities (spec 001 §7, §3 Featured creator)', () => {
  it('features only active creators with a photo, with the Featured creator fields, to logged-out visitors', async () => {
    const star = await creator({ name: 'Marisol Vega', username: 'mvega' });
    await t.db.insert(talentTraits).values([
      { talentId: star, traitId: 102 },
      { talentId: star, traitId: 1 },
      { talentId: star, traitId: 301 },
    ]);
    await creator({ image: null });
    await creator({ image: '' });
    await creator({ image: '   ' });
    await creator({ isSpecialist: false }); // a fan with a photo
    await creator({ isSpecialist: false, isBusiness: true }); // a business with a photo
    await creator({ active: false });
    await creator({ deletedAt: new Date(t.clock.now()) });

    const list = await featured();
    expect(list).toEqual([
      {
        member_id: star,
        sp_name: 'Marisol Vega',
        sp_photo: `/media/avatars/creator${serial - 7}.png`,
        gallery_prefix: `/media/gallery/${star}/`,
        // The list's order: a trait, then its sub-traits.
        traits: ['Musician', 'Guitarist', 'Hip-hop Dancer'],
        username: 'mvega',
        distance: null,
      },
    ]);
  });

  it('without a position: the most followed first, then the newest; the limit is honoured', async () => {
    const older = await creator();
    const popular = await creator();
    const earlier = await creator();
    const latest = await creator();
    await follower(older, 1);
    await follower(popular, 2);
    expect(ids(await featured())).toEqual([popular, older, latest, earlier]);
    expect(ids(await featured({ limit: 2 }))).toEqual([popular, older]);
    expect(ids(await featured({ limit: 1 }))).toEqual([popular]);
  });

  it('answers 12 by default and at most 50', async () => {
    for (let i = 0; i < 14; i++) await creator();
    expect(await featured()).toHaveLength(12);
    expect(await featured({ limit: 50 })).toHaveLength(14);
  });

  it('near a position: within the distance, measured to a current location or the address, nearest first', async () => {
    // San Francisco is asked about.
    const oakland = await creator(); // a location across the bay (about 8 miles)
    await locate(oakland, 37.8044, -122.2712);
    const mission = await creator({ latitude: 37.7599, longitude: -122.4148 }); // own address, about 1 mile
    const twoPlaces = await creator(); // New York, and San Jose (about 42 miles)
    await locate(twoPlaces, 40.7128, -74.006);
    await locate(twoPlaces, 37.3382, -121.8863);
    const movedAway = await creator(); // only a deleted location nearby
    await locate(movedAway, 37.77, -122.42, true);
    await locate(movedAway, 34.0522, -118.2437);
    await creator(); // nowhere: no location, no address
    const noPhoto = await creator({ image: null, latitude: 37.77, longitude: -122.42 });

    const near = await featured({ latitude: 37.77, longitude: -122.42 });
    expect(ids(near)).toEqual([mission, oakland, twoPlaces]);
    const [toMission, toOakland, toSanJose] = near.map((c) => c.distance!);
    expect(toMission).toBeGreaterThan(0.5);
    expect(toMission).toBeLessThan(1.5);
    expect(toOakland).toBeGreaterThan(6);
    expect(toOakland).toBeLessThan(10);
    expect(toSanJose).toBeGreaterThan(38);
    expect(toSanJose).toBeLessThan(46);
    expect(ids(near)).not.toContain(noPhoto);

    expect(ids(await featured({ latitude: 37.77, longitude: -122.42, distance: 10 }))).toEqual([mission, oakland]);
    expect(ids(await featured({ latitude: 37.77, longitude: -122.42, distance: 500, limit: 3 }))).toEqual([
      mission,
      oakland,
      twoPlaces,
    ]);
    expect(ids(await featured({ latitude: 37.77, longitude: -122.42, distance: 500 }))).toEqual([
      mission,
      oakland,
      twoPlaces,
      movedAway,
    ]);
    // A signed-in caller gets the same list.
    const fan = await m.member();
    expect(ids(await featured({ latitude: 37.77, longitude: -122.42, distance: 10 }, fan.token))).toEqual([
      mission,
      oakland,
    ]);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [input, field] of [
      [{ limit: 0 }, 'limit'],
      [{ limit: 51 }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ limit: '12' }, 'limit'],
      [{ latitude: 91, longitude: 0 }, 'latitude'],
      [{ latitude: 0, longitude: -181 }, 'longitude'],
      [{ latitude: 37.77 }, 'longitude'],
      [{ longitude: -122.42 }, 'latitude'],
      [{ latitude: 37.77, longitude: -122.42, distance: 0 }, 'distance'],
      [{ latitude: 37.77, longitude: -122.42, distance: 501 }, 'distance'],
    ] as const) {
      const res = await t.call('get_featured_celebrities', input);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
    }
  });

  it('a creator who deletes their account or is deactivated is no longer featured', async () => {
    const a = await creator();
    const b = await creator();
    expect(ids(await featured())).toEqual([b, a]);
    await t.db
      .update(members)
      .set({ deletedAt: new Date(t.clock.now()) })
      .where(eq(members.id, a));
    await t.db.update(members).set({ active: false }).where(eq(members.id, b));
    expect(await featured()).toEqual([]);
  });
});
