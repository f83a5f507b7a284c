import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { creatorWebsites } from '@stagepass/db/schema/website';
import {
  SITE_POSTS_MAX,
  TEMPLATE_UNKNOWN,
  WEBSITE_HEADLINE_TOO_LONG,
  WEBSITE_NEEDS_LOGIN,
  WEBSITE_NEEDS_USERNAME,
  WEBSITE_NOT_PUBLISHED,
  WEBSITE_NOT_SAVED,
  WEBSITE_TALENT_ONLY,
  defaultWebsiteSettings,
} from '@stagepass/domain/creator-website';
import { useTestApp } from '../../test/test-app';
import { DAY_MS, marketplace } from '../../test/marketplace-fixtures';
import type { Database } from '@stagepass/db/client';
import { findPublic } from '../profiles/profiles-repository';
import { loadSiteContent } from './website-content';
import { siteWorld } from './website-fixtures';

const t = useTestApp();
const m = marketplace(t, 'website.test');
const w = siteWorld(t, m);

const settings = { ...defaultWebsiteSettings('tour'), headline: 'On the road', about: 'Four-piece band.' };

describe('get_tmpl_types', () => {
  it('lists the four templates for everyone, each with a picture of its layout', async () => {
    const res = await t.call('get_tmpl_types', {});
    expect(res.status).toBe(200);
    const templates = res.body.data.templates as { template_id: string; name: string; preview: string }[];
    expect(templates.map((x) => [x.template_id, x.name])).toEqual([
      ['spotlight', 'Spotlight'],
      ['tour', 'Tour'],
      ['storefront', 'Storefront'],
      ['journal', 'Journal'],
    ]);
    for (const x of templates) expect(x.preview).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});

describe('update_user_tmpl, publish_user_tmpl and get_user_tmpl', () => {
  it("the builder reads the talent's content before anything is saved, then saves without publishing", async () => {
    const star = await w.talent({ name: 'Nova Star', bio: 'From Oakland.' });
    const eventId = await w.booking(star.id, 'Harbor Lights');
    const productId = await w.product(star.id, 'Nova Club', 'Stems and demos');
    const postId = await w.post(star.id, 'Fresh from the studio', 'Four new songs.');

    const before = await m.ok('get_user_tmpl', {}, star.token);
    expect(before.website).toBeNull();
    expect(before.content).toEqual({
      profile: {
        sp_id: star.id,
        name: 'Nova Star',
        username: star.username,
        photo: '/media/profiles/star.webp',
        traits: ['Musician'],
        area: 'Oakland, US',
        bio: 'From Oakland.',
      },
      bookings: [
        {
          event_id: eventId,
          event_name: 'Harbor Lights',
          place: expect.stringMatching(/^Venue \d+$/),
          start: expect.any(String),
          end: expect.any(String),
          time_zone: 'America/Los_Angeles',
          trait: 'Musician',
        },
      ],
      products: [
        {
          product_id: productId,
          name: 'Nova Club',
          desc: 'Stems and demos',
          image: '/media/products/club.webp',
          price_text: '$5+',
        },
      ],
      posts: [
        {
          post_id: postId,
          title: 'Fresh from the studio',
          caption: 'Four new songs.',
          media_url: '/media/posts/p.webp',
        },
      ],
    });

    const saved = await m.ok('update_user_tmpl', { template_id: 'tour', settings }, star.token);
    expect(saved.website).toEqual({
      template_id: 'tour',
      settings,
      published: false,
      published_at: null,
      updated_at: new Date(t.clock.now()).toISOString(),
      path: `/c/${star.username}`,
    });
    expect((await m.ok('get_user_tmpl', {}, star.token)).website).toEqual(saved.website);
    // Not published: nobody else can read it.
    const hidden = await t.call('get_user_tmpl', { username: star.username });
    expect([hidden.status, hidden.body.message, hidden.body.field]).toEqual([404, WEBSITE_NOT_PUBLISHED, 'username']);
  });

  it('publishes and unpublishes: the published website is open to everyone by username, in any case', async () => {
    const star = await w.talent();
    await m.ok(
      'update_user_tmpl',
      { template_id: 'spotlight', settings: defaultWebsiteSettings('spotlight') },
      star.token,
    );
    const published = await m.ok('publish_user_tmpl', { publish: true }, star.token);
    expect(published.website).toMatchObject({ published: true, published_at: new Date(t.clock.now()).toISOString() });
    const firstPublished = published.website.published_at;

    const visitor = await t.call('get_user_tmpl', { username: star.username.toUpperCase() });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.website).toMatchObject({ template_id: 'spotlight', published: true });
    expect(visitor.body.data.content.profile.sp_id).toBe(star.id);
    expect(JSON.stringify(visitor.body)).not.toContain(star.email);

    // Publishing again keeps the first date; a change of settings is live at once.
    t.clock.advance(DAY_MS);
    expect((await m.ok('publish_user_tmpl', { publish: true }, star.token)).website.published_at).toBe(firstPublished);
    await m.ok(
      'update_user_tmpl',
      { template_id: 'journal', settings: { ...defaultWebsiteSettings('journal'), headline: 'New' } },
      star.token,
    );
    const live = await t.call('get_user_tmpl', { username: star.username });
    expect(live.body.data.website).toMatchObject({
      template_id: 'journal',
      published: true,
      settings: { headline: 'New' },
    });

    const off = await m.ok('publish_user_tmpl', { publish: false }, star.token);
    expect(off.website).toMatchObject({ published: false, published_at: firstPublished });
    expect((await t.call('get_user_tmpl', { username: star.username })).status).toBe(404);
    expect((await t.call('publish_user_tmpl', { publish: false }, star.token)).status).toBe(200);
  });

  it('a deactivated talent’s website is not found, like an unknown username', async () => {
    const star = await w.talent();
    await m.ok('update_user_tmpl', { template_id: 'tour', settings }, star.token);
    await m.ok('publish_user_tmpl', { publish: true }, star.token);
    await t.db.update(members).set({ active: false }).where(eq(members.id, star.id));
    for (const username of [star.username, 'nobody-here']) {
      const res = await t.call('get_user_tmpl', { username });
      expect([res.status, res.body.message]).toEqual([404, WEBSITE_NOT_PUBLISHED]);
    }
  });

  it('publishing needs a saved website and a username', async () => {
    const star = await w.talent();
    const unsaved = await t.call('publish_user_tmpl', { publish: true }, star.token);
    expect([unsaved.status, unsaved.body.message]).toEqual([409, WEBSITE_NOT_SAVED]);

    await t.db.update(members).set({ username: null }).where(eq(members.id, star.id));
    const saved = await m.ok('update_user_tmpl', { template_id: 'tour', settings }, star.token);
    expect(saved.website.path).toBeNull();
    const nameless = await t.call('publish_user_tmpl', { publish: true }, star.token);
    expect([nameless.status, nameless.body.message]).toEqual([409, WEBSITE_NEEDS_USERNAME]);
    const [row] = await t.db.select().from(creatorWebsites).where(eq(creatorWebsites.memberId, star.id));
    expect(row!.published).toBe(false);
  });

  it('only talent build a website: others are refused by role, logged out asked to log in', async () => {
    const fan = await m.member();
    const venue = await m.member({ isBusiness: true }, 'venue');
    for (const token of [fan.token, venue.token]) {
      for (const [name, input] of [
        ['update_user_tmpl', { template_id: 'tour', settings }],
        ['publish_user_tmpl', { publish: true }],
        ['get_user_tmpl', {}],
      ] as const) {
        const res = await t.call(name, input, token);
        expect([name, res.status, res.body.message]).toEqual([name, 403, WEBSITE_TALENT_ONLY]);
      }
    }
    const loggedOut = await t.call('get_user_tmpl', {});
    expect([loggedOut.status, loggedOut.body.message]).toEqual([401, WEBSITE_NEEDS_LOGIN]);
    expect((await t.call('update_user_tmpl', { template_id: 'tour', settings })).status).toBe(401);
    expect(await t.db.select().from(creatorWebsites)).toEqual([]);
  });

  it('refuses an unknown template, long texts and unknown accents, naming the field', async () => {
    const star = await w.talent();
    for (const [input, field, message] of [
      [{ template_id: 'geocities', settings }, 'template_id', TEMPLATE_UNKNOWN],
      [
        { template_id: 'tour', settings: { ...settings, headline: 'x'.repeat(81) } },
        'settings.headline',
        WEBSITE_HEADLINE_TOO_LONG,
      ],
      [
        { template_id: 'tour', settings: { ...settings, accent: 'red; background:url(x)' } },
        'settings.accent',
        undefined,
      ],
      [{ template_id: 'tour', settings: { ...settings, show_posts: 'yes' } }, 'settings.show_posts', undefined],
    ] as const) {
      const res = await t.call('update_user_tmpl', input, star.token);
      expect([res.status, res.body.field]).toEqual([400, field]);
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await t.db.select().from(creatorWebsites)).toEqual([]);
  });

  it(`lists at most ${SITE_POSTS_MAX} posts, newest first`, async () => {
    const star = await w.talent();
    const ids: number[] = [];
    for (let i = 0; i < SITE_POSTS_MAX + 2; i++) ids.push(await w.post(star.id, `Post ${i}`, 'Caption'));
    const { content } = await m.ok('get_user_tmpl', {}, star.token);
    expect(content.posts.map((p: { post_id: number }) => p.post_id)).toEqual(ids.reverse().slice(0, SITE_POSTS_MAX));
  });
});

describe('what a website shows', () => {
  /** The database, counting the queries started through it. */
  function counting(db: Database) {
    let queries = 0;
    const proxy = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (prop === 'select' || prop === 'selectDistinct' || prop === 'execute') queries++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db: proxy, queries: () => queries };
  }

  async function queriesFor(talentId: number) {
    const talent = await findPublic(t.db, { id: talentId });
    const c = counting(t.db);
    const content = await loadSiteContent(c.db, talent!, t.clock.now());
    return { queries: c.queries(), content };
  }

  it('is loaded with as many queries for many bookings, products and posts as for one (no query per row)', async () => {
    const star = await w.talent();
    await w.booking(star.id, 'Night 0');
    await w.product(star.id, 'Product 0');
    await w.post(star.id, 'Post 0', 'Caption');
    const one = await queriesFor(star.id);
    expect([one.content.bookings.length, one.content.products.length, one.content.posts.length]).toEqual([1, 1, 1]);

    for (let i = 1; i < 5; i++) {
      await w.booking(star.id, `Night ${i}`);
      await w.product(star.id, `Product ${i}`);
      await w.post(star.id, `Post ${i}`, 'Caption');
    }
    const five = await queriesFor(star.id);
    expect([five.content.bookings.length, five.content.products.length, five.content.posts.length]).toEqual([5, 5, 5]);
    expect(five.queries).toBe(one.queries);
    expect(one.queries).toBeGreaterThan(0);
  });
});
