import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { networkFollowers } from '@stagepass/db/schema/social';
import { DECLARED_NETWORKS, type DeclaredNetwork } from '@stagepass/domain/counts';
import { DEMO_ACCOUNTS } from './demo';
import { seededRandom, type Random } from './random';

// Issue 13 (spec 001 §3 Follow, §9 follower display): the follower counts the demo talent and businesses declared
// for Facebook, Instagram, Twitter and Youtube, so their profiles show the network where each is biggest. Most
// talent are on two or three networks with a few hundred to a few tens of thousands of followers; a few are big
// (over a million, shown as M). Venues mostly keep Instagram and Facebook. Deterministic for the same members.

export const NETWORK_FOLLOWERS_SEED = 20260913;

/** The demo talent account's counts, fixed so the demo profile always reads '15.3K Instagram followers'. */
export const DEMO_TALENT_FOLLOWERS: readonly { network: DeclaredNetwork; count: number }[] = [
  { network: 'Instagram', count: 15_300 },
  { network: 'Youtube', count: 2_100 },
  { network: 'Twitter', count: 860 },
];

interface Member {
  id: number;
  username: string | null;
}

/** A count spread over orders of magnitude: between `min` and `max`, most near the low end. */
const logUniform = (r: Random, min: number, max: number) =>
  Math.round(Math.exp(r.between(Math.log(min), Math.log(max))));

function talentCounts(r: Random): { network: DeclaredNetwork; count: number }[] {
  const big = r.chance(0.05);
  const networks = r.sample(DECLARED_NETWORKS, r.int(1, 3));
  return networks.map((network) => ({
    network,
    count: big ? logUniform(r, 300_000, 2_400_000) : logUniform(r, 150, 60_000),
  }));
}

function businessCounts(r: Random): { network: DeclaredNetwork; count: number }[] {
  const networks: DeclaredNetwork[] = r.chance(0.7) ? ['Facebook', 'Instagram'] : ['Instagram'];
  return networks.map((network) => ({ network, count: logUniform(r, 200, 25_000) }));
}

/**
 * Writes the declared follower counts of the seeded talent and businesses, and of the demo talent account. Members
 * who already declared some are left alone. Answers how many counts were written.
 */
export async function seedNetworkFollowers(
  tx: Executor,
  { talentIds, businessIds, nowMs }: { talentIds: readonly number[]; businessIds: readonly number[]; nowMs: number },
): Promise<number> {
  const demoTalentEmail = DEMO_ACCOUNTS.find((a) => a.role === 'talent')!.email;
  const [demo] = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(sql`lower(${members.email}) = ${demoTalentEmail}`);
  const ids = [...talentIds, ...businessIds];
  const rows: Member[] = ids.length
    ? await tx.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids))
    : [];
  const byId = new Map(rows.map((m) => [m.id, m]));

  const r = seededRandom(NETWORK_FOLLOWERS_SEED);
  const now = new Date(nowMs);
  const values: (typeof networkFollowers.$inferInsert)[] = [];
  const add = (m: Member, counts: { network: DeclaredNetwork; count: number }[]) => {
    for (const c of counts)
      values.push({ memberId: m.id, network: c.network, handle: m.username, count: c.count, updatedAt: now });
  };
  for (const id of talentIds) {
    const counts = talentCounts(r);
    const m = byId.get(id);
    if (m) add(m, counts);
  }
  for (const id of businessIds) {
    const counts = businessCounts(r);
    const m = byId.get(id);
    if (m) add(m, counts);
  }
  if (demo) add(demo, [...DEMO_TALENT_FOLLOWERS]);
  if (values.length === 0) return 0;
  const written = await tx
    .insert(networkFollowers)
    .values(values)
    .onConflictDoNothing()
    .returning({ memberId: networkFollowers.memberId });
  return written.length;
}
