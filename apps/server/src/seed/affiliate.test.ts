import { describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { affiliateEarnings, affiliatePayouts, affiliates } from '@stagepass/db/schema/affiliate';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import { affiliatePayoutKey } from '@stagepass/domain/affiliate';
import { SandboxPayoutProvider } from '../adapters/payments/sandbox';
import { releaseAffiliatePayouts } from '../features/affiliate/affiliate-payouts';
import { feesFromConfig } from '../features/payments/get_fees.handler';
import { insertEnabledPayoutAccount } from '../features/payments/payouts-repository';
import { useTestApp } from '../test/test-app';
import { seedAffiliates } from './affiliate';
import { seedDemo } from './demo';

const t = useTestApp({ seed: true });

/** The demo accounts, a few marketplace businesses and talent, and the demo talent's payout account. */
async function world() {
  const now = new Date(t.clock.now());
  await t.db.insert(members).values(
    Array.from({ length: 6 }, (_, i) => ({
      email: `${i < 4 ? 'venue' : 'talent'}${i}@demo.stagepass.test`,
      name: `Demo Member ${i}`,
      username: `demo_member_${i}`,
      isBusiness: i < 4,
      isSpecialist: i >= 4,
      createdAt: now,
    })),
  );
  const [tala] = await t.db.select().from(members).where(eq(members.email, 'talent@stagepass.test'));
  await insertEnabledPayoutAccount(t.db, tala!.id, t.clock.now());
  return tala!;
}

describe('the demo affiliate programme (seed/affiliate.ts)', () => {
  it('seeds this year’s promotion, two affiliates, their referrals and two paid months, once', async () => {
    const tala = await world();
    const summary = await seedAffiliates(t.db, t.clock, feesFromConfig(t.config));
    expect(summary).toMatchObject({ promotions: 2, affiliates: 2, payouts: 2 });
    expect(await seedAffiliates(t.db, t.clock, feesFromConfig(t.config))).toBeNull();

    // The clock is 2026-11-22: this year's promotion is the landing's offer.
    expect((await t.call('affiliate_promotion', {})).body.data.promotion).toEqual({
      bus_booking_pct: 0.1,
      spc_booking_pct: 0.05,
      ticket_pct: 0.03,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      payout_period: 1,
    });

    const [me] = await t.db.select().from(members).where(eq(members.id, tala.id));
    expect(me!.affiliateCode).toMatch(/^TALA[A-HJ-NP-Z2-9]{4}$/);
    expect(await t.db.select().from(affiliates)).toHaveLength(2);
    const referred = await t.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.referredByCode, me!.affiliateCode!))
      .orderBy(asc(members.id));
    expect(referred.map((m) => m.email)).toEqual([
      'business@stagepass.test',
      'venue1@demo.stagepass.test',
      'venue2@demo.stagepass.test',
    ]);
    // The other affiliate (the first marketplace business) referred the fourth.
    expect(
      (await t.db.select().from(members).where(like(members.referredByCode, '%'))).map((m) => m.email).sort(),
    ).toEqual([...referred.map((m) => m.email), 'venue3@demo.stagepass.test'].sort());

    const payouts = await t.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, tala.id))
      .orderBy(asc(affiliatePayouts.month));
    expect(payouts.map((p) => [p.month, p.status])).toEqual([
      ['2026-08-01', 'paid'],
      ['2026-09-01', 'paid'],
    ]);
    for (const p of payouts) {
      expect(p.amountCents).toBe(p.grossCents - p.feeCents);
      const taken = await t.db.select().from(affiliateEarnings).where(eq(affiliateEarnings.payoutId, p.id));
      expect(taken.reduce((sum, e) => sum + e.shareCents, 0)).toBe(p.grossCents);
      const [transfer] = await t.db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, affiliatePayoutKey(p.id)));
      expect(transfer).toMatchObject({ amountCents: p.amountCents });
    }

    // The job leaves the seeded months as they are.
    const deps = { db: t.db, config: t.config, payouts: new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL) };
    await releaseAffiliatePayouts(deps, t.clock.now());
    expect(await t.db.select().from(affiliatePayouts)).toHaveLength(2);
    expect(await t.db.select().from(sandboxTransfers)).toHaveLength(2);
  });

  it('makes the same codes on every machine', async () => {
    const tala = await world();
    await seedAffiliates(t.db, t.clock, feesFromConfig(t.config));
    const [me] = await t.db.select().from(members).where(eq(members.id, tala.id));
    const first = me!.affiliateCode;
    await t.reset();
    await seedDemo(t.db, t.clock);
    const again = await world();
    await seedAffiliates(t.db, t.clock, feesFromConfig(t.config));
    const [me2] = await t.db.select().from(members).where(eq(members.id, again.id));
    expect(me2!.affiliateCode).toBe(first);
  });
});
