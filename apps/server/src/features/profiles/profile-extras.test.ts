import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultWebsiteSettings } from '@stagepass/domain/creator-website';
import { BIO_MAX_LENGTH, BIO_TALENT_AND_BUSINESS_ONLY, BIO_TOO_LONG } from '@stagepass/domain/profiles';
import { members } from '@stagepass/db/schema/accounts';
import { useTestApp } from '../../test/test-app';
import { signIn } from '../../test/account-flows';
import { DEMO_PASSWORD } from '../../seed/demo';

// spec 001 §6: 'business traits and bio' (business) and 'bio' (talent), edited with member_update, tag bio; and the
// talent profile's link to their published creator website (specialist_query website_path).
const t = useTestApp({ seed: true });

async function idOf(email: string) {
  const [m] = await t.db.select().from(members).where(eq(members.email, email));
  return m!.id;
}

describe('member_update, tag bio', () => {
  it("saves the talent's bio, shown on their profile and in member_query; empty removes it", async () => {
    const session = await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
    const bio = '  Jazz singer from Oakland.\nBooking <b>weekends</b>.  ';
    expect((await t.call('member_update', { tag: 'bio', bio }, session)).status).toBe(200);
    const profile = await t.call('specialist_query', { sp_id: await idOf('talent@stagepass.test') });
    // Stored and answered as text, trimmed: the page renders it as text.
    expect(profile.body.data.bio).toBe('Jazz singer from Oakland.\nBooking <b>weekends</b>.');
    expect((await t.call('member_query', {}, session)).body.data.member.bio).toBe(
      'Jazz singer from Oakland.\nBooking <b>weekends</b>.',
    );
    await t.call('member_update', { tag: 'bio', bio: '   ' }, session);
    expect((await t.call('specialist_query', { sp_id: await idOf('talent@stagepass.test') })).body.data.bio).toBeNull();
  });

  it("saves the business's bio on its profile", async () => {
    const session = await signIn(t, 'business@stagepass.test', DEMO_PASSWORD);
    await t.call('member_update', { tag: 'bio', bio: 'Live music every night.' }, session);
    const profile = await t.call('business_query', { business_id: await idOf('business@stagepass.test') });
    expect(profile.body.data.bio).toBe('Live music every night.');
  });

  it('refuses fans and agencies with 403, and changes nothing', async () => {
    for (const email of ['fan@stagepass.test', 'agency@stagepass.test']) {
      const session = await signIn(t, email, DEMO_PASSWORD);
      const res = await t.call('member_update', { tag: 'bio', bio: 'Hello' }, session);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(BIO_TALENT_AND_BUSINESS_ONLY);
      const [m] = await t.db.select().from(members).where(eq(members.email, email));
      expect(m!.bio).toBeNull();
    }
  });

  it('refuses a bio over the limit and a missing bio, naming the field', async () => {
    const session = await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
    const long = await t.call('member_update', { tag: 'bio', bio: 'a'.repeat(BIO_MAX_LENGTH + 1) }, session);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'bio', message: BIO_TOO_LONG });
    expect((await t.call('member_update', { tag: 'bio', bio: 'a'.repeat(BIO_MAX_LENGTH) }, session)).status).toBe(200);
    const missing = await t.call('member_update', { tag: 'bio' }, session);
    expect([missing.status, missing.body.field]).toEqual([400, 'bio']);
    expect((await t.call('member_update', { tag: 'bio', bio: 'x' })).status).toBe(401);
  });
});

describe('specialist_query website_path', () => {
  it('links the talent profile to /c/{username} only while their website is published', async () => {
    const session = await signIn(t, 'talent@stagepass.test', DEMO_PASSWORD);
    const id = await idOf('talent@stagepass.test');
    const path = async () => (await t.call('specialist_query', { sp_id: id })).body.data.website_path;
    await t.call('publish_user_tmpl', { publish: false }, session);
    expect(await path()).toBeNull();
    const saved = await t.call(
      'update_user_tmpl',
      { template_id: 'spotlight', settings: defaultWebsiteSettings('spotlight') },
      session,
    );
    expect(saved.status).toBe(200);
    expect(await path()).toBeNull();
    expect((await t.call('publish_user_tmpl', { publish: true }, session)).status).toBe(200);
    expect(await path()).toBe('/c/tala');
    await t.call('publish_user_tmpl', { publish: false }, session);
    expect(await path()).toBeNull();
  });
});
