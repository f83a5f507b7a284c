import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { talentTraits } from '@stagepass/db/schema/bookings';
import { FROM_ID_MAX, SEARCH_RESULTS_LIMIT } from '@stagepass/domain/talent-search';
import { marketplace } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';
import { nameSearchQuery } from './search-repository';

const t = useTestApp();
const m = marketplace(t, 'search.test');

let serial = 0;

/** A member straight in the table (nobody searched for needs a session). */
async function member(name: string, fields: Partial<typeof members.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(members)
    .values({ email: `m${++serial}@search.test`, name, createdAt: new Date(t.clock.now()), ...fields })
    .returning({ id: members.id });
  return row!.id;
}
const talent = (name: string, fields: Partial<typeof members.$inferInsert> = {}, traitIds: number[] = []) =>
  member(name, { isSpecialist: true, ...fields }).then(async (id) => {
    if (traitIds.length) await t.db.insert(talentTraits).values(traitIds.map((traitId) => ({ talentId: id, traitId })));
    return id;
  });
const business = (name: string, fields: Partial<typeof members.$inferInsert> = {}) =>
  member(name, { isBusiness: true, ...fields });

interface Card {
  id: number;
  name: string;
  username: string | null;
  photo: string | null;
  followed_type: 'SPECIALIST' | 'BUSINESS';
  traits: string[];
}

async function search(lookfor: unknown, followed_type?: string, token?: string): Promise<Card[]> {
  const res = await t.call(
    'search_celebrities_regexp',
    { lookfor, ...(followed_type ? { followed_type } : {}) },
    token,
  );
  expect(res.status, `${JSON.stringify(lookfor)}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data.results as Card[];
}
const names = (cards: Card[]) => cards.map((c) => c.name);

/** A small world: two talent, a talent by trait only, two businesses, a fan, and members who must never appear. */
async function world() {
  const marisol = await talent('Marisol Vega', { username: 'mvega', image: '/media/avatars/marisol.png' }, [1, 102]);
  const ava = await talent('Ava Stone', { username: 'stoneheart' }, [501]);
  const drums = await talent('Quinn Ortiz', { username: 'qo' }, [104]);
  const harbor = await business('Harbor Room', { username: 'harborroom', image: '/media/avatars/harbor.png' });
  const marina = await business('Marina Hall');
  await member('Mariana Fan'); // a fan: neither talent nor business
  await talent('Marissa Gone', { deletedAt: new Date(t.clock.now()) }, [102]);
  await talent('Mariam Inactive', { active: false }, [102]);
  await business('Marigold Closed', { deletedAt: new Date(t.clock.now()) });
  return { marisol, ava, drums, harbor, marina };
}

describe('search_celebrities_regexp (spec 001 §7 Follow)', () => {
  it('finds talent and businesses by name prefix and username, logged out too, with public cards', async () => {
    const w = await world();
    const found = await search('mari');
    expect(found).toEqual([
      { id: w.marina, name: 'Marina Hall', username: null, photo: null, followed_type: 'BUSINESS', traits: [] },
      {
        id: w.marisol,
        name: 'Marisol Vega',
        username: 'mvega',
        photo: '/media/avatars/marisol.png',
        followed_type: 'SPECIALIST',
        traits: ['Musician', 'Guitarist'],
      },
    ]);
    // Every word must start a word of the name or username, in any order and case.
    expect(names(await search('VEGA mar'))).toEqual(['Marisol Vega']);
    expect(names(await search('mar stone'))).toEqual([]);
    expect(names(await search('mveg'))).toEqual(['Marisol Vega']);
    expect(names(await search('stoneh'))).toEqual(['Ava Stone']);
    expect(names(await search('harborr'))).toEqual(['Harbor Room']);
    // A word inside a word is no prefix.
    expect(names(await search('isol'))).toEqual([]);
    // followed_type narrows to one kind.
    expect(names(await search('mari', 'SPECIALIST'))).toEqual(['Marisol Vega']);
    expect(names(await search('mari', 'BUSINESS'))).toEqual(['Marina Hall']);
    expect(names(await search('stone', 'BUSINESS'))).toEqual([]);
    // A signed-in member gets the same.
    const fan = await m.member();
    expect(names(await search('mari', undefined, fan.token))).toEqual(['Marina Hall', 'Marisol Vega']);
  });

  it('finds talent by trait and sub-trait name, after the name matches', async () => {
    const w = await world();
    const guitarist = await talent('Guitar Greg', {}, [501]); // the name matches; the trait does not
    expect((await search('guitar')).map((c) => c.id)).toEqual([guitarist, w.marisol]);
    // A trait's name finds its talent, and those with one of its sub-traits.
    expect(names(await search('musician'))).toEqual(['Marisol Vega', 'Quinn Ortiz']);
    expect(names(await search('drum'))).toEqual(['Quinn Ortiz']);
    expect(names(await search('visual art'))).toEqual(['Ava Stone', 'Guitar Greg']);
    expect(names(await search('painter'))).toEqual(['Ava Stone', 'Guitar Greg']);
    // Businesses have no talent traits.
    expect(await search('musician', 'BUSINESS')).toEqual([]);
  });

  it('is never a pattern: the injection corpus answers normally and matches nothing unexpected', async () => {
    await world();
    const everyone = await t.db.select({ id: members.id }).from(members);
    for (const hostile of [
      '.*',
      '.',
      '^',
      '$',
      '\\',
      '\\\\',
      '%',
      '_',
      '%_',
      '%%',
      '*',
      ':*',
      '!',
      '&',
      '|',
      '<->',
      '()',
      "'",
      '"',
      "'; drop table members; --",
      "' or '1'='1",
      '[a-z]+',
      '(?i)',
      ' ',
      '',
    ]) {
      const found = await search(hostile);
      // 'drop table members' and "or 1 1" are plain words that name nobody here.
      expect(found, JSON.stringify(hostile)).toEqual([]);
    }
    // A NUL is refused before it reaches anything, as for every text field.
    const nul = await t.call('search_celebrities_regexp', { lookfor: 'mari\u0000' });
    expect([nul.status, nul.body.field]).toEqual([400, 'lookfor']);
    // Catastrophic backtracking is no concern: '(a+)+$' is the word 'a', a prefix like any other.
    expect(names(await search('(a+)+$'))).toEqual(['Ava Stone']);
    expect(names(await search(`${'a'.repeat(60)}!`))).toEqual([]);
    // A pattern that would match everyone matches only its literal words.
    expect(names(await search('m.*'))).toEqual(['Marina Hall', 'Marisol Vega', 'Quinn Ortiz' /* Musician */]);
    expect(names(await search('%mari%'))).toEqual(['Marina Hall', 'Marisol Vega']);
    // And the table is still there, whole.
    expect(await t.db.select({ id: members.id }).from(members)).toHaveLength(everyone.length);
  });

  it('answers at most 20', async () => {
    for (let i = 0; i < SEARCH_RESULTS_LIMIT + 5; i++) await talent(`Echo ${String(i).padStart(2, '0')}`, {}, [106]);
    const found = await search('echo');
    expect(found).toHaveLength(SEARCH_RESULTS_LIMIT);
    expect(names(found).slice(0, 2)).toEqual(['Echo 00', 'Echo 01']);
    expect(await search('dj')).toHaveLength(SEARCH_RESULTS_LIMIT);
  });

  it('never shows deleted or deactivated members, by name or by trait', async () => {
    const w = await world();
    expect(names(await search('marissa'))).toEqual([]);
    expect(names(await search('mariam'))).toEqual([]);
    expect(names(await search('marigold'))).toEqual([]);
    expect(names(await search('guitarist'))).toEqual(['Marisol Vega']);
    await t.db
      .update(members)
      .set({ deletedAt: new Date(t.clock.now()) })
      .where(eq(members.id, w.marisol));
    expect(names(await search('guitarist'))).toEqual([]);
    expect(names(await search('mari'))).toEqual(['Marina Hall']);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [input, field] of [
      [{}, 'lookfor'],
      [{ lookfor: 5 }, 'lookfor'],
      [{ lookfor: ['mari'] }, 'lookfor'],
      [{ lookfor: 'x'.repeat(101) }, 'lookfor'],
      [{ lookfor: 'mari', followed_type: 'FAN' }, 'followed_type'],
      [{ lookfor: 'mari', followed_type: 'specialist' }, 'followed_type'],
    ] as const) {
      const res = await t.call('search_celebrities_regexp', input);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
    }
  });
});

describe('the search query plan', () => {
  it('reads the full-text index members_search_idx, with no sequential scan of members', async () => {
    await t.handle.execute(`
      insert into members (email, name, username, is_specialist, is_business, created_at)
      select 'plan' || g || '@search.test', 'Member ' || g || ' ' || md5(g::text), 'user' || g,
             g % 2 = 0, g % 2 = 1, now()
        from generate_series(1, 20000) g;
      analyze members;
    `);
    const query = nameSearchQuery(t.db, 'member:* & 1234:*', ['SPECIALIST', 'BUSINESS'], 20).toSQL();
    const { rows } = await t.handle.execute(`explain ${query.sql}`, query.params as unknown[]);
    const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
    expect(plan, plan).toContain('members_search_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on members/);
    const found = names(await search('member 1234'));
    expect(found).toContainEqual(expect.stringMatching(/^Member 1234 /));
    expect(found.length).toBeGreaterThanOrEqual(11); // 1234 and 12340 to 12349
    for (const name of found) expect(name).toMatch(/(^| )1234/);

    // A word every member has (issue 16): members are read in name order until the page is full, not all sorted.
    const common = nameSearchQuery(t.db, 'member:*', ['SPECIALIST', 'BUSINESS'], 20).toSQL();
    const commonPlan = (await t.handle.execute(`explain ${common.sql}`, common.params as unknown[])).rows
      .map((r) => String(Object.values(r)[0]))
      .join('\n');
    expect(commonPlan, commonPlan).toContain('members_name_order_idx');
    expect(commonPlan, commonPlan).not.toMatch(/Sort|Seq Scan on members/);
  });
});

describe('get_celebrities_from_id and get_businesses_from_id (spec 001 §7 Follow)', () => {
  it('answer the public cards in the order asked, leaving out unknown, deleted and other-kind ids', async () => {
    const w = await world();
    const gone = await talent('Gone Talent', { deletedAt: new Date(t.clock.now()) });
    const off = await business('Off Venue', { active: false });
    const celebs = await t.call('get_celebrities_from_id', {
      celebs_id: [w.drums, w.harbor, 2_000_000_000, w.marisol, gone, w.drums],
    });
    expect(celebs.status).toBe(200);
    expect(celebs.body.data.celebrities).toEqual([
      {
        id: w.drums,
        name: 'Quinn Ortiz',
        username: 'qo',
        photo: null,
        followed_type: 'SPECIALIST',
        traits: ['Drummer'],
      },
      {
        id: w.marisol,
        name: 'Marisol Vega',
        username: 'mvega',
        photo: '/media/avatars/marisol.png',
        followed_type: 'SPECIALIST',
        traits: ['Musician', 'Guitarist'],
      },
    ]);
    const fan = await m.member();
    const venues = await t.call(
      'get_businesses_from_id',
      { business_ids: [w.marina, w.marisol, off, w.harbor] },
      fan.token,
    );
    expect(venues.status).toBe(200);
    expect(venues.body.data.businesses).toEqual([
      { id: w.marina, name: 'Marina Hall', username: null, photo: null, followed_type: 'BUSINESS', traits: [] },
      {
        id: w.harbor,
        name: 'Harbor Room',
        username: 'harborroom',
        photo: '/media/avatars/harbor.png',
        followed_type: 'BUSINESS',
        traits: [],
      },
    ]);
    expect((await t.call('get_businesses_from_id', { business_ids: [] })).body.data.businesses).toEqual([]);
  });

  it('answer 400 naming the field for bad input', async () => {
    for (const [name, input, field] of [
      ['get_celebrities_from_id', {}, 'celebs_id'],
      ['get_celebrities_from_id', { celebs_id: 5 }, 'celebs_id'],
      ['get_celebrities_from_id', { celebs_id: [0] }, 'celebs_id'],
      ['get_celebrities_from_id', { celebs_id: ['1'] }, 'celebs_id'],
      ['get_celebrities_from_id', { celebs_id: Array.from({ length: FROM_ID_MAX + 1 }, (_, i) => i + 1) }, 'celebs_id'],
      ['get_businesses_from_id', {}, 'business_ids'],
      ['get_businesses_from_id', { business_ids: [3_000_000_000] }, 'business_ids'],
      ['get_businesses_from_id', { business_ids: [-4] }, 'business_ids'],
    ] as const) {
      const res = await t.call(name, input);
      // An element's field is named with its index (celebs_id.0).
      expect([res.status, String(res.body.field).split('.')[0]], `${name} ${JSON.stringify(input)}`).toEqual([
        400,
        field,
      ]);
    }
  });
});
