import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { events } from '@stagepass/db/schema/events';
import { taxTermsAcceptances } from '@stagepass/db/schema/payments';
import { purchases } from '@stagepass/db/schema/tickets';
import { UNKNOWN_TAX_STATE, type TaxSum } from '@stagepass/domain/tax';

/**
 * The sales tax of a business's events in one year, summed by state, month and tax type, in one grouped query
 * (events by events_business_start_idx, their purchases by purchases_event_idx). Each purchase's taxes are taken as
 * charged (purchases.taxes) in the state its event had when sold (tax_state). A sale counts in the month it was
 * made; a refunded sale also counts, negatively, in the month of its refund, so a month already filed never
 * changes. Months are the event's own (its time zone): the state's calendar. Sums that net to 0 are left out.
 */
export async function monthSums(db: Executor, businessId: number, year: number): Promise<TaxSum[]> {
  const local = sql`(m.at at time zone ${events.timeZone})`;
  const cents = sql`sum(m.sign * (t.tax->>'amount_cents')::bigint)`;
  return db
    .select({
      state: sql<string>`coalesce(${purchases.taxState}, ${UNKNOWN_TAX_STATE})`,
      month: sql<number>`extract(month from ${local})::int`.mapWith(Number),
      type: sql<string>`t.tax->>'type'`,
      cents: sql<number>`${cents}`.mapWith(Number),
      currency: sql<string>`min(${purchases.currency})`,
    })
    .from(
      sql`${events}
        join ${purchases} on ${purchases.eventId} = ${events.id}
        cross join lateral (values (${purchases.createdAt}, 1), (${purchases.refundedAt}, -1)) as m(at, sign)
        cross join lateral jsonb_array_elements(${purchases.taxes}) as t(tax)`,
    )
    .where(
      sql`${events.businessId} = ${businessId}
        and ${purchases.status} in ('Charged', 'Refunded')
        and m.at is not null
        and extract(year from ${local}) = ${year}`,
    )
    .groupBy(sql`1, 2, 3`)
    .having(sql`${cents} <> 0`);
}

/** The newest sales-tax terms version the member accepted, or null. */
export async function acceptedVersion(db: Executor, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ version: taxTermsAcceptances.version })
    .from(taxTermsAcceptances)
    .where(eq(taxTermsAcceptances.memberId, memberId))
    .orderBy(desc(taxTermsAcceptances.acceptedAt), desc(taxTermsAcceptances.id))
    .limit(1);
  return row?.version ?? null;
}

/** Records the acceptance; accepting a version again keeps the first time. */
export async function accept(db: Executor, memberId: number, version: string, now: Date): Promise<void> {
  await db
    .insert(taxTermsAcceptances)
    .values({ memberId, version, acceptedAt: now })
    .onConflictDoNothing({ target: [taxTermsAcceptances.memberId, taxTermsAcceptances.version] });
}
