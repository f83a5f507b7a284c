import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { networkFollowers } from '@stagepass/db/schema/social';
import { DECLARED_NETWORKS, followerDisplay, followerLine } from '@stagepass/domain/counts';
import { marketplace } from '../test/marketplace-fixtures';
import { useTestApp } from '../test/test-app';
import { seedNetworkFollowers } from './network-followers';

const t = useTestApp({ seed: true });
const m = marketplace(t, 'seed-network-followers.test');

describe('the demo follower counts (seed/network-followers.ts)', () => {
  it('gives talent and businesses plausible declared counts and the demo talent its own; a second run changes nothing', async () => {
    const talent = await Promise.all([1, 2, 3, 4, 5, 6].map(() => m.member({ isSpecialist: true }, 'talent')));
    const venues = await Promise.all([1, 2, 3].map(() => m.business()));
    const input = { talentIds: talent.map((s) => s.id), businessIds: venues.map((b) => b.id), nowMs: t.clock.now() };
    const written = await seedNetworkFollowers(t.db, input);
    const rows = await t.db
      .select()
      .from(networkFollowers)
      .orderBy(asc(networkFollowers.memberId), asc(networkFollowers.network));
    expect(written).toBe(rows.length);
    for (const r of rows) {
      expect(DECLARED_NETWORKS).toContain(r.network);
      expect(r.count).toBeGreaterThan(0);
      expect(r.count).toBeLessThan(2_500_000);
    }
    // Every seeded talent and business declared at least one network.
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(talent.length + venues.length + 1);

    // The demo talent's profile reads its biggest network.
    const demo = await m.ok('specialist_query', { username: 'tala' });
    expect(followerLine(followerDisplay(demo.specialist.network_followers)!)).toBe('15.3K Instagram followers');

    // A second run writes nothing new and changes nothing.
    expect(await seedNetworkFollowers(t.db, input)).toBe(0);
    expect(
      await t.db.select().from(networkFollowers).orderBy(asc(networkFollowers.memberId), asc(networkFollowers.network)),
    ).toEqual(rows);
  });
});
