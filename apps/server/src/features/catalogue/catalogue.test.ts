import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@stagepass/contract/catalogue/fields';
import { talentTraits } from '@stagepass/db/schema/bookings';
import {
  assetProducts,
  assetPurchases,
  assets,
  collections,
  plans,
  products,
  subscriptionInvoices,
  subscriptions,
  type SubscriptionState,
} from '@stagepass/db/schema/commerce';
import { specialistTraits } from '@stagepass/db/schema/talent';
import {
  CATALOGUE_ASSET_NOT_FOUND,
  CATALOGUE_ROLES_ONLY,
  COLLECTION_NOT_FOUND,
  CURRENCY_NOT_OFFERED,
  EFF_DATE_NEEDS_TIME_ZONE,
  EFF_DATE_PAST,
  OTHER_ASSET_SALES,
  PLAN_HAS_SUBSCRIBERS,
  PLAN_NAME_TOO_LONG,
  PLAN_NOT_FOUND,
  PLAN_PAYOUT_ACCOUNT_REQUIRED,
  PRODUCT_NOT_FOUND,
  PRODUCT_TYPE_UNKNOWN,
  REMIT_DATES_ORDER,
  REPLACEMENT_CANNOT_BE_DELETED,
  REPLACEMENT_EDITED_THROUGH_ORIGINAL,
  SUBTYPE_NOT_OF_TYPE,
  TAGS_INVALID,
  TAGS_TOO_MANY,
  TIER_NOT_FOUND,
  TIME_ZONE_NEEDS_EFF_DATE,
} from '@stagepass/domain/catalogue';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import { insertEnabledPayoutAccount } from '../payments/payouts-repository';
import { DAY_MS, marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';
import { makeAsset } from './catalogue-fixtures';
import { productListQuery } from './catalogue-repository';

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-catalogue-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'catalogue.test');

// ---------------------------------------------------------------------------------------------
// Helpers

let png: string | undefined;
/** A 300 x 400 picture (the product crop, 0.75) as the client sends it. */
async function aPicture(): Promise<string> {
  if (png) return png;
  const raw = Buffer.alloc(300 * 400 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3) % 300)) & 0xff;
  const bytes = await sharp(raw, { raw: { width: 300, height: 400, channels: 3 } })
    .png()
    .toBuffer();
  return (png = `data:image/png;base64,${bytes.toString('base64')}`);
}

const talent = () => m.member({ isSpecialist: true }, 'talent');
/** A talent whose payout account is onboarded: it may sell subscriptions (spec 001 §6). */
async function seller(): Promise<TestMember> {
  const who = await talent();
  await insertEnabledPayoutAccount(t.db, who.id, t.clock.now());
  return who;
}

const expectError = (
  res: { status: number; body: Record<string, unknown> },
  status: number,
  message: string,
  field?: string,
) => expect([res.status, res.body.message, res.body.field]).toEqual([status, message, field]);

/** The day `days` from the clock's now, as the plan forms send it (UTC). */
const day = (days: number) => new Date(t.clock.now() + days * DAY_MS).toISOString().slice(0, 10);

async function createProduct(owner: TestMember, fields: Record<string, unknown> = {}) {
  return (
    await m.ok('create_product', { type_id: 1, name: 'Jazz Nights', desc: 'Live jazz sets', ...fields }, owner.token)
  ).product;
}
async function createTier(owner: TestMember, productId: number, fields: Record<string, unknown> = {}) {
  return (await m.ok('create_tier', { product_id: productId, name: 'Backstage', ...fields }, owner.token)).tier;
}
async function createPlan(owner: TestMember, tierId: number, fields: Record<string, unknown> = {}) {
  return (
    await m.ok(
      'create_plan',
      { tier_id: tierId, name: 'Monthly', price: 500, currency: 'USD', interval: 'month', ...fields },
      owner.token,
    )
  ).plan;
}
/** A product with one tier and one $5 monthly plan. */
async function offering(owner: TestMember, fields: Record<string, unknown> = {}) {
  const product = await createProduct(owner, fields);
  const tier = await createTier(owner, product.product_id);
  const plan = await createPlan(owner, tier.tier_id);
  return { product, tier, plan };
}

/** A subscription straight in the table (the subscriptions area makes real ones with a card). */
async function subscribe(
  fan: TestMember,
  plan: { plan_id: number; product_id: number; tier_id: number },
  creatorId: number,
  state: SubscriptionState = 'Active',
) {
  const now = new Date(t.clock.now());
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      memberId: fan.id,
      planId: plan.plan_id,
      productId: plan.product_id,
      tierId: plan.tier_id,
      creatorId,
      state,
      cardId: 'card_test',
      customerId: 'cus_test',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}

const productsOf = async (input: Record<string, unknown>, token?: string) =>
  (await m.ok('get_products', input, token)) as { products: Product[]; country: string };
const namesOf = (list: { name: unknown }[]) => list.map((p) => p.name);

// ---------------------------------------------------------------------------------------------
// Product types and products

describe('get_product_types', () => {
  it('lists the product types with their sub-types, to everyone', async () => {
    const { product_types } = await m.ok('get_product_types', {});
    expect(product_types.map((p: { name: string }) => p.name)).toEqual([
      'Music',
      'Podcasts',
      'Video',
      'Writing',
      'Photography',
      'Courses',
    ]);
    expect(product_types[0].subtypes).toContainEqual({ type_id: 102, name: 'Singles' });
  });
});

describe('create_product', () => {
  it('a talent creates a product with a picture, tags and sub-types; it shows as spec 001 §3 says', async () => {
    const star = await talent();
    const [trait] = await t.db.select().from(specialistTraits).limit(1);
    await t.db.insert(talentTraits).values({ talentId: star.id, traitId: trait!.id });
    const product = await createProduct(star, {
      image: await aPicture(),
      image_type: 'image/png',
      subtype_type_ids: [101, 102, 101],
      tags: JSON.stringify([' jazz ', 'Live', 'live', '']),
    });
    expect(product).toEqual({
      id: product.product_id,
      product_id: expect.any(Number),
      name: 'Jazz Nights',
      desc: 'Live jazz sets',
      image: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}\.webp$/),
      owner_id: star.id,
      creator_name: star.name,
      creator_photo: null,
      creator_traits: [trait!.name],
      price_range: null,
      product_type: 'Music',
      type_id: 1,
      subtype_type_ids: [101, 102],
      tags: ['jazz', 'Live'],
      subscriber_count: 0,
      disabled: false,
      created_at: new Date(t.clock.now()).toISOString(),
    });
    const served = await t.app.inject({ method: 'GET', url: product.image });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect((await productsOf({ productId: product.product_id })).products).toEqual([product]);
  });

  it('only talent create products; fans and businesses are refused, logged-out callers need a session', async () => {
    const input = { type_id: 1, name: 'Jazz Nights', desc: '' };
    const fan = await m.member();
    expectError(await t.call('create_product', input, fan.token), 403, CATALOGUE_ROLES_ONLY);
    const venue = await m.member({ isBusiness: true }, 'venue');
    expectError(await t.call('create_product', input, venue.token), 403, CATALOGUE_ROLES_ONLY);
    expect((await t.call('create_product', input)).status).toBe(401);
    expect(await t.db.select().from(products)).toEqual([]);
  });

  it('refuses tags that are not a JSON list of strings, unknown types and foreign sub-types, naming the field', async () => {
    const star = await talent();
    const base = { type_id: 1, name: 'Jazz Nights', desc: '' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, tags: 'jazz, live' }, TAGS_INVALID, 'tags'],
      [{ ...base, tags: '{"tag":"jazz"}' }, TAGS_INVALID, 'tags'],
      [{ ...base, tags: '[1, 2]' }, TAGS_INVALID, 'tags'],
      [{ ...base, tags: '"jazz"' }, TAGS_INVALID, 'tags'],
      [{ ...base, tags: JSON.stringify(Array.from({ length: 21 }, (_, i) => `tag${i}`)) }, TAGS_TOO_MANY, 'tags'],
      [{ ...base, type_id: 99 }, PRODUCT_TYPE_UNKNOWN, 'type_id'],
      [{ ...base, subtype_type_ids: [101, 201] }, SUBTYPE_NOT_OF_TYPE, 'subtype_type_ids'],
    ];
    for (const [input, message, field] of cases)
      expectError(await t.call('create_product', input, star.token), 400, message, field);
    const noName = await t.call('create_product', { ...base, name: '  ' }, star.token);
    expect([noName.status, noName.body.field]).toEqual([400, 'name']);
    const badImage = await t.call('create_product', { ...base, image: 'data:image/png;base64,aGVsbG8=' }, star.token);
    expect([badImage.status, badImage.body.field]).toEqual([400, 'image']);
    expect(await t.db.select().from(products)).toEqual([]);
  });
});

describe('update_product, disable_product and enable_product', () => {
  it('the owner edits a product; left-out fields keep their value, a new picture replaces the old one', async () => {
    const star = await talent();
    const first = await createProduct(star, { image: await aPicture(), subtype_type_ids: [101], tags: '["jazz"]' });
    const { product } = await m.ok(
      'update_product',
      { product_id: first.product_id, name: 'Jazz Mornings', desc: 'Coffee and jazz', image: await aPicture() },
      star.token,
    );
    expect(product).toMatchObject({
      name: 'Jazz Mornings',
      desc: 'Coffee and jazz',
      subtype_type_ids: [101],
      tags: ['jazz'],
      type_id: 1,
    });
    expect(product.image).not.toBe(first.image);
    expect((await t.app.inject({ method: 'GET', url: product.image })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first.image })).statusCode).toBe(404);

    // A new type drops the sub-types of the old one; '' removes the picture.
    const { product: retyped } = await m.ok(
      'update_product',
      { product_id: first.product_id, name: 'Jazz Mornings', desc: '', type_id: 2, image: '' },
      star.token,
    );
    expect([retyped.product_type, retyped.subtype_type_ids, retyped.image]).toEqual(['Podcasts', [], null]);
  });

  it("another talent's product answers 404 and stays as it was", async () => {
    const owner = await talent();
    const other = await talent();
    const product = await createProduct(owner);
    const update = { product_id: product.product_id, name: 'Taken', desc: '' };
    expectError(await t.call('update_product', update, other.token), 404, PRODUCT_NOT_FOUND, 'product_id');
    for (const request of ['disable_product', 'enable_product'] as const)
      expectError(
        await t.call(request, { product_id: product.product_id }, other.token),
        404,
        PRODUCT_NOT_FOUND,
        'product_id',
      );
    expect((await productsOf({ productId: product.product_id })).products[0]).toMatchObject({
      name: 'Jazz Nights',
      disabled: false,
    });
  });

  it('a disabled product leaves the marketplace but stays the owner’s; enabling brings it back', async () => {
    const star = await seller();
    const { product } = await offering(star);
    const fan = await m.member();
    const { product: off } = await m.ok('disable_product', { product_id: product.product_id }, star.token);
    expect(off.disabled).toBe(true);
    expect((await productsOf({ byId: star.id }, fan.token)).products).toEqual([]);
    expect((await productsOf({ productId: product.product_id })).products).toEqual([]);
    expect((await m.ok('get_featured_products', {})).by_subscribers).toEqual([]);
    expectError(
      await t.call('get_tiers', { product_id: product.product_id }, fan.token),
      404,
      PRODUCT_NOT_FOUND,
      'product_id',
    );
    expect((await m.ok('get_plans', { productId: product.product_id })).plans).toEqual([]);
    // The owner still has it.
    expect(namesOf((await productsOf({ createdByMe: true }, star.token)).products)).toEqual(['Jazz Nights']);
    expect((await m.ok('get_tiers', { product_id: product.product_id }, star.token)).tiers).toHaveLength(1);

    // Idempotent both ways.
    await m.ok('disable_product', { product_id: product.product_id }, star.token);
    await m.ok('enable_product', { product_id: product.product_id }, star.token);
    const { product: on } = await m.ok('enable_product', { product_id: product.product_id }, star.token);
    expect(on.disabled).toBe(false);
    expect(namesOf((await productsOf({ byId: star.id }, fan.token)).products)).toEqual(['Jazz Nights']);
  });
});

describe('get_products (spec 001 §5: createdByMe, then productId, then byId/lookFor)', () => {
  it('follows the priority of the filters, and createdByMe needs a session', async () => {
    const star = await talent();
    const other = await talent();
    const mine = await createProduct(star, { name: 'Mine' });
    t.clock.advance(60_000);
    const theirs = await createProduct(other, { name: 'Theirs' });

    expect(
      namesOf((await productsOf({ createdByMe: true, productId: theirs.product_id }, star.token)).products),
    ).toEqual(['Mine']);
    expect(namesOf((await productsOf({ productId: mine.product_id, byId: other.id })).products)).toEqual(['Mine']);
    expect(namesOf((await productsOf({ byId: other.id, lookFor: 'mine' })).products)).toEqual([]);
    expect(namesOf((await productsOf({ byId: other.id })).products)).toEqual(['Theirs']);
    // No filter: the newest first.
    expect(namesOf((await productsOf({})).products)).toEqual(['Theirs', 'Mine']);
    expectError(await t.call('get_products', { createdByMe: true }), 401, SESSION_EXPIRED);
  });

  it('lookFor finds products by the beginnings of the words of their name and description; typeId filters', async () => {
    const star = await talent();
    await createProduct(star, { name: 'Jazz Nights', desc: 'Saxophone sessions from the club' });
    await createProduct(star, { name: 'Morning Pages', desc: 'A writing course', type_id: 6 });
    await createProduct(star, { name: 'Jazzercise', desc: 'Workout music' });
    const found = async (lookFor: string, extra: Record<string, unknown> = {}) =>
      namesOf((await productsOf({ lookFor, ...extra })).products).sort();
    expect(await found('jaz')).toEqual(['Jazz Nights', 'Jazzercise']);
    expect(await found('jazz sax')).toEqual(['Jazz Nights']);
    expect(await found('WRIT')).toEqual(['Morning Pages']);
    expect(await found('club jazz')).toEqual(['Jazz Nights']);
    expect(await found('piano')).toEqual([]);
    // Punctuation and operators are only separators: never a pattern.
    expect(await found("jazz' | !")).toEqual(['Jazz Nights', 'Jazzercise']);
    expect(await found('%')).toEqual([]);
    expect(namesOf((await productsOf({ typeId: 6 })).products)).toEqual(['Morning Pages']);
    expect(await found('jazz', { typeId: 6 })).toEqual([]);
  });

  it('lookFor reads the full-text index products_search_idx, with no sequential scan of products', async () => {
    await t.handle.execute(`
      insert into members (id, email, name, is_specialist, created_at) overriding system value
        values (900001, 'plan@catalogue.test', 'Plan Owner', true, now());
      insert into products (owner_id, type_id, name, description, created_at, updated_at)
      select 900001, 1 + g % 6, 'Product ' || g || ' ' || md5(g::text), 'About ' || md5((g * 7)::text), now(), now()
        from generate_series(1, 20000) g;
      analyze products;
    `);
    const query = productListQuery(t.db, { tsquery: 'product:* & 1234:*', withDisabled: false, limit: 60 }).toSQL();
    const { rows } = await t.handle.execute(`explain ${query.sql}`, query.params as unknown[]);
    const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
    expect(plan, plan).toContain('products_search_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on products/);
    const found = (await productsOf({ lookFor: 'product 1234' })).products.map((p) => `${p.name} ${p.desc}`);
    expect(found).toContainEqual(expect.stringMatching(/^Product 1234 /));
    expect(found.length).toBeGreaterThanOrEqual(11); // 1234 and 12340 to 12349
    // Every word must begin a word of the name or description.
    for (const text of found) expect(text).toMatch(/(^| )1234/);
  });

  it('prices show in the viewer’s currency when a plan has it, else the first offered; §9 countries only', async () => {
    const star = await seller();
    const product = await createProduct(star);
    const tier = await createTier(star, product.product_id);
    await createPlan(star, tier.tier_id, { price: 500 });
    await createPlan(star, tier.tier_id, { price: 1200, interval: 'year' });
    await createPlan(star, tier.tier_id, { price: 400, currency: 'gbp' });
    // Plans not open to new members do not count.
    const closed = await createPlan(star, tier.tier_id, { price: 100 });
    await m.ok('disable_plan', { plan_id: closed.plan_id }, star.token);
    await createPlan(star, tier.tier_id, { price: 50, eff_date: day(3), time_zone: 'UTC' });

    const range = async (country?: string) => {
      const answer = await productsOf({ productId: product.product_id, ...(country ? { country } : {}) });
      return [answer.country, answer.products[0]!.price_range];
    };
    expect(await range('us')).toEqual(['US', { min: 500, max: 1200, currency: 'USD' }]);
    expect(await range('GB')).toEqual(['GB', { min: 400, max: 400, currency: 'GBP' }]);
    // Yen is not offered: the first currency offered.
    expect(await range('JP')).toEqual(['JP', { min: 500, max: 1200, currency: 'USD' }]);
    // Outside §9: no price, and the country the screen turns into 'unsupported country code'.
    expect(await range('FR')).toEqual(['FR', null]);
    // No country: the caller's position (here no IP location, no stored address): US.
    expect(await range()).toEqual(['US', { min: 500, max: 1200, currency: 'USD' }]);

    t.clock.advance(4 * DAY_MS);
    expect(await range('US')).toEqual(['US', { min: 50, max: 1200, currency: 'USD' }]);
  });

  it('without a country, a browser position in Canada or the UK prices in its currency when a plan has it', async () => {
    const star = await seller();
    const product = await createProduct(star);
    const tier = await createTier(star, product.product_id);
    await createPlan(star, tier.tier_id, { price: 500 });
    await createPlan(star, tier.tier_id, { price: 700, currency: 'CAD' });
    await createPlan(star, tier.tier_id, { price: 400, currency: 'GBP' });
    const at = async (latitude: number, longitude: number) => {
      const answer = await productsOf({ productId: product.product_id, latitude, longitude });
      return [answer.country, answer.products[0]!.price_range?.currency];
    };
    expect(await at(43.6532, -79.3832)).toEqual(['CA', 'CAD']); // Toronto
    expect(await at(49.2827, -123.1207)).toEqual(['CA', 'CAD']); // Vancouver, near the US border
    expect(await at(51.5072, -0.1276)).toEqual(['GB', 'GBP']); // London
    expect(await at(55.9533, -3.1883)).toEqual(['GB', 'GBP']); // Edinburgh
    // Sydney: AUD is not offered, so the first currency offered.
    expect(await at(-33.8688, 151.2093)).toEqual(['AU', 'USD']);
    // The open Pacific is near no place: the next source of the lookup (no IP location here): US.
    expect(await at(-40, -140)).toEqual(['US', 'USD']);
    // A country named wins over the position; so does it for the featured rows.
    const named = await productsOf({
      productId: product.product_id,
      country: 'GB',
      latitude: 43.65,
      longitude: -79.38,
    });
    expect(named.country).toBe('GB');
    const featured = await m.ok('get_featured_products', { latitude: 43.6532, longitude: -79.3832 });
    expect(featured.country).toBe('CA');
  });

  it('subscriber_count counts the subscriptions that give access now', async () => {
    const star = await seller();
    const { product, plan } = await offering(star);
    for (const state of ['Active', 'Trialing', 'Ending', 'PastDue', 'Canceled', 'Unpaid'] as const)
      await subscribe(await m.member(), plan, star.id, state);
    expect((await productsOf({ productId: product.product_id })).products[0]!.subscriber_count).toBe(4);
  });
});

describe('get_featured_products', () => {
  it('three rows: by subscriber count, by asset count, by the latest asset; enabled products only', async () => {
    const star = await seller();
    const a = await offering(star, { name: 'Alpha' });
    t.clock.advance(60_000);
    const b = await offering(star, { name: 'Beta' });
    t.clock.advance(60_000);
    const c = await offering(star, { name: 'Gamma', type_id: 2 });
    // Subscribers: Beta 2, Alpha 1, Gamma 0.
    await subscribe(await m.member(), b.plan, star.id);
    await subscribe(await m.member(), b.plan, star.id);
    await subscribe(await m.member(), a.plan, star.id);
    // Assets: Alpha 3 (the oldest), Gamma 1 (the newest), Beta none.
    for (let i = 0; i < 3; i++) await makeAsset(t.db, star.id, t.clock.now(), `A${i}`, a.product.product_id);
    t.clock.advance(60_000);
    await makeAsset(t.db, star.id, t.clock.now(), 'G', c.product.product_id);

    const rows = await m.ok('get_featured_products', { country: 'US' });
    expect(namesOf(rows.by_subscribers)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(rows.by_subscribers[0].subscriber_count).toBe(2);
    expect(namesOf(rows.by_assets)).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(namesOf(rows.by_latest_asset)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(rows.by_assets[0].price_range).toEqual({ min: 500, max: 500, currency: 'USD' });

    const podcasts = await m.ok('get_featured_products', { typeId: 2 });
    expect(namesOf(podcasts.by_subscribers)).toEqual(['Gamma']);

    await m.ok('disable_product', { product_id: b.product.product_id }, star.token);
    expect(namesOf((await m.ok('get_featured_products', {})).by_subscribers)).toEqual(['Alpha', 'Gamma']);
  });
});

// ---------------------------------------------------------------------------------------------
// Tiers

describe('tiers', () => {
  it('the owner adds, edits, disables and enables tiers; others see the enabled ones with their open plans', async () => {
    const star = await seller();
    const product = await createProduct(star);
    const gold = await createTier(star, product.product_id, { name: 'Gold', desc: 'Everything', type_id: 101 });
    expect(gold).toEqual({
      tier_id: expect.any(Number),
      product_id: product.product_id,
      name: 'Gold',
      desc: 'Everything',
      image: null,
      type_id: 101,
      disabled: false,
      plans: [],
    });
    const silver = await createTier(star, product.product_id, { name: 'Silver', image: await aPicture() });
    expect(silver.image).toMatch(/^\/media\/tiers\//);
    const plan = await createPlan(star, gold.tier_id);

    const { tier: renamed } = await m.ok(
      'update_tier',
      { tier_id: gold.tier_id, name: 'Platinum', type_id: null },
      star.token,
    );
    expect([renamed.name, renamed.desc, renamed.type_id, renamed.plans[0].plan_id]).toEqual([
      'Platinum',
      'Everything',
      null,
      plan.plan_id,
    ]);

    await m.ok('disable_tier', { tier_id: silver.tier_id }, star.token);
    const fan = await m.member();
    const seen = (await m.ok('get_tiers', { product_id: product.product_id }, fan.token)).tiers;
    expect(seen.map((x: { name: string }) => x.name)).toEqual(['Platinum']);
    expect(seen[0].plans.map((p: { plan_id: number }) => p.plan_id)).toEqual([plan.plan_id]);
    const owned = (await m.ok('get_tiers', { product_id: product.product_id }, star.token)).tiers;
    expect(owned.map((x: { name: string; disabled: boolean }) => [x.name, x.disabled])).toEqual([
      ['Platinum', false],
      ['Silver', true],
    ]);
    // A disabled tier's plans are closed, and its product's price range leaves them out.
    await m.ok('disable_tier', { tier_id: gold.tier_id }, star.token);
    expect((await productsOf({ productId: product.product_id })).products[0]!.price_range).toBeNull();
    expect((await m.ok('get_plans', { productId: product.product_id })).plans).toEqual([]);
    const { tier: back } = await m.ok('enable_tier', { tier_id: gold.tier_id }, star.token);
    expect([back.disabled, back.plans[0].open]).toEqual([false, true]);
  });

  it("another talent's product or tier answers 404", async () => {
    const owner = await talent();
    const other = await talent();
    const product = await createProduct(owner);
    const tier = await createTier(owner, product.product_id);
    expectError(
      await t.call('create_tier', { product_id: product.product_id, name: 'Mine now' }, other.token),
      404,
      PRODUCT_NOT_FOUND,
      'product_id',
    );
    for (const [request, input] of [
      ['update_tier', { tier_id: tier.tier_id, name: 'Taken' }],
      ['disable_tier', { tier_id: tier.tier_id }],
      ['enable_tier', { tier_id: tier.tier_id }],
    ] as const)
      expectError(await t.call(request, input, other.token), 404, TIER_NOT_FOUND, 'tier_id');
    expect(await m.ok('get_tiers', { product_id: product.product_id })).toEqual({
      tiers: [{ ...tier, disabled: false }],
    });
    expectError(await t.call('get_tiers', { product_id: 999_999 }), 404, PRODUCT_NOT_FOUND, 'product_id');
  });
});

// ---------------------------------------------------------------------------------------------
// Plans

describe('create_plan', () => {
  it('prices a tier per month or year in a §9 currency, with a trial and an effective date', async () => {
    const star = await seller();
    const product = await createProduct(star);
    const tier = await createTier(star, product.product_id);
    const plan = await createPlan(star, tier.tier_id, {
      name: 'Yearly',
      desc: 'Two months free',
      price: 5000,
      currency: 'eur',
      interval: 'year',
      trial: 14,
      eff_date: day(2),
      time_zone: 'America/New_York',
      image: await aPicture(),
      image_type: 'image/png',
    });
    expect(plan).toEqual({
      plan_id: expect.any(Number),
      product_id: product.product_id,
      tier_id: tier.tier_id,
      name: 'Yearly',
      desc: 'Two months free',
      price: 5000,
      currency: 'EUR',
      interval: 'year',
      trial: 14,
      // Midnight of that day in New York (05:00 UTC in winter).
      eff_date: `${day(2)}T05:00:00.000Z`,
      time_zone: 'America/New_York',
      image: expect.stringMatching(/^\/media\/plans\//),
      disabled: false,
      disabled_from: null,
      disabled_time_zone: null,
      replaces_plan_id: null,
      replacement: null,
      open: false,
      subscriber_count: 0,
    });
    // Not open before its day: fans do not see it yet.
    expect((await m.ok('get_plans', { planId: plan.plan_id })).plans).toEqual([]);
    t.clock.advance(3 * DAY_MS);
    expect((await m.ok('get_plans', { planId: plan.plan_id })).plans[0]).toMatchObject({ open: true });
  });

  it('needs an enabled payout account (spec 001 §6) and stores nothing without one', async () => {
    const star = await talent();
    const product = await createProduct(star);
    const tier = await createTier(star, product.product_id);
    const input = { tier_id: tier.tier_id, name: 'Monthly', price: 500, currency: 'USD', interval: 'month' };
    const res = await t.call('create_plan', input, star.token);
    expect([res.status, res.body.message, res.body.code]).toEqual([
      409,
      PLAN_PAYOUT_ACCOUNT_REQUIRED,
      'PAYOUT_ACCOUNT_REQUIRED',
    ]);
    expect(await t.db.select().from(plans)).toEqual([]);
    await insertEnabledPayoutAccount(t.db, star.id, t.clock.now());
    expect((await t.call('create_plan', input, star.token)).status).toBe(200);
  });

  it('refuses bad input, naming the field: a date without its time zone, a long name, a currency outside §9', async () => {
    const star = await seller();
    const product = await createProduct(star);
    const tier = await createTier(star, product.product_id);
    const base = { tier_id: tier.tier_id, name: 'Monthly', price: 500, currency: 'USD', interval: 'month' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, eff_date: day(2) }, EFF_DATE_NEEDS_TIME_ZONE, 'time_zone'],
      [{ ...base, time_zone: 'UTC' }, TIME_ZONE_NEEDS_EFF_DATE, 'eff_date'],
      [{ ...base, name: 'x'.repeat(51) }, PLAN_NAME_TOO_LONG, 'name'],
      [{ ...base, currency: 'CHF' }, CURRENCY_NOT_OFFERED, 'currency'],
      [{ ...base, eff_date: day(-2), time_zone: 'UTC' }, EFF_DATE_PAST, 'eff_date'],
    ];
    for (const [input, message, field] of cases)
      expectError(await t.call('create_plan', input, star.token), 400, message, field);
    for (const [input, field] of [
      [{ ...base, interval: 'week' }, 'interval'],
      [{ ...base, price: 0 }, 'price'],
      [{ ...base, price: 4.5 }, 'price'],
      [{ ...base, trial: 0 }, 'trial'],
      [{ ...base, eff_date: '2031-02-30', time_zone: 'UTC' }, 'eff_date'],
      [{ ...base, eff_date: day(2), time_zone: 'Mars/Olympus' }, 'time_zone'],
    ] as const) {
      const res = await t.call('create_plan', input, star.token);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
    }
    expect((await t.call('create_plan', { ...base, name: 'x'.repeat(50) }, star.token)).status).toBe(200);
    expect(await t.db.select().from(plans)).toHaveLength(1);
  });

  it("another talent's tier answers 404", async () => {
    const owner = await seller();
    const other = await seller();
    const { tier } = await offering(owner);
    const input = { tier_id: tier.tier_id, name: 'Stolen', price: 100, currency: 'USD', interval: 'month' };
    expectError(await t.call('create_plan', input, other.token), 404, TIER_NOT_FOUND, 'tier_id');
  });
});

describe('update_plan and replacement plans (spec 001 §4)', () => {
  it('a new price with a date makes a replacement plan; the plan keeps its price, the replacement takes over then', async () => {
    const star = await seller();
    const { product, plan } = await offering(star);
    const { plan: updated } = await m.ok(
      'update_plan',
      { plan_id: plan.plan_id, price: 700, eff_date: day(10), time_zone: 'UTC' },
      star.token,
    );
    expect(updated.price).toBe(500);
    expect(updated.replacement).toEqual({
      plan_id: expect.any(Number),
      price: 700,
      currency: 'USD',
      eff_date: `${day(10)}T00:00:00.000Z`,
      time_zone: 'UTC',
    });
    const replacementId = updated.replacement.plan_id;
    const [row] = await t.db.select().from(plans).where(eq(plans.id, replacementId));
    expect([row!.replacesPlanId, row!.name, row!.tierId, row!.interval]).toEqual([
      plan.plan_id,
      'Monthly',
      plan.tier_id,
      'month',
    ]);

    // A second change moves the same replacement: never two.
    const { plan: moved } = await m.ok(
      'update_plan',
      { plan_id: plan.plan_id, price: 800, eff_date: day(12), time_zone: 'UTC' },
      star.token,
    );
    expect(moved.replacement).toMatchObject({ plan_id: replacementId, price: 800 });
    const { plan: redated } = await m.ok(
      'update_plan',
      { plan_id: plan.plan_id, eff_date: day(11), time_zone: 'UTC' },
      star.token,
    );
    expect(redated.replacement).toMatchObject({
      plan_id: replacementId,
      price: 800,
      eff_date: `${day(11)}T00:00:00.000Z`,
    });
    // What describes the plan changes on both.
    await m.ok('update_plan', { plan_id: plan.plan_id, name: 'Monthly club' }, star.token);
    const [renamed] = await t.db.select({ name: plans.name }).from(plans).where(eq(plans.id, replacementId));
    expect(renamed!.name).toBe('Monthly club');
    expect(await t.db.select().from(plans)).toHaveLength(2);

    // Fans see the plan until the day, then the replacement.
    const fanPlans = async () =>
      (await m.ok('get_plans', { productId: product.product_id })).plans.map(
        (p: { plan_id: number; price: number }) => [p.plan_id, p.price],
      );
    expect(await fanPlans()).toEqual([[plan.plan_id, 500]]);
    t.clock.advance(12 * DAY_MS);
    expect(await fanPlans()).toEqual([[replacementId, 800]]);
    expect((await productsOf({ productId: product.product_id })).products[0]!.price_range).toEqual({
      min: 800,
      max: 800,
      currency: 'USD',
    });
  });

  it('the replacement is edited only through the plan it replaces, and cannot be deleted', async () => {
    const star = await seller();
    const { plan } = await offering(star);
    const { plan: updated } = await m.ok(
      'update_plan',
      { plan_id: plan.plan_id, price: 700, eff_date: day(10), time_zone: 'UTC' },
      star.token,
    );
    const replacementId = updated.replacement.plan_id;
    expectError(
      await t.call('update_plan', { plan_id: replacementId, price: 900 }, star.token),
      400,
      REPLACEMENT_EDITED_THROUGH_ORIGINAL,
      'plan_id',
    );
    expectError(
      await t.call('disable_plan', { plan_id: replacementId }, star.token),
      400,
      REPLACEMENT_CANNOT_BE_DELETED,
      'plan_id',
    );
    const [row] = await t.db.select().from(plans).where(eq(plans.id, replacementId));
    expect([row!.priceCents, row!.disabled]).toEqual([700, false]);
  });

  it('a new price without a date changes the plan itself only while nobody is subscribed', async () => {
    const star = await seller();
    const { plan } = await offering(star);
    const { plan: cheaper } = await m.ok('update_plan', { plan_id: plan.plan_id, price: 450 }, star.token);
    expect([cheaper.price, cheaper.replacement]).toEqual([450, null]);
    await subscribe(await m.member(), plan, star.id);
    expectError(
      await t.call('update_plan', { plan_id: plan.plan_id, price: 600 }, star.token),
      400,
      PLAN_HAS_SUBSCRIBERS,
      'price',
    );
    expect((await t.call('update_plan', { plan_id: plan.plan_id, interval: 'year' }, star.token)).body.message).toBe(
      PLAN_HAS_SUBSCRIBERS,
    );
    const { plan: same } = await m.ok('update_plan', { plan_id: plan.plan_id, desc: 'Now with extras' }, star.token);
    expect([same.price, same.interval, same.desc, same.subscriber_count]).toEqual([450, 'month', 'Now with extras', 1]);
    expectError(
      await t.call('update_plan', { plan_id: plan.plan_id, eff_date: day(3) }, star.token),
      400,
      EFF_DATE_NEEDS_TIME_ZONE,
      'time_zone',
    );
  });

  it("another talent's plan answers 404", async () => {
    const owner = await seller();
    const other = await seller();
    const { plan } = await offering(owner);
    expectError(
      await t.call('update_plan', { plan_id: plan.plan_id, price: 100 }, other.token),
      404,
      PLAN_NOT_FOUND,
      'plan_id',
    );
    expectError(await t.call('disable_plan', { plan_id: plan.plan_id }, other.token), 404, PLAN_NOT_FOUND, 'plan_id');
    const [row] = await t.db.select().from(plans).where(eq(plans.id, plan.plan_id));
    expect([row!.priceCents, row!.disabled]).toEqual([500, false]);
  });
});

describe('disable_plan', () => {
  it('closes a plan at once, or from a date in its time zone (both or neither)', async () => {
    const star = await seller();
    const { product, plan } = await offering(star);
    const later = await createPlan(star, plan.tier_id, { name: 'Yearly', interval: 'year', price: 5000 });
    expectError(
      await t.call('disable_plan', { plan_id: plan.plan_id, eff_date: day(2) }, star.token),
      400,
      EFF_DATE_NEEDS_TIME_ZONE,
      'time_zone',
    );
    expectError(
      await t.call('disable_plan', { plan_id: plan.plan_id, time_zone: 'UTC' }, star.token),
      400,
      TIME_ZONE_NEEDS_EFF_DATE,
      'eff_date',
    );
    const { plan: now } = await m.ok('disable_plan', { plan_id: plan.plan_id }, star.token);
    expect([now.disabled, now.disabled_from, now.open]).toEqual([true, null, false]);
    const { plan: dated } = await m.ok(
      'disable_plan',
      { plan_id: later.plan_id, eff_date: day(2), time_zone: 'Europe/London' },
      star.token,
    );
    expect([dated.disabled, dated.disabled_from, dated.disabled_time_zone, dated.open]).toEqual([
      true,
      `${day(2)}T00:00:00.000Z`,
      'Europe/London',
      true,
    ]);
    const open = async () =>
      (await m.ok('get_plans', { productId: product.product_id })).plans.map((p: { name: string }) => p.name);
    expect(await open()).toEqual(['Yearly']);
    t.clock.advance(3 * DAY_MS);
    expect(await open()).toEqual([]);
    // The owner still sees both.
    expect((await m.ok('get_plans', { createdByMe: true }, star.token)).plans).toHaveLength(2);
  });
});

describe('get_plans (spec 001 §5: createdByMe, then productId, then planId, then byId/lookFor)', () => {
  it('follows the priority of the filters', async () => {
    const star = await seller();
    const other = await seller();
    const mine = await offering(star, { name: 'Jazz Nights' });
    const theirs = await offering(other, { name: 'Poetry Hour' });
    const ids = async (input: Record<string, unknown>, token?: string) =>
      (await m.ok('get_plans', input, token)).plans.map((p: { plan_id: number }) => p.plan_id);
    expect(await ids({ createdByMe: true, productId: theirs.product.product_id }, star.token)).toEqual([
      mine.plan.plan_id,
    ]);
    expect(await ids({ productId: theirs.product.product_id, planId: mine.plan.plan_id })).toEqual([
      theirs.plan.plan_id,
    ]);
    expect(await ids({ planId: mine.plan.plan_id, byId: other.id })).toEqual([mine.plan.plan_id]);
    expect(await ids({ byId: other.id })).toEqual([theirs.plan.plan_id]);
    expect(await ids({ lookFor: 'poet' })).toEqual([theirs.plan.plan_id]);
    expect(await ids({ byId: star.id, lookFor: 'poet' })).toEqual([]);
    expectError(await t.call('get_plans', { createdByMe: true }), 401, SESSION_EXPIRED);
  });
});

// ---------------------------------------------------------------------------------------------
// Collections

describe('collections', () => {
  it('a talent bundles its own assets in order; the list, fields and state change by update', async () => {
    const star = await talent();
    const a = await makeAsset(t.db, star.id, t.clock.now(), 'First');
    const b = await makeAsset(t.db, star.id, t.clock.now(), 'Second');
    const { collection } = await m.ok(
      'create_collection',
      { name: 'Best of', description: 'Highlights', price: 1500, asset_list: [b, a, b], image: await aPicture() },
      star.token,
    );
    expect(collection).toEqual({
      collection_id: expect.any(Number),
      owner_id: star.id,
      creator_name: star.name,
      name: 'Best of',
      description: 'Highlights',
      price: 1500,
      currency: 'USD',
      state: 'active',
      image: expect.stringMatching(/^\/media\/collections\//),
      asset_list: [
        { asset_id: b, name: 'Second', type: 'Blog', image: null },
        { asset_id: a, name: 'First', type: 'Blog', image: null },
      ],
    });
    const c = await makeAsset(t.db, star.id, t.clock.now(), 'Third');
    const { collection: updated } = await m.ok(
      'update_collection',
      { collection_id: collection.collection_id, asset_list: [c, a], state: 'inactive', price: 2000 },
      star.token,
    );
    expect(updated).toMatchObject({ name: 'Best of', price: 2000, state: 'inactive' });
    expect(updated.asset_list.map((x: { asset_id: number }) => x.asset_id)).toEqual([c, a]);

    // Inactive: only its owner sees it.
    const fan = await m.member();
    expect((await m.ok('get_collections', { byId: star.id }, fan.token)).collections).toEqual([]);
    expect((await m.ok('get_collections', { byId: star.id }, star.token)).collections).toEqual([updated]);
    expect((await m.ok('get_collections', { byId: star.id, active: true }, star.token)).collections).toEqual([]);
  });

  it("another talent's asset or collection answers 404, and nothing is stored or changed", async () => {
    const owner = await talent();
    const other = await talent();
    const theirs = await makeAsset(t.db, other.id, t.clock.now(), 'Private diary');
    const mine = await makeAsset(t.db, owner.id, t.clock.now(), 'Mine');
    expectError(
      await t.call('create_collection', { name: 'Borrowed', asset_list: [mine, theirs] }, owner.token),
      404,
      CATALOGUE_ASSET_NOT_FOUND,
      'asset_list',
    );
    expect(await t.db.select().from(collections)).toEqual([]);
    const { collection } = await m.ok('create_collection', { name: 'Mine', asset_list: [mine] }, owner.token);
    expectError(
      await t.call('update_collection', { collection_id: collection.collection_id, asset_list: [theirs] }, owner.token),
      404,
      CATALOGUE_ASSET_NOT_FOUND,
      'asset_list',
    );
    expectError(
      await t.call('update_collection', { collection_id: collection.collection_id, name: 'Taken' }, other.token),
      404,
      COLLECTION_NOT_FOUND,
      'collection_id',
    );
    // A deleted asset is not the owner's to bundle either.
    await t.db.update(assets).set({ state: 'deleted' }).where(eq(assets.id, mine));
    expect((await t.call('create_collection', { name: 'Gone', asset_list: [mine] }, owner.token)).status).toBe(404);
    expect((await m.ok('get_collections', { byId: owner.id })).collections).toEqual([
      { ...collection, asset_list: [] },
    ]);
  });

  it('get_collections: purchased (holding an asset the caller bought), otherwise byId and lookFor', async () => {
    const star = await talent();
    const fan = await m.member();
    const bought = await makeAsset(t.db, star.id, t.clock.now(), 'Bought');
    const other = await makeAsset(t.db, star.id, t.clock.now(), 'Other');
    const now = new Date(t.clock.now());
    await t.db.insert(assetPurchases).values({
      assetId: bought,
      memberId: fan.id,
      creatorId: star.id,
      priceCents: 300,
      currency: 'USD',
      feeCents: 30,
      paymentCompany: 'Stripe',
      paymentMethod: 'card',
      status: 'Charged',
      createdAt: now,
    });
    await m.ok('create_collection', { name: 'Summer tour diary', asset_list: [bought] }, star.token);
    t.clock.advance(60_000);
    await m.ok('create_collection', { name: 'Winter songs', asset_list: [other] }, star.token);
    const names = async (input: Record<string, unknown>, token?: string) =>
      namesOf((await m.ok('get_collections', input, token)).collections);
    expect(await names({ purchased: true, byId: star.id }, fan.token)).toEqual(['Summer tour diary']);
    expect(await names({ purchased: true })).toEqual([]);
    expect(await names({ byId: star.id })).toEqual(['Winter songs', 'Summer tour diary']);
    expect(await names({ lookFor: 'dia' })).toEqual(['Summer tour diary']);
    expect(await names({ lookFor: 'song', byId: fan.id })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Remits

describe('get_remits_for_products and get_remits_for_tiers', () => {
  it('sum the paid cycles and asset sales in the window, by product (and tier), less their fees', async () => {
    const star = await seller();
    const first = await offering(star, { name: 'Jazz Nights' });
    const second = await offering(star, { name: 'Poetry Hour' });
    const extraTier = await createTier(star, first.product.product_id, { name: 'Front row' });
    const extraPlan = await createPlan(star, extraTier.tier_id, { price: 900 });
    const fan = await m.member();
    const start = Date.parse('2027-03-01T00:00:00Z');
    const invoice = async (
      plan: { plan_id: number; product_id: number; tier_id: number },
      amount: number,
      paidAt: number,
      status: 'Paid' | 'Failed' = 'Paid',
    ) => {
      const subscriptionId = await subscribe(fan, plan, star.id);
      await t.db.insert(subscriptionInvoices).values({
        subscriptionId,
        planId: plan.plan_id,
        productId: plan.product_id,
        tierId: plan.tier_id,
        creatorId: star.id,
        memberId: fan.id,
        cycleStart: new Date(paidAt),
        cycleEnd: new Date(paidAt + 30 * DAY_MS),
        amountCents: amount,
        currency: 'USD',
        feeCents: amount / 10,
        status,
        paidAt: new Date(paidAt),
        createdAt: new Date(paidAt),
      });
    };
    await invoice(first.plan, 500, start);
    await invoice(first.plan, 500, start + 30 * DAY_MS - 1); // the last instant of the 30th
    await invoice(extraPlan, 900, start + 5 * DAY_MS);
    await invoice(second.plan, 500, start + 2 * DAY_MS);
    await invoice(first.plan, 500, start + 31 * DAY_MS); // after the window
    await invoice(first.plan, 500, start + DAY_MS, 'Failed');

    const sale = async (assetId: number, price: number, at: number, status: 'Charged' | 'Refunded' = 'Charged') =>
      t.db.insert(assetPurchases).values({
        assetId,
        memberId: fan.id,
        creatorId: star.id,
        priceCents: price,
        currency: 'USD',
        feeCents: price / 5,
        paymentCompany: 'Stripe',
        paymentMethod: 'card',
        status,
        createdAt: new Date(at),
      });
    const inFirst = await makeAsset(t.db, star.id, start, 'Set list', first.product.product_id);
    // In both products: counted once, under the first it was added to.
    await t.db
      .insert(assetProducts)
      .values({ assetId: inFirst, productId: second.product.product_id, createdAt: new Date(start + 1000) });
    const alone = await makeAsset(t.db, star.id, start, 'Loose photo');
    await sale(inFirst, 1000, start + DAY_MS);
    await sale(inFirst, 1000, start + DAY_MS, 'Refunded');
    await sale(alone, 250, start + DAY_MS);

    const window = { start_date: '2027-03-01', end_date: '2027-03-30' };
    const { remits } = await m.ok('get_remits_for_products', window, star.token);
    expect(remits).toEqual([
      {
        product_id: first.product.product_id,
        name: 'Jazz Nights',
        currency: 'USD',
        cycles: 3,
        subscription_cents: 1900,
        subscription_fee_cents: 190,
        sales: 1,
        asset_sales_cents: 1000,
        asset_fee_cents: 200,
        net_cents: 1900 - 190 + 1000 - 200,
      },
      {
        product_id: second.product.product_id,
        name: 'Poetry Hour',
        currency: 'USD',
        cycles: 1,
        subscription_cents: 500,
        subscription_fee_cents: 50,
        sales: 0,
        asset_sales_cents: 0,
        asset_fee_cents: 0,
        net_cents: 450,
      },
      {
        product_id: null,
        name: OTHER_ASSET_SALES,
        currency: 'USD',
        cycles: 0,
        subscription_cents: 0,
        subscription_fee_cents: 0,
        sales: 1,
        asset_sales_cents: 250,
        asset_fee_cents: 50,
        net_cents: 200,
      },
    ]);
    const one = await m.ok('get_remits_for_products', { ...window, product_id: second.product.product_id }, star.token);
    expect(one.remits.map((r: { product_id: number; net_cents: number }) => [r.product_id, r.net_cents])).toEqual([
      [second.product.product_id, 450],
    ]);

    const tiers = await m.ok('get_remits_for_tiers', { ...window, product_id: first.product.product_id }, star.token);
    expect(tiers.remits).toEqual([
      {
        tier_id: first.tier.tier_id,
        product_id: first.product.product_id,
        name: 'Backstage',
        currency: 'USD',
        cycles: 2,
        subscription_cents: 1000,
        fee_cents: 100,
        net_cents: 900,
      },
      {
        tier_id: extraTier.tier_id,
        product_id: first.product.product_id,
        name: 'Front row',
        currency: 'USD',
        cycles: 1,
        subscription_cents: 900,
        fee_cents: 90,
        net_cents: 810,
      },
    ]);
    const byTier = await m.ok('get_remits_for_tiers', { ...window, tier_id: extraTier.tier_id }, star.token);
    expect(byTier.remits).toHaveLength(1);
  });

  it("refuses a window that ends before it starts, and another talent's product or tier (404)", async () => {
    const owner = await seller();
    const other = await seller();
    const { product, tier } = await offering(owner);
    expectError(
      await t.call('get_remits_for_products', { start_date: '2027-03-10', end_date: '2027-03-01' }, owner.token),
      400,
      REMIT_DATES_ORDER,
      'end_date',
    );
    const window = { start_date: '2027-03-01', end_date: '2027-03-31' };
    expectError(
      await t.call('get_remits_for_products', { ...window, product_id: product.product_id }, other.token),
      404,
      PRODUCT_NOT_FOUND,
      'product_id',
    );
    expectError(
      await t.call('get_remits_for_tiers', { ...window, tier_id: tier.tier_id }, other.token),
      404,
      TIER_NOT_FOUND,
      'tier_id',
    );
    const fan = await m.member();
    expect((await t.call('get_remits_for_products', window, fan.token)).status).toBe(403);
  });
});
