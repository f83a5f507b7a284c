import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { products } from '@stagepass/db/schema/commerce';
import { useTestApp } from '../test/test-app';
import { MARKETPLACE_EMAIL_DOMAIN } from './marketplace';
import { seedWebsites } from './websites';

const t = useTestApp({ seed: true });

async function member(values: Partial<typeof members.$inferInsert> & { email: string; name: string }) {
  const [row] = await t.db
    .insert(members)
    .values({ createdAt: new Date(t.clock.now()), ...values })
    .returning({ id: members.id });
  return row!.id;
}

describe('seedWebsites (issue 15)', () => {
  it('publishes the demo talent’s website and a seller’s, and makes the first marketplace business a media company; once', async () => {
    const seller = await member({
      email: `sam@${MARKETPLACE_EMAIL_DOMAIN}`,
      name: 'Sam Seller',
      username: 'samseller',
      isSpecialist: true,
    });
    const now = new Date(t.clock.now());
    await t.db
      .insert(products)
      .values({ ownerId: seller, typeId: 1, name: 'Sam Club', createdAt: now, updatedAt: now });
    const radio = await member({
      email: `radio@${MARKETPLACE_EMAIL_DOMAIN}`,
      name: 'Harbor Radio',
      isBusiness: true,
      username: 'harborradio',
    });

    const summary = await seedWebsites(t.db, t.clock);
    expect(summary).toEqual({ websites: 2, mediaCompanyId: radio, mediaLinks: 4 });
    expect(await seedWebsites(t.db, t.clock)).toBeNull();

    for (const username of ['tala', 'samseller']) {
      const site = await t.call('get_user_tmpl', { username });
      expect([username, site.status, site.body.data?.website.published]).toEqual([username, 200, true]);
    }
    const links = await t.call('media_company_get_links', { business_id: radio });
    expect(links.body.data.is_media_company).toBe(true);
    for (const l of links.body.data.links as { url: string }[]) expect(l.url).toMatch(/^https:\/\//);
    const [demoBusiness] = await t.db
      .select({ on: members.isMediaCompany })
      .from(members)
      .where(eq(members.email, 'business@stagepass.test'));
    expect(demoBusiness!.on).toBe(false);
  });
});
