import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids, bookingGrievances, bookingPayments } from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { blockText } from '@stagepass/domain/auction';
import { grievanceResolvedNotice, type GrievanceResolution } from '@stagepass/domain/bids';
import type { Mailer } from '../../adapters/email/outbox';
import type { CardProvider } from '../../adapters/payments/card-provider';
import type { Config } from '../../config';
import { notifyMembers, type MemberNotice } from '../notifications/notify-members';

/** What resolving a grievance uses: the database, the card provider (refunds), the mailer and the public URL. */
export interface GrievanceDeps {
  db: Database;
  cards: CardProvider;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** Staff's decision: pay the talent, or refund the business in full. */
export type GrievanceOutcome = 'release' | 'refund';

export interface ResolveGrievanceInput {
  bidId: number;
  outcome: GrievanceOutcome;
  /** Shown to both sides in their notices. */
  note?: string | null;
}

export interface GrievanceResolved {
  bidId: number;
  resolution: GrievanceResolution;
  /** 'Charged' (released: the booking-payouts job pays it from payoutDueAt) or 'Reversed' (shown as 'Refunded'). */
  paymentState: 'Charged' | 'Reversed';
  payoutDueAt: Date;
  /** The talent's price. */
  priceCents: number;
  /** What the business was charged (and, refunded, got back). */
  chargedCents: number;
  currency: string;
  refundId: string | null;
}

/**
 * A refund staff have started but not yet recorded: the grievance is still open (resolved_at null) and marked so
 * that a 'release' cannot overtake it. Running the refund again finishes it under the same idempotency key.
 */
export const REFUNDING = 'refunding';

export const noOpenGrievance = (bidId: number) => `no open grievance for bid ${bidId}`;

type Payment = typeof bookingPayments.$inferSelect;

/**
 * Ours (spec 001 §4 'Freeze Payment'; the spec has no admin screens, so staff run `npm run resolve-grievance`):
 * resolves the open grievance of a booking whose payment is in Dispute.
 * - 'release': the grievance is resolved 'released' (as a business's own withdrawal is) and the payment is Charged
 *   again with its payout due, so the 'booking-payouts' clock job pays the talent on its next run (at once when
 *   payout_due_at, 5 days after the event, has passed).
 * - 'refund': the business's charge is refunded in full. Three steps, like the payouts: claim the grievance under
 *   FOR UPDATE of the payment (marked 'refunding', so a release cannot overtake it); refund under the booking's own
 *   idempotency key outside any transaction; record the payment Reversed (shown as 'Refunded') with the refund id
 *   and its payout left frozen for good, the grievance 'refunded' and the bid Reversed ('Booking Reversed'). Runs at
 *   once or after a crash get the provider's first refund back, so the charge is refunded once; a run after the
 *   refund was recorded finds no open grievance.
 * Both sides are told in-app and by email. Throws `no open grievance for bid N` unless the payment is in Dispute
 * with an open grievance.
 */
export async function resolveGrievance(
  deps: GrievanceDeps,
  input: ResolveGrievanceInput,
  nowMs: number,
): Promise<GrievanceResolved> {
  const now = new Date(nowMs);
  const { bidId, outcome } = input;

  if (outcome === 'release') {
    const resolved = await deps.db.transaction(async (tx) => {
      const { payment, grievance } = await lockOpen(tx, bidId);
      if (grievance.resolution === REFUNDING)
        throw new Error(`a refund of bid ${bidId} was started; finish it with --refund`);
      await tx
        .update(bookingGrievances)
        .set({ resolvedAt: now, resolution: 'released' })
        .where(eq(bookingGrievances.bidId, bidId));
      await tx
        .update(bookingPayments)
        .set({ state: 'Charged', payoutStatus: 'due' })
        .where(eq(bookingPayments.bidId, bidId));
      await tellBothSides(tx, deps, payment, 'released', input.note, now);
      return result(payment, 'released', 'Charged', null);
    });
    deps.mailer.kick();
    return resolved;
  }

  // 1. Claim.
  const claimed = await deps.db.transaction(async (tx) => {
    const { payment } = await lockOpen(tx, bidId);
    if (!payment.chargeId) throw new Error(`bid ${bidId} has no charge to refund`);
    await tx.update(bookingGrievances).set({ resolution: REFUNDING }).where(eq(bookingGrievances.bidId, bidId));
    return { ...payment, chargeId: payment.chargeId };
  });

  // 2. Refund the whole charge, outside any transaction, under the booking's own key.
  const { refundId } = await deps.cards.refund({
    chargeId: claimed.chargeId,
    idempotencyKey: `booking-refund-${bidId}-${claimed.createdAt.getTime()}`,
  });

  // 3. Record it (once: a run at the same time that recorded it first leaves nothing to do here).
  const recorded = await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId)).for('update');
    if (!payment) throw new Error(noOpenGrievance(bidId));
    if (payment.state === 'Reversed')
      return { resolved: result(payment, 'refunded', 'Reversed', payment.refundId), told: false };
    // The money went back to the business: whatever happened meanwhile, no payout may follow. A payout already made
    // (the business withdrew its grievance and the payout ran in between) is for staff to settle with the talent.
    if (payment.state === 'Completed')
      throw new Error(
        `bid ${bidId} was refunded (${refundId}) but its payout was already made (${payment.transferId})`,
      );
    await tx
      .update(bookingPayments)
      .set({ state: 'Reversed', refundId, payoutStatus: 'frozen' })
      .where(eq(bookingPayments.bidId, bidId));
    await tx
      .update(bookingGrievances)
      .set({ resolvedAt: now, resolution: 'refunded' })
      .where(eq(bookingGrievances.bidId, bidId));
    await tx
      .update(bids)
      .set({ state: 'Reversed', bidState: null, updatedAt: now })
      .where(and(eq(bids.id, bidId), eq(bids.state, 'Booked')));
    await tellBothSides(tx, deps, payment, 'refunded', input.note, now);
    return { resolved: result(payment, 'refunded', 'Reversed', refundId), told: true };
  });
  if (recorded.told) deps.mailer.kick();
  return recorded.resolved;
}

/** The payment (locked) and its open grievance; throws unless the payment is in Dispute with one. */
async function lockOpen(tx: Executor, bidId: number) {
  const [payment] = await tx.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId)).for('update');
  const [grievance] = await tx
    .select()
    .from(bookingGrievances)
    .where(and(eq(bookingGrievances.bidId, bidId), isNull(bookingGrievances.resolvedAt)));
  if (!payment || payment.state !== 'Dispute' || !grievance) throw new Error(noOpenGrievance(bidId));
  return { payment, grievance };
}

function result(
  payment: Payment,
  resolution: GrievanceResolution,
  paymentState: GrievanceResolved['paymentState'],
  refundId: string | null,
): GrievanceResolved {
  return {
    bidId: payment.bidId,
    resolution,
    paymentState,
    payoutDueAt: payment.payoutDueAt,
    priceCents: payment.priceCents,
    chargedCents: payment.chargedCents,
    currency: payment.currency,
    refundId,
  };
}

const talentMember = alias(members, 'talent_member');
const businessMember = alias(members, 'business_member');

/** The business and the talent each get the resolution in-app and by email, in the caller's transaction. */
async function tellBothSides(
  tx: Executor,
  deps: GrievanceDeps,
  payment: Payment,
  resolution: GrievanceResolution,
  note: string | null | undefined,
  now: Date,
) {
  const [f] = await tx
    .select({
      eventId: bids.eventId,
      businessId: bids.businessId,
      talentId: bids.talentId,
      scheduleId: bids.scheduleId,
      eventName: events.name,
      eventImage: events.image,
      timeZone: events.timeZone,
      sbStart: subEvents.startTime,
      sbEnd: subEvents.endTime,
      talentName: talentMember.name,
      businessName: businessMember.name,
    })
    .from(bids)
    .innerJoin(events, eq(events.id, bids.eventId))
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .innerJoin(talentMember, eq(talentMember.id, bids.talentId))
    .innerJoin(businessMember, eq(businessMember.id, bids.businessId))
    .where(eq(bids.id, payment.bidId));
  if (!f) throw new Error(`bid ${payment.bidId} not found`);
  const facts = {
    talentName: f.talentName,
    businessName: f.businessName,
    eventName: f.eventName,
    when: blockText(f.sbStart.getTime(), f.sbEnd.getTime(), f.timeZone),
    priceCents: payment.priceCents,
    chargedCents: payment.chargedCents,
    currency: payment.currency,
    note,
  };
  const common = {
    type: `GRIEVANCE_${resolution.toUpperCase()}`,
    eventId: f.eventId,
    businessId: f.businessId,
    bidId: payment.bidId,
    scheduleId: f.scheduleId,
    imageUrl: f.eventImage,
  };
  const notices: MemberNotice[] = [
    {
      ...common,
      ...grievanceResolvedNotice(resolution, 'business', facts),
      memberId: f.businessId,
      category: 'BUSINESS_EVENT',
      link: `/dash/event/${f.eventId}`,
    },
    {
      ...common,
      ...grievanceResolvedNotice(resolution, 'talent', facts),
      memberId: f.talentId,
      category: 'SPECIALIST_EVENT',
      link: `/dash/celeb-event/?eventId=${f.eventId}&businessId=${f.businessId}&bidId=${payment.bidId}&schId=${f.scheduleId ?? ''}`,
    },
  ];
  await notifyMembers(tx, deps.mailer, notices, now, deps.config.PUBLIC_URL);
}
