import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset(); // the seeded lists survive a reset, as in every database
});
afterAll(async () => {
  await t?.close();
});

describe('specialist_trait_query', () => {
  it('lists every talent trait with its sub-traits and ids, to anyone', async () => {
    const res = await t.call('specialist_trait_query', {});
    expect(res.status).toBe(200);
    const traits = res.body.data.traits as {
      id: number;
      trait: string;
      sub_traits: { id: number; trait: string; subtrait: string }[];
    }[];
    expect(traits.map((x) => x.trait)).toEqual(
      expect.arrayContaining([
        'Musician',
        'Comedian',
        'Dancer',
        'Magician',
        'Visual Artist',
        'Speaker',
        'Content Creator',
      ]),
    );
    const musician = traits.find((x) => x.trait === 'Musician');
    expect(musician?.id).toBe(1);
    expect(musician?.sub_traits.slice(0, 2)).toEqual([
      { id: 101, trait: 'Musician', subtrait: 'Singer' },
      { id: 102, trait: 'Musician', subtrait: 'Guitarist' },
    ]);
    expect(musician?.sub_traits.map((s) => s.subtrait)).toContain('DJ');
    // Every sub-trait names its own trait, and ids are unique across the list.
    const ids = traits.flatMap((x) => [x.id, ...x.sub_traits.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const x of traits) for (const s of x.sub_traits) expect(s.trait).toBe(x.trait);
  });
});

describe('get_business_trait_types and get_user_trait_types', () => {
  it('lists the kinds of business in order', async () => {
    const res = await t.call('get_business_trait_types', {});
    expect(res.status).toBe(200);
    expect(res.body.data.traits.slice(0, 10)).toEqual(
      [
        'Bar',
        'Nightclub',
        'Restaurant',
        'Brewery',
        'Winery',
        'Coffee Shop',
        'Event Venue',
        'Event Promoter',
        'Hotel',
        'Festival',
      ].map((trait, i) => ({ id: i + 1, trait })),
    );
  });

  it('lists the fan interests', async () => {
    const res = await t.call('get_user_trait_types', {});
    expect(res.status).toBe(200);
    expect(res.body.data.traits[0]).toEqual({ id: 1, trait: 'Live Music' });
    expect(res.body.data.traits.map((x: { trait: string }) => x.trait)).toEqual(
      expect.arrayContaining(['Comedy', 'Nightlife', 'Festivals']),
    );
  });
});
