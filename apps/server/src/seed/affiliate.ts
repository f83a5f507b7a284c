import { and, asc, count, eq, like, ne } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { affiliateEarnings, affiliatePayouts, affiliatePromotions } from '@stagepass/db/schema/affiliate';
import { bookingPayments } from '@stagepass/db/schema/bookings';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import {
  affiliatePayout,
  affiliatePayoutKey,
  affiliateShareCents,
  monthEndMs,
  monthOf,
  monthStartMs,
  newAffiliateCode,
  sourceBp,
  utcDay,
  type AffiliateSource,
} from '@stagepass/domain/affiliate';
import type { Fees } from '@stagepass/domain/fees';
import type { Clock } from '../adapters/clock';
import { joinAffiliate, referTo } from '../features/affiliate/affiliate-fixtures';
import { recordAffiliateEarnings } from '../features/affiliate/affiliate-payouts';
import { findByMember } from '../features/payments/payouts-repository';
import { DEMO_ACCOUNTS } from './demo';
import { seededRandom, type Random } from './random';

// Issue 15: the affiliate programme of the demo. Last year's and this year's promotions (this year's is the landing's
// 'Current Promotional Offer': 10 % of the booking fees a referred business pays, 5 % of those a referred talent
// earns, 3 % of a referred business's ticket sales); the demo talent (Tala) and one marketplace business in the
// programme; the demo business and a few marketplace talent and businesses registered with their codes. The shares of
// the sales that settled already are recorded as the affiliate-payouts job does (it pays last month's on its first
// run), and Tala gets two earlier months of history, paid. One seeded random source and the injected clock: the same
// data on every machine; no network.

const SEED = 0xaff15;
const DAY_MS = 24 * 3_600_000;
/** The demo marketplace's members (seed/marketplace.ts MARKETPLACE_EMAIL_DOMAIN; not imported, to stay light). */
const MARKETPLACE_EMAILS = '%@demo.stagepass.test';
const DEMO_TALENT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'talent')!.email;
const DEMO_BUSINESS_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'business')!.email;

/** This year's promotion, in basis points, and last year's. */
const THIS_YEAR = { busBookingBp: 1000, spcBookingBp: 500, ticketBp: 300 };
const LAST_YEAR = { busBookingBp: 800, spcBookingBp: 400, ticketBp: 200 };

export interface AffiliateSeedSummary {
  promotions: number;
  affiliates: number;
  referred: number;
  earnings: number;
  payouts: number;
}

/** A Web Crypto-like source drawing from the seeded random, so the demo codes are the same on every machine. */
const bytesOf = (r: Random) => ({
  getRandomValues<T extends Uint8Array>(array: T): T {
    array.forEach((_, i) => (array[i] = r.int(0, 255)));
    return array;
  },
});

/** Seeds the programme once: nothing when a promotion exists already (or in production, where it is not called). */
export async function seedAffiliates(db: Database, clock: Clock, fees: Fees): Promise<AffiliateSeedSummary | null> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(affiliatePromotions);
  if (n > 0) return null;
  const nowMs = clock.now();
  const now = new Date(nowMs);
  const r = seededRandom(SEED);
  const year = now.getUTCFullYear();

  const summary = await db.transaction(async (tx) => {
    const promotions = await tx
      .insert(affiliatePromotions)
      .values(
        [
          { ...LAST_YEAR, startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` },
          { ...THIS_YEAR, startDate: `${year}-01-01`, endDate: `${year}-12-31` },
        ].map((p) => ({ ...p, payoutPeriodMonths: 1, createdAt: new Date(nowMs - 120 * DAY_MS) })),
      )
      .returning();

    const [tala] = await tx.select().from(members).where(eq(members.email, DEMO_TALENT_EMAIL));
    const [bayside] = await tx.select().from(members).where(eq(members.email, DEMO_BUSINESS_EMAIL));
    if (!tala) return { promotions: promotions.length, affiliates: 0, referred: 0, earnings: 0, payouts: 0 };
    const joinedAt = nowMs - 120 * DAY_MS;
    const talaCode = newAffiliateCode(tala.username ?? tala.name, bytesOf(r));
    await joinAffiliate(tx, tala.id, talaCode, joinedAt);

    // The marketplace: talent already paid for bookings (so their shares show), and businesses by id.
    const paidTalent = await tx
      .selectDistinct({ id: bookingPayments.talentId })
      .from(bookingPayments)
      .innerJoin(members, eq(members.id, bookingPayments.talentId))
      .where(and(eq(bookingPayments.state, 'Completed'), like(members.email, MARKETPLACE_EMAILS)))
      .orderBy(asc(bookingPayments.talentId))
      .limit(4);
    const businesses = await tx
      .select({ id: members.id, name: members.name, username: members.username })
      .from(members)
      .where(and(eq(members.isBusiness, true), like(members.email, MARKETPLACE_EMAILS)))
      .orderBy(asc(members.id))
      .limit(5);

    let affiliateCount = 1;
    let referred = 0;
    const refer = async (ids: number[], code: string) => {
      for (const id of ids) await referTo(tx, id, code);
      referred += ids.length;
    };
    await refer([...(bayside ? [bayside.id] : []), ...paidTalent.slice(0, 3).map((t) => t.id)], talaCode);
    await refer(
      businesses.slice(1, 3).map((b) => b.id),
      talaCode,
    );
    const partner = businesses[0];
    if (partner) {
      const partnerCode = newAffiliateCode(partner.username ?? partner.name, bytesOf(r));
      await joinAffiliate(tx, partner.id, partnerCode, joinedAt);
      affiliateCount += 1;
      await refer([...businesses.slice(3, 5).map((b) => b.id), ...paidTalent.slice(3).map((t) => t.id)], partnerCode);
    }

    const history = await seedHistory(tx, {
      affiliateId: tala.id,
      clients: await tx
        .select({ id: members.id, isBusiness: members.isBusiness })
        .from(members)
        .where(and(eq(members.referredByCode, talaCode), ne(members.id, tala.id)))
        .orderBy(asc(members.id)),
      promotions,
      fees,
      nowMs,
      r,
    });
    return { promotions: promotions.length, affiliates: affiliateCount, referred, ...history };
  });
  // The sales that settled already earn their shares as the job would record them; it pays last month on its first run.
  const recorded = await recordAffiliateEarnings(db, nowMs);
  return { ...summary, earnings: summary.earnings + recorded };
}

/**
 * Two earlier months of Tala's earnings, each paid as the job pays a month (after it ended, with its sandbox transfer
 * under the payout's key). These shares stand for sales older than the demo marketplace, so they point at no sale:
 * their source ids are negative, which no real sale's id is, so the job's per-sale key never meets one.
 */
async function seedHistory(
  tx: Executor,
  input: {
    affiliateId: number;
    clients: { id: number; isBusiness: boolean }[];
    promotions: (typeof affiliatePromotions.$inferSelect)[];
    fees: Fees;
    nowMs: number;
    r: Random;
  },
): Promise<{ earnings: number; payouts: number }> {
  const { affiliateId, clients, promotions, fees, nowMs, r } = input;
  const account = await findByMember(tx, affiliateId);
  if (!account?.enabled || clients.length === 0) return { earnings: 0, payouts: 0 };
  const now = new Date(nowMs);
  let earnings = 0;
  let payouts = 0;
  let sourceId = 0;
  // Three and two months ago: last month is the job's to pay (from the sales that settled in it).
  for (const back of [3, 2]) {
    const month = monthOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const start = monthStartMs(month);
    const rows: (typeof affiliateEarnings.$inferInsert)[] = [];
    for (let i = 0; i < 4; i++) {
      const client = r.pick(clients);
      const source: AffiliateSource = client.isBusiness ? r.pick(['ticket', 'bus_booking'] as const) : 'spc_booking';
      const atMs = start + r.int(1, 26) * DAY_MS + r.int(0, 23) * 3_600_000;
      const promotion = promotions.find((p) => p.startDate <= utcDay(atMs) && utcDay(atMs) <= p.endDate);
      if (!promotion) continue;
      const baseCents = source === 'ticket' ? r.int(4, 30) * 2_500 : r.int(3, 12) * 5_000;
      rows.push({
        affiliateId,
        referredMemberId: client.id,
        promotionId: promotion.id,
        source,
        sourceId: -++sourceId,
        baseCents,
        shareCents: affiliateShareCents(baseCents, sourceBp(promotion, source)),
        currency: 'USD',
        earnedAt: new Date(atMs),
      });
    }
    if (rows.length === 0) continue;
    const gross = rows.reduce((sum, e) => sum + e.shareCents, 0);
    const amounts = affiliatePayout(gross, fees.processor_monthly_pct);
    const paidAt = new Date(monthEndMs(month) + 60_000);
    const bySource = { ticket: 0, bus_booking: 0, spc_booking: 0 };
    for (const e of rows) bySource[e.source] += e.shareCents;
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId,
        month,
        ...amounts,
        currency: 'USD',
        breakdown: {
          earnings: rows.length,
          by_source: bySource,
          processor_monthly_pct: fees.processor_monthly_pct,
          processor_monthly_cents: amounts.feeCents,
          connect_id: account.connectId,
        },
        status: 'paid',
        transferId: `tr_sbx_demo_affiliate_${month}`,
        attempts: 1,
        createdAt: paidAt,
        paidAt,
      })
      .returning({ id: affiliatePayouts.id });
    await tx.insert(affiliateEarnings).values(rows.map((e) => ({ ...e, payoutId: payout!.id })));
    await tx.insert(sandboxTransfers).values({
      id: `tr_sbx_demo_affiliate_${month}`,
      destination: account.connectId,
      amountCents: amounts.amountCents,
      currency: 'usd',
      idempotencyKey: affiliatePayoutKey(payout!.id),
      description: `Affiliate revenue share: ${month.slice(0, 7)} (demo)`,
      metadata: { payout_id: String(payout!.id), affiliate_id: String(affiliateId), kind: 'affiliate' },
      createdAt: paidAt,
    });
    earnings += rows.length;
    payouts += 1;
  }
  return { earnings, payouts };
}
