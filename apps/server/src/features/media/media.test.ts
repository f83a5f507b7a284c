import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { mediaLinks } from '@stagepass/db/schema/website';
import { BUSINESS_NOT_FOUND } from '@stagepass/domain/profiles';
import {
  MEDIA_COMPANY_BUSINESS_ONLY,
  MEDIA_COMPANY_ONLY,
  MEDIA_LINK_DESCRIPTION_TOO_LONG,
  MEDIA_LINK_NOT_FOUND,
  MEDIA_LINK_URL_INVALID,
  MEDIA_LINK_URL_REQUIRED,
  MEDIA_LINKS_FULL,
  MEDIA_LINKS_MAX,
  MEDIA_LINKS_NEED_LOGIN,
} from '@stagepass/domain/media-links';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';

const t = useTestApp();
const m = marketplace(t, 'media.test');

/** A business that has turned the media company role on through set_media_company. */
async function mediaCompany() {
  const b = await m.member({ isBusiness: true }, 'press');
  expect(await m.ok('set_media_company', { is_media_company: true }, b.token)).toEqual({ is_media_company: true });
  return b;
}

const linksOf = (memberId: number) =>
  t.db.select().from(mediaLinks).where(eq(mediaLinks.memberId, memberId)).orderBy(mediaLinks.id);

describe('set_media_company', () => {
  it('turns the role on and off for a business, idempotently, and refuses anyone else by role', async () => {
    const b = await m.member({ isBusiness: true }, 'venue');
    for (const on of [true, true, false, false, true]) {
      expect(await m.ok('set_media_company', { is_media_company: on }, b.token)).toEqual({ is_media_company: on });
      const [row] = await t.db.select({ on: members.isMediaCompany }).from(members).where(eq(members.id, b.id));
      expect(row!.on).toBe(on);
    }
    const fan = await m.member();
    const talent = await m.member({ isSpecialist: true }, 'talent');
    for (const token of [fan.token, talent.token]) {
      const res = await t.call('set_media_company', { is_media_company: true }, token);
      expect([res.status, res.body.message]).toEqual([403, MEDIA_COMPANY_BUSINESS_ONLY]);
    }
    expect((await t.call('set_media_company', { is_media_company: true })).status).toBe(401);
    const bad = await t.call('set_media_company', { is_media_company: 'yes' }, b.token);
    expect([bad.status, bad.body.field]).toEqual([400, 'is_media_company']);
  });
});

describe('media_company_create_link, _update_link, _delete_link and _get_links', () => {
  it('a media company adds, lists, changes and deletes its links (spec 001 §3: link_id, url, description)', async () => {
    const b = await mediaCompany();
    const first = await m.ok(
      'media_company_create_link',
      { url: '  https://press.example.com/review  ', description: ' Our review ' },
      b.token,
    );
    expect(first.link).toEqual({
      link_id: expect.any(Number),
      url: 'https://press.example.com/review',
      description: 'Our review',
    });
    const second = await m.ok('media_company_create_link', { url: 'http://radio.example.org/show' }, b.token);
    expect(second.link.description).toBe('');

    const own = await m.ok('media_company_get_links', {}, b.token);
    expect(own).toEqual({ business_id: b.id, is_media_company: true, links: [first.link, second.link] });

    const changed = await m.ok(
      'media_company_update_link',
      { link_id: first.link.link_id, url: 'https://press.example.com/review-2', description: 'Updated review' },
      b.token,
    );
    expect(changed.link).toEqual({
      link_id: first.link.link_id,
      url: 'https://press.example.com/review-2',
      description: 'Updated review',
    });
    expect(await m.ok('media_company_delete_link', { link_id: second.link.link_id }, b.token)).toEqual({
      link_id: second.link.link_id,
      deleted: true,
    });
    expect((await linksOf(b.id)).map((l) => [l.url, l.description])).toEqual([
      ['https://press.example.com/review-2', 'Updated review'],
    ]);
  });

  it('anyone reads a media company’s links by business_id; a business without the role shows none', async () => {
    const b = await mediaCompany();
    await m.ok('media_company_create_link', { url: 'https://press.example.com/a', description: 'A' }, b.token);
    const everyone = await t.call('media_company_get_links', { business_id: b.id });
    expect(everyone.status).toBe(200);
    expect(everyone.body.data.links.map((l: { url: string }) => l.url)).toEqual(['https://press.example.com/a']);

    // Turned off, the links are kept but not shown.
    await m.ok('set_media_company', { is_media_company: false }, b.token);
    expect((await t.call('media_company_get_links', { business_id: b.id })).body.data).toEqual({
      business_id: b.id,
      is_media_company: false,
      links: [],
    });
    expect(await linksOf(b.id)).toHaveLength(1);

    const fan = await m.member();
    const notBusiness = await t.call('media_company_get_links', { business_id: fan.id });
    expect([notBusiness.status, notBusiness.body.message, notBusiness.body.field]).toEqual([
      404,
      BUSINESS_NOT_FOUND,
      'business_id',
    ]);
  });

  it('refuses the writes and the own list to a business without the role, and others by role', async () => {
    const plain = await m.member({ isBusiness: true }, 'venue');
    const link = { url: 'https://press.example.com/x', description: 'x' };
    for (const [name, input] of [
      ['media_company_create_link', link],
      ['media_company_update_link', { link_id: 1, ...link }],
      ['media_company_delete_link', { link_id: 1 }],
      ['media_company_get_links', {}],
    ] as const) {
      const res = await t.call(name, input, plain.token);
      expect([name, res.status, res.body.message]).toEqual([name, 403, MEDIA_COMPANY_ONLY]);
    }
    const talent = await m.member({ isSpecialist: true }, 'talent');
    const asTalent = await t.call('media_company_create_link', link, talent.token);
    expect([asTalent.status, asTalent.body.message]).toEqual([403, MEDIA_COMPANY_BUSINESS_ONLY]);
    const ownAsTalent = await t.call('media_company_get_links', {}, talent.token);
    expect([ownAsTalent.status, ownAsTalent.body.message]).toEqual([403, MEDIA_COMPANY_BUSINESS_ONLY]);
    const loggedOut = await t.call('media_company_get_links', {});
    expect([loggedOut.status, loggedOut.body.message]).toEqual([401, MEDIA_LINKS_NEED_LOGIN]);
    expect(await linksOf(plain.id)).toEqual([]);
  });

  it("another company's link is 404, with nothing of it in the answer, and stays as it was", async () => {
    const owner = await mediaCompany();
    const { link } = await m.ok(
      'media_company_create_link',
      { url: 'https://secret.example.com/scoop', description: 'The scoop' },
      owner.token,
    );
    const other = await mediaCompany();
    for (const [name, input] of [
      ['media_company_update_link', { link_id: link.link_id, url: 'https://taken.example.com/', description: 'Mine' }],
      ['media_company_delete_link', { link_id: link.link_id }],
    ] as const) {
      const res = await t.call(name, input, other.token);
      expect([res.status, res.body.message, res.body.field]).toEqual([404, MEDIA_LINK_NOT_FOUND, 'link_id']);
      expect(JSON.stringify(res.body)).not.toMatch(/secret\.example|scoop/);
    }
    expect((await linksOf(owner.id)).map((l) => l.url)).toEqual(['https://secret.example.com/scoop']);
    // And a link that does not exist reads the same.
    const gone = await t.call('media_company_delete_link', { link_id: 2_000_000_000 }, other.token);
    expect([gone.status, gone.body.message]).toEqual([404, MEDIA_LINK_NOT_FOUND]);
  });

  it('spec 001 §5: the url must be a valid http or https URL, and the answer names the field', async () => {
    const b = await mediaCompany();
    for (const url of [
      'javascript:alert(1)',
      'ftp://files.example.com/a',
      'example.com/page',
      'https://nohost',
      'http:// spaced.example.com',
    ]) {
      const res = await t.call('media_company_create_link', { url, description: 'x' }, b.token);
      expect([url, res.status, res.body.message, res.body.field]).toEqual([url, 400, MEDIA_LINK_URL_INVALID, 'url']);
    }
    const empty = await t.call('media_company_create_link', { url: '   ' }, b.token);
    expect([empty.status, empty.body.message, empty.body.field]).toEqual([400, MEDIA_LINK_URL_REQUIRED, 'url']);
    const { link } = await m.ok('media_company_create_link', { url: 'https://ok.example.com/' }, b.token);
    const update = await t.call(
      'media_company_update_link',
      { link_id: link.link_id, url: 'data:text/html,<b>x</b>', description: 'x' },
      b.token,
    );
    expect([update.status, update.body.field]).toEqual([400, 'url']);
    const long = await t.call(
      'media_company_create_link',
      { url: 'https://ok.example.com/', description: 'x'.repeat(201) },
      b.token,
    );
    expect([long.status, long.body.message, long.body.field]).toEqual([
      400,
      MEDIA_LINK_DESCRIPTION_TOO_LONG,
      'description',
    ]);
    expect((await linksOf(b.id)).map((l) => l.url)).toEqual(['https://ok.example.com/']);
  });

  it(`keeps at most ${MEDIA_LINKS_MAX} links`, async () => {
    const b = await mediaCompany();
    const now = new Date(t.clock.now());
    await t.db.insert(mediaLinks).values(
      Array.from({ length: MEDIA_LINKS_MAX - 1 }, (_, i) => ({
        memberId: b.id,
        url: `https://press.example.com/${i}`,
        description: '',
        createdAt: now,
        updatedAt: now,
      })),
    );
    await m.ok('media_company_create_link', { url: 'https://press.example.com/last' }, b.token);
    const full = await t.call('media_company_create_link', { url: 'https://press.example.com/over' }, b.token);
    expect([full.status, full.body.message]).toEqual([409, MEDIA_LINKS_FULL]);
    expect(await linksOf(b.id)).toHaveLength(MEDIA_LINKS_MAX);
  });
});
