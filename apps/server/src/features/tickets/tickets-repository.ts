import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { batchedOn, preparedSql, rowOf } from '@stagepass/db/prepared';
import { members } from '@stagepass/db/schema/accounts';
import { events } from '@stagepass/db/schema/events';
import { outbox } from '@stagepass/db/schema/notifications';
import { webhookDeliveries, webhookEndpoints } from '@stagepass/db/schema/webhooks';
import {
  cardCustomers,
  privateTicketCodes,
  purchases,
  ticketPasses,
  tickets,
  ticketWaitlist,
  type PurchaseStatus,
} from '@stagepass/db/schema/tickets';

export type TicketDb = Executor;
export type TicketRow = typeof tickets.$inferSelect;
export type TicketValues = Omit<
  typeof tickets.$inferInsert,
  'id' | 'eventId' | 'sold' | 'returned' | 'createdAt' | 'updatedAt'
>;
export type PurchaseRecord = typeof purchases.$inferSelect;

/** What the ticket rules need of an event: who owns it, who may see it, when it runs, where its taxes are due. */
const eventColumns = {
  id: events.id,
  businessId: events.businessId,
  name: events.name,
  address: events.address,
  image: events.image,
  draft: events.draft,
  private: events.private,
  password: events.password,
  startTime: events.startTime,
  endTime: events.endTime,
  timeZone: events.timeZone,
  country: events.country,
  administrativeArea: events.administrativeArea,
  subAdministrativeArea: events.subAdministrativeArea,
  onlineOnly: events.onlineOnly,
  onlineUrl: events.onlineUrl,
};

export async function findEvent(db: Executor, eventId: number) {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
  return row ?? null;
}
export type TicketEvent = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function listForEvent(db: Executor, eventId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.priceCents), asc(tickets.id));
}

export async function findTicket(db: Executor, ticketId: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** The ticket row, locked for the rest of the transaction: every stock change goes through this lock. */
export async function lockTicket(db: Executor, ticketId: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row ?? null;
}

export async function insertTicket(db: Executor, eventId: number, values: TicketValues, now: Date): Promise<TicketRow> {
  const [row] = await db
    .insert(tickets)
    .values({ ...values, eventId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateTicket(
  db: Executor,
  id: number,
  values: Partial<TicketRow>,
  now: Date,
): Promise<TicketRow> {
  const [row] = await db
    .update(tickets)
    .set({ ...values, updatedAt: now })
    .where(eq(tickets.id, id))
    .returning();
  return row!;
}

/** Adds to sold, returned or held (negative to give back a reservation whose charge failed, or an offer). */
export async function addToStock(
  db: Executor,
  id: number,
  change: { sold?: number; returned?: number; held?: number },
) {
  await db
    .update(tickets)
    .set({
      sold: sql`${tickets.sold} + ${change.sold ?? 0}`,
      returned: sql`${tickets.returned} + ${change.returned ?? 0}`,
      held: sql`${tickets.held} + ${change.held ?? 0}`,
    })
    .where(eq(tickets.id, id));
}

/**
 * The sale of a purchase (DESIGN.md §3) in one statement: a conditional UPDATE takes `quantity` units if the price is
 * still the one the buyer saw, sales are open, and the stock (§9, less what is held for others' waitlist offers; the
 * buyer's own offer is theirs) covers them, checked against the row as it is when its lock is granted, so concurrent
 * buyers never take more than there is; the purchase is inserted from what that UPDATE returned, so it exists only
 * with its units. Run outside a transaction, the statement is its own: PostgreSQL holds the ticket row's lock only
 * while it runs and commits, never while the server attends to other requests. Null when nothing was taken.
 */
/** What a sale records of its purchase (purchase.ts reserve): every column it sets, the rest left to defaults. */
export type SaleValues = Pick<
  typeof purchases.$inferInsert,
  | 'ticketId'
  | 'eventId'
  | 'memberId'
  | 'quantity'
  | 'unitPriceCents'
  | 'feeCents'
  | 'taxCents'
  | 'totalCents'
  | 'currency'
  | 'taxes'
  | 'taxState'
  | 'paymentCompany'
  | 'paymentMethod'
  | 'status'
  | 'email'
  | 'idempotencyKey'
  | 'idempotencyFingerprint'
  | 'privateCodeId'
  | 'createdAt'
>;

type SaleParams = Record<keyof SaleValues | 'price' | 'now' | 'ownOffer', unknown>;

/**
 * The sale (DESIGN.md §3): one statement takes the units from the ticket row, only while the sales window is open,
 * the price is the one the buyer saw and the stock (§9, less the units held for waitlist offers, plus the buyer's
 * own offer) covers them, and records the purchase. The row's lock lasts only while PostgreSQL runs and commits it.
 * Prepared once (a rush sends it for every purchase).
 */
const sellStatement = preparedSql<SaleParams>(
  'tickets_sell_units',
  (p) => sql`
    with taken as (
      update ${tickets} set sold = sold + ${p('quantity')}::int
      where id = ${p('ticketId')}::int and price_cents = ${p('price')}::int
        and sales_start <= ${p('now')}::timestamptz and sales_end > ${p('now')}::timestamptz
        and quantity - sold + returned - held + ${p('ownOffer')}::int >= ${p('quantity')}::int
      returning id
    )
    insert into ${purchases} (ticket_id, event_id, member_id, quantity, unit_price_cents, fee_cents, tax_cents,
      total_cents, currency, taxes, tax_state, payment_company, payment_method, status, email, idempotency_key,
      idempotency_fingerprint, private_code_id, created_at)
    select ${p('ticketId')}::int, ${p('eventId')}::int, ${p('memberId')}::int, ${p('quantity')}::int,
      ${p('unitPriceCents')}::int, ${p('feeCents')}::int, ${p('taxCents')}::int, ${p('totalCents')}::int,
      ${p('currency')}::text, ${p('taxes')}::jsonb, ${p('taxState')}::text, ${p('paymentCompany')}::text,
      ${p('paymentMethod')}::text, ${p('status')}::text, ${p('email')}::text, ${p('idempotencyKey')}::text,
      ${p('idempotencyFingerprint')}::text, ${p('privateCodeId')}::int, ${p('createdAt')}::timestamptz
    from taken
    returning *`,
);

export async function sellUnits(
  db: Executor,
  purchase: SaleValues,
  r: { price: number; now: Date; ownOffer: number },
): Promise<PurchaseRecord | null> {
  const [row] = await sellStatement(db, {
    ...purchase,
    taxes: JSON.stringify(purchase.taxes ?? []),
    taxState: purchase.taxState ?? null,
    email: purchase.email ?? null,
    idempotencyKey: purchase.idempotencyKey ?? null,
    idempotencyFingerprint: purchase.idempotencyFingerprint ?? null,
    privateCodeId: purchase.privateCodeId ?? null,
    createdAt: purchase.createdAt.toISOString(),
    price: r.price,
    now: r.now.toISOString(),
    ownOffer: r.ownOffer,
  });
  return row ? rowOf(purchases, row) : null;
}

/** Serialises one member's purchases of one ticket (the purchase limit), for the rest of the transaction. */
export async function lockMemberTicket(db: Executor, memberId: number, ticketId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${memberId}, ${ticketId})`);
}

/** spec 001 §3 ticket_price_range [min, max] in cents of each event's public tickets, in one query. */
export async function priceRanges(db: Executor, eventIds: readonly number[]): Promise<Map<number, [number, number]>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: tickets.eventId,
      min: sql<number>`min(${tickets.priceCents})::int`,
      max: sql<number>`max(${tickets.priceCents})::int`,
    })
    .from(tickets)
    .where(and(inArray(tickets.eventId, eventIds), eq(tickets.private, false)))
    .groupBy(tickets.eventId);
  return new Map(rows.map((r) => [r.eventId, [r.min, r.max]]));
}

// ---------------------------------------------------------------------------------------------
// Private codes

export async function insertCodes(db: Executor, ticketId: number, codes: readonly string[], now: Date) {
  if (codes.length === 0) return;
  await db.insert(privateTicketCodes).values(codes.map((code) => ({ ticketId, code, createdAt: now })));
}

export async function countCodes(db: Executor, ticketId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(privateTicketCodes)
    .where(eq(privateTicketCodes.ticketId, ticketId));
  return row?.n ?? 0;
}

export async function pageCodes(db: Executor, ticketId: number, offset: number, limit: number) {
  return db
    .select({ code: privateTicketCodes.code, purchaseId: privateTicketCodes.purchaseId })
    .from(privateTicketCodes)
    .where(eq(privateTicketCodes.ticketId, ticketId))
    .orderBy(asc(privateTicketCodes.id))
    .offset(offset)
    .limit(limit);
}

/** The unused code of one of `ticketIds`, or null. */
export async function findCode(db: Executor, ticketIds: readonly number[], code: string) {
  if (ticketIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(privateTicketCodes)
    .where(and(inArray(privateTicketCodes.ticketId, ticketIds), eq(privateTicketCodes.code, code)));
  return row ?? null;
}

export async function lockCode(db: Executor, ticketId: number, code: string) {
  const [row] = await db
    .select()
    .from(privateTicketCodes)
    .where(and(eq(privateTicketCodes.ticketId, ticketId), eq(privateTicketCodes.code, code)))
    .for('update');
  return row ?? null;
}

export async function setCodePurchase(db: Executor, codeId: number, purchaseId: number | null) {
  await db.update(privateTicketCodes).set({ purchaseId }).where(eq(privateTicketCodes.id, codeId));
}

// ---------------------------------------------------------------------------------------------
// Purchases

/** Units the member holds of the ticket: paid or being paid, not refunded (against purchase_limit). */
export async function heldBy(
  db: Executor,
  ticketIds: readonly number[],
  memberId: number,
): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({ ticketId: purchases.ticketId, n: sql<number>`coalesce(sum(${purchases.quantity}), 0)::int` })
    .from(purchases)
    .where(
      and(
        inArray(purchases.ticketId, ticketIds),
        eq(purchases.memberId, memberId),
        inArray(purchases.status, ['Pending', 'Charged']),
      ),
    )
    .groupBy(purchases.ticketId);
  return new Map(rows.map((r) => [r.ticketId, r.n]));
}

export async function insertPurchase(db: Executor, values: typeof purchases.$inferInsert): Promise<PurchaseRecord> {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

export async function findPurchaseByKey(db: Executor, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.memberId, memberId), eq(purchases.idempotencyKey, key)));
  return row ?? null;
}

export async function findPurchase(db: Executor, purchaseId: number) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row ?? null;
}

export async function lockPurchase(db: Executor, purchaseId: number) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  return row ?? null;
}

/** Moves a Pending purchase to its outcome, atomically: null when it was no longer Pending (someone settled it). */
export async function settlePending(db: Executor, id: number, values: Partial<PurchaseRecord>) {
  const [row] = await db
    .update(purchases)
    .set(values)
    .where(and(eq(purchases.id, id), eq(purchases.status, 'Pending')))
    .returning();
  return row ?? null;
}

// --- the sale of plain tickets, in batches ----------------------------------------------------------------------

/**
 * A batch of plain sales in one statement (so the tickets' row locks last only while PostgreSQL runs it): the
 * tickets locked, each sale checked in the batch's order as sellUnits checks one (the sales window, the price the
 * buyer saw, the stock less what the sales before it in the batch take), and those that fit taken and recorded.
 * Each sale's purchase id is drawn first, so every answer row says which sale it is.
 */
const takeSalesStatement = preparedSql<Record<keyof SaleValues | 'ord' | 'price' | 'now', unknown[]>>(
  'tickets_take_sales',
  (p) => sql`
    with asked as materialized (
      select nextval(pg_get_serial_sequence('purchases', 'id'))::int as id, r.*
      from unnest(${p('ord')}::int[], ${p('ticketId')}::int[], ${p('eventId')}::int[], ${p('memberId')}::int[],
        ${p('quantity')}::int[], ${p('unitPriceCents')}::int[], ${p('feeCents')}::int[], ${p('taxCents')}::int[],
        ${p('totalCents')}::int[], ${p('currency')}::text[], ${p('taxes')}::jsonb[], ${p('taxState')}::text[],
        ${p('paymentCompany')}::text[], ${p('paymentMethod')}::text[], ${p('status')}::text[], ${p('email')}::text[],
        ${p('idempotencyKey')}::text[], ${p('idempotencyFingerprint')}::text[], ${p('privateCodeId')}::int[],
        ${p('createdAt')}::timestamptz[], ${p('price')}::int[], ${p('now')}::timestamptz[])
      as r(ord, ticket_id, event_id, member_id, quantity, unit_price_cents, fee_cents, tax_cents, total_cents, currency,
        taxes, tax_state, payment_company, payment_method, status, email, idempotency_key, idempotency_fingerprint,
        private_code_id, created_at, price, now)
    ), locked as (
      select id, quantity - sold + returned - held as left_units, price_cents, sales_start, sales_end from ${tickets}
      where id in (select ticket_id from asked) order by id for update
    ), fits as (
      select a.*, sum(a.quantity) over (partition by a.ticket_id order by a.ord) as upto, l.left_units
      from asked a join locked l on l.id = a.ticket_id
      where l.price_cents = a.price and l.sales_start <= a.now and l.sales_end > a.now
    ), sold as (
      select * from fits where upto <= left_units
    ), taken as (
      update ${tickets} t set sold = t.sold + s.units
      from (select ticket_id, sum(quantity)::int as units from sold group by ticket_id) s
      where t.id = s.ticket_id
      returning t.id
    ), recorded as (
      insert into ${purchases} (id, ticket_id, event_id, member_id, quantity, unit_price_cents, fee_cents, tax_cents,
        total_cents, currency, taxes, tax_state, payment_company, payment_method, status, email, idempotency_key,
        idempotency_fingerprint, private_code_id, created_at)
      overriding system value
      select id, ticket_id, event_id, member_id, quantity, unit_price_cents, fee_cents, tax_cents, total_cents,
        currency, taxes, tax_state, payment_company, payment_method, status, email, idempotency_key,
        idempotency_fingerprint, private_code_id, created_at
      from sold where ticket_id in (select id from taken)
      returning *
    )
    select a.ord, to_jsonb(r) as purchase from asked a left join recorded r on r.id = a.id`,
);

const SALE_COLUMNS = [
  'ticketId',
  'eventId',
  'memberId',
  'quantity',
  'unitPriceCents',
  'feeCents',
  'taxCents',
  'totalCents',
  'currency',
  'taxes',
  'taxState',
  'paymentCompany',
  'paymentMethod',
  'status',
  'email',
  'idempotencyKey',
  'idempotencyFingerprint',
  'privateCodeId',
  'createdAt',
] as const satisfies readonly (keyof SaleValues)[];

interface PlainSale {
  purchase: SaleValues;
  price: number;
  now: Date;
}

/**
 * Plain sales (a paid ticket, no code, no waitlist offer, no purchase limit) asked together are one transaction:
 * the tickets' rows locked, then each sale checked in turn as repo.sellUnits checks it (window, price, stock less
 * what the batch took before it), and those that fit taken and recorded in one statement. A sale that does not fit
 * answers null, as sellUnits does. If the batch fails (a retried purchase's key already taken, say), each sale is
 * made on its own instead, so one sale's error is its own.
 */
const plainSales = batchedOn<PlainSale, PurchaseRecord | null>(async (db, keys) => {
  const columns = Object.fromEntries(
    SALE_COLUMNS.map((c) => [c, keys.map((k) => saleParam(c, k.purchase[c]))]),
  ) as Record<keyof SaleValues, unknown[]>;
  try {
    const rows = await takeSalesStatement(db, {
      ord: keys.map((_, i) => i + 1),
      ...columns,
      price: keys.map((k) => k.price),
      now: keys.map((k) => k.now.toISOString()),
    });
    const byOrd = new Map(rows.map((r) => [Number(r.ord), r.purchase as Record<string, unknown> | null]));
    // A sale that did not fit after others of its ticket in the batch may fit on its own (a smaller one after a
    // larger one that did not fit): it is tried again alone, which answers exactly as sellUnits does.
    return Promise.all(
      keys.map((k, i) => {
        const recorded = byOrd.get(i + 1);
        if (recorded) return rowOf(purchases, recorded);
        return keys.length === 1 ? null : sellUnits(db, k.purchase, { price: k.price, now: k.now, ownOffer: 0 });
      }),
    );
  } catch (err) {
    // Only a batch PostgreSQL refused (so nothing of it was written: a SQLSTATE outside connection failures) is
    // retried sale by sale; one that may have been written is not, so no sale is made twice.
    const e = err as { code?: unknown; cause?: { code?: unknown } };
    const state = e.code ?? e.cause?.code;
    if (keys.length === 1 || typeof state !== 'string' || state.startsWith('08')) throw err;
    return Promise.all(
      keys.map((k) =>
        sellUnits(db, k.purchase, { price: k.price, now: k.now, ownOffer: 0 }).catch((failed: unknown) =>
          failed instanceof Error ? failed : new Error(String(failed)),
        ),
      ),
    );
  }
});

/** A sale column's value as its array parameter takes it. */
function saleParam(column: (typeof SALE_COLUMNS)[number], value: unknown): unknown {
  if (value === undefined) return null;
  if (column === 'taxes') return JSON.stringify(value ?? []);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** A plain sale (see plainSales): the purchase recorded, or null when it does not fit. */
export function sellPlain(db: Database, purchase: SaleValues, r: { price: number; now: Date }) {
  return plainSales(db).load({ purchase, price: r.price, now: r.now });
}

/** A Pending purchase charged: Charged with its card, and its passes made, in one statement (prepared once). */
const settleChargedStatement = preparedSql<Record<'id' | 'chargeId' | 'cardBrand' | 'cardLast4' | 'codes', unknown>>(
  'tickets_settle_charged',
  (p) => sql`
    with settled as (
      update ${purchases}
      set status = 'Charged', charge_id = ${p('chargeId')}::text, card_brand = ${p('cardBrand')}::text,
        card_last4 = ${p('cardLast4')}::text
      where id = ${p('id')}::int and status = 'Pending'
      returning *
    ), passes as (
      insert into ${ticketPasses} (purchase_id, code)
      select settled.id, code from settled, unnest(${p('codes')}::text[]) as code
    )
    select * from settled`,
);

/**
 * A Pending purchase is Charged, with its passes (one code per admitted person), in one statement: null when it was
 * no longer Pending (someone settled it), and then no pass is added.
 */
export async function settleCharged(
  db: Executor,
  id: number,
  charge: { chargeId: string; cardBrand: string | null; cardLast4: string | null },
  passCodes: readonly string[],
): Promise<PurchaseRecord | null> {
  const [row] = await settleChargedStatement(db, { id, ...charge, codes: passCodes });
  return row ? rowOf(purchases, row) : null;
}

/** What a charged purchase's completion tells: its receipt, and the business's webhooks (ticket.purchased). */
export interface CompletionNotices {
  receipt: { to: string; subject: string; text: string; html: string | null };
  webhook: { memberId: number; type: string; eventId: string; data: unknown; channel: string };
  now: Date;
}

/**
 * Pending purchases charged, completed in one statement for all the purchases completed together (a rush sends one
 * for every purchase; prepared once): each one Charged with its card, its passes, its receipt in the outbox
 * (adapters/outbox: the email channel's row), and a pending delivery to each of its business's enabled webhook
 * endpoints listening to the event (features/webhooks: insertDeliveries' rows, with the NOTIFY that wakes the
 * delivery round on commit). Nothing is written for a purchase that was no longer Pending.
 */
const completeChargedStatement = preparedSql<
  Record<
    | 'id'
    | 'chargeId'
    | 'cardBrand'
    | 'cardLast4'
    | 'mailTo'
    | 'mailSubject'
    | 'mailText'
    | 'mailHtml'
    | 'hookMember'
    | 'hookType'
    | 'hookEventId'
    | 'hookPayload'
    | 'now'
    | 'passPurchase'
    | 'passCode',
    unknown[]
  > & { hookChannel: string }
>(
  'tickets_complete_charged',
  (p) => sql`
    with asked as (
      select * from unnest(${p('id')}::int[], ${p('chargeId')}::text[], ${p('cardBrand')}::text[],
        ${p('cardLast4')}::text[], ${p('mailTo')}::text[], ${p('mailSubject')}::text[], ${p('mailText')}::text[],
        ${p('mailHtml')}::text[], ${p('hookMember')}::int[], ${p('hookType')}::text[], ${p('hookEventId')}::text[],
        ${p('hookPayload')}::jsonb[], ${p('now')}::timestamptz[])
      as a(id, charge_id, card_brand, card_last4, mail_to, mail_subject, mail_text, mail_html, hook_member, hook_type,
        hook_event_id, hook_payload, now)
    ), settled as (
      update ${purchases} p
      set status = 'Charged', charge_id = a.charge_id, card_brand = a.card_brand, card_last4 = a.card_last4
      from asked a
      where p.id = a.id and p.status = 'Pending'
      returning p.*
    ), passes as (
      insert into ${ticketPasses} (purchase_id, code)
      select c.purchase_id, c.code from unnest(${p('passPurchase')}::int[], ${p('passCode')}::text[]) as c(purchase_id, code)
      where c.purchase_id in (select id from settled)
    ), receipt as (
      insert into ${outbox} (channel, "to", subject, text, html, created_at)
      select 'email', a.mail_to, a.mail_subject, a.mail_text, a.mail_html, a.now
      from asked a where a.id in (select id from settled)
    ), hooks as (
      insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, payload, status, next_attempt_at, created_at)
      select e.id, a.hook_event_id, a.hook_type, a.hook_payload, 'pending', a.now, a.now
      from asked a join ${webhookEndpoints} e on e.member_id = a.hook_member and e.enabled and e.events ? a.hook_type
      where a.id in (select id from settled)
      on conflict do nothing
      returning 1
    ), told as (
      select pg_notify(${p('hookChannel')}::text, '') from (select 1 from hooks limit 1) h
    )
    select to_jsonb(s) as purchase, (select count(*) from told)::int as webhooks_told from settled s`,
);

interface Completion {
  id: number;
  charge: { chargeId: string; cardBrand: string | null; cardLast4: string | null };
  passCodes: readonly string[];
  notices: CompletionNotices;
}

const completions = batchedOn<Completion, PurchaseRecord | null>(async (db, keys) => {
  // A purchase completed twice at once (a retry racing its first try) is completed once: the second answers null
  // and finds it Charged.
  const first = new Map<number, Completion>();
  for (const k of keys) if (!first.has(k.id)) first.set(k.id, k);
  const asked = [...first.values()];
  const rows = await completeChargedStatement(db, {
    id: asked.map((k) => k.id),
    chargeId: asked.map((k) => k.charge.chargeId),
    cardBrand: asked.map((k) => k.charge.cardBrand),
    cardLast4: asked.map((k) => k.charge.cardLast4),
    mailTo: asked.map((k) => k.notices.receipt.to),
    mailSubject: asked.map((k) => k.notices.receipt.subject),
    mailText: asked.map((k) => k.notices.receipt.text),
    mailHtml: asked.map((k) => k.notices.receipt.html),
    hookMember: asked.map((k) => k.notices.webhook.memberId),
    hookType: asked.map((k) => k.notices.webhook.type),
    hookEventId: asked.map((k) => k.notices.webhook.eventId),
    hookPayload: asked.map((k) => JSON.stringify(k.notices.webhook.data)),
    now: asked.map((k) => k.notices.now.toISOString()),
    passPurchase: asked.flatMap((k) => k.passCodes.map(() => k.id)),
    passCode: asked.flatMap((k) => [...k.passCodes]),
    hookChannel: asked[0]!.notices.webhook.channel,
  });
  const settled = new Map(
    rows.map((r) => {
      const purchase = rowOf(purchases, r.purchase as Record<string, unknown>);
      return [purchase.id, purchase] as const;
    }),
  );
  return keys.map((k) => (first.get(k.id) === k ? (settled.get(k.id) ?? null) : null));
});

export async function completeCharged(
  db: Database,
  id: number,
  charge: { chargeId: string; cardBrand: string | null; cardLast4: string | null },
  passCodes: readonly string[],
  notices: CompletionNotices,
): Promise<PurchaseRecord | null> {
  return completions(db).load({ id, charge, passCodes, notices });
}

export async function updatePurchase(db: Executor, id: number, values: Partial<PurchaseRecord>) {
  await db.update(purchases).set(values).where(eq(purchases.id, id));
}

export async function insertPasses(db: Executor, purchaseId: number, codes: readonly string[]) {
  await db.insert(ticketPasses).values(codes.map((code) => ({ purchaseId, code })));
}

export async function passesOf(db: Executor, purchaseId: number) {
  return db
    .select({ code: ticketPasses.code })
    .from(ticketPasses)
    .where(eq(ticketPasses.purchaseId, purchaseId))
    .orderBy(asc(ticketPasses.id));
}

/** A purchase with its ticket, event and buyer, as the purchase list and the receipt read it. */
export function purchaseListQuery(db: Executor) {
  return db
    .select({
      purchase: purchases,
      ticketName: tickets.name,
      refundable: tickets.refundable,
      ticketHeld: tickets.held,
      event: {
        id: events.id,
        name: events.name,
        image: events.image,
        startTime: events.startTime,
        endTime: events.endTime,
        timeZone: events.timeZone,
        address: events.address,
        onlineOnly: events.onlineOnly,
        businessId: events.businessId,
      },
      buyerName: members.name,
      buyerEmail: members.email,
    })
    .from(purchases)
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .innerJoin(events, eq(events.id, purchases.eventId))
    .innerJoin(members, eq(members.id, purchases.memberId));
}
export type PurchaseListRow = Awaited<ReturnType<ReturnType<typeof purchaseListQuery>['execute']>>[number];

export async function listPurchases(db: Executor, memberId: number, eventId?: number): Promise<PurchaseListRow[]> {
  return purchaseListQuery(db)
    .where(
      and(
        eq(purchases.memberId, memberId),
        inArray(purchases.status, ['Charged', 'Refunded', 'Pending'] satisfies PurchaseStatus[]),
        eventId === undefined ? undefined : eq(purchases.eventId, eventId),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(500);
}

/** A purchase with its ticket, event and buyer, in one query. */
export async function purchaseDetails(db: Executor, purchaseId: number): Promise<PurchaseListRow | null> {
  const [row] = await purchaseListQuery(db).where(eq(purchases.id, purchaseId));
  return row ?? null;
}

/**
 * What a purchase checks before its sale: the ticket, its event and the buyer's card customer. The purchases asked
 * together are read in one statement (batchedOn), prepared once.
 */
const saleContextsStatement = preparedSql<{ tickets: number[]; buyers: number[] }>(
  'tickets_sale_contexts',
  (p) => sql`
    select k.ord, to_jsonb(t) as ticket, to_jsonb(e) as event, cc.customer_id
    from unnest(${p('tickets')}::int[], ${p('buyers')}::int[]) with ordinality as k(ticket_id, buyer_id, ord)
    join ${tickets} t on t.id = k.ticket_id
    join ${events} e on e.id = t.event_id
    left join ${cardCustomers} cc on cc.member_id = k.buyer_id`,
);

type SaleContext = { ticket: TicketRow; event: TicketEvent; customerId: string | null };

const eventKeys = Object.keys(eventColumns) as (keyof typeof eventColumns)[];

const saleContexts = batchedOn<{ ticketId: number; buyerId: number }, SaleContext | null>(async (db, keys) => {
  const rows = await saleContextsStatement(db, {
    tickets: keys.map((k) => k.ticketId),
    buyers: keys.map((k) => k.buyerId),
  });
  const found = new Map<number, SaleContext>();
  for (const r of rows) {
    const event = rowOf(events, r.event as Record<string, unknown>);
    found.set(Number(r.ord), {
      ticket: rowOf(tickets, r.ticket as Record<string, unknown>),
      event: Object.fromEntries(eventKeys.map((k) => [k, event[k]])) as TicketEvent,
      customerId: (r.customer_id as string | null) ?? null,
    });
  }
  return keys.map((_, i) => found.get(i + 1) ?? null);
});

/** A ticket, its event, and the buyer's card customer at the provider (null without one). */
export async function saleContext(db: Database, ticketId: number, buyerId: number): Promise<SaleContext | null> {
  return saleContexts(db).load({ ticketId, buyerId });
}

export async function findOwnPurchase(db: Executor, memberId: number, purchaseId: number) {
  const [row] = await purchaseListQuery(db).where(and(eq(purchases.id, purchaseId), eq(purchases.memberId, memberId)));
  return row ?? null;
}

/** Whether the member holds a charged ticket to the event. */
export async function holdsTicket(db: Executor, memberId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.memberId, memberId), eq(purchases.eventId, eventId), eq(purchases.status, 'Charged')))
    .limit(1);
  return row !== undefined;
}

/** The members holding a charged ticket to the event, once each. */
export async function holdersOf(db: Executor, eventId: number) {
  return db
    .selectDistinct({ id: members.id, name: members.name, email: members.email })
    .from(purchases)
    .innerJoin(members, eq(members.id, purchases.memberId))
    .where(and(eq(purchases.eventId, eventId), eq(purchases.status, 'Charged')));
}

/** Whether the event has tickets that are sold and not refunded (or being paid). */
export async function hasLiveSales(db: Executor, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.eventId, eventId), inArray(purchases.status, ['Pending', 'Charged'])))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Waitlist

/** How many wait (or hold an offer) per ticket: what the business sees. */
export async function waitlistLengths(db: Executor, ticketIds: readonly number[]): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({ ticketId: ticketWaitlist.ticketId, n: count() })
    .from(ticketWaitlist)
    .where(and(inArray(ticketWaitlist.ticketId, ticketIds), inArray(ticketWaitlist.state, ['waiting', 'offered'])))
    .groupBy(ticketWaitlist.ticketId);
  return new Map(rows.map((r) => [r.ticketId, r.n]));
}

/** The member's active places on these tickets' waitlists. */
export async function placesOf(db: Executor, ticketIds: readonly number[], memberId: number) {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(ticketWaitlist)
    .where(
      and(
        inArray(ticketWaitlist.ticketId, ticketIds),
        eq(ticketWaitlist.memberId, memberId),
        inArray(ticketWaitlist.state, ['waiting', 'offered']),
      ),
    );
}

/** How many joined before `joinedAt` and still wait: the member's position is that + 1. */
export async function waitingBefore(db: Executor, ticketId: number, id: number, joinedAt: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ticketWaitlist)
    .where(
      and(
        eq(ticketWaitlist.ticketId, ticketId),
        eq(ticketWaitlist.state, 'waiting'),
        sql`(${ticketWaitlist.joinedAt}, ${ticketWaitlist.id}) < (${joinedAt}, ${id})`,
      ),
    );
  return row?.n ?? 0;
}

export async function joinWaitlist(db: Executor, ticketId: number, memberId: number, now: Date) {
  await db.insert(ticketWaitlist).values({ ticketId, memberId, state: 'waiting', joinedAt: now }).onConflictDoNothing();
  const [place] = await placesOf(db, [ticketId], memberId);
  return place!;
}

/** Leaves the line: null when not on it, else whether an offer was held (its unit goes back). */
export async function leaveWaitlist(
  db: Executor,
  ticketId: number,
  memberId: number,
): Promise<{ held: boolean } | null> {
  const [place] = await placesOf(db, [ticketId], memberId);
  if (!place) return null;
  await db.update(ticketWaitlist).set({ state: 'left' }).where(eq(ticketWaitlist.id, place.id));
  if (place.state === 'offered') await addToStock(db, ticketId, { held: -1 });
  return { held: place.state === 'offered' };
}

/** The first `n` in line, oldest first, locked (skipping none: the ticket row lock already serialises offers). */
export async function nextWaiting(db: Executor, ticketId: number, n: number) {
  if (n <= 0) return [];
  return db
    .select({ id: ticketWaitlist.id, memberId: ticketWaitlist.memberId, email: members.email, name: members.name })
    .from(ticketWaitlist)
    .innerJoin(members, eq(members.id, ticketWaitlist.memberId))
    .where(and(eq(ticketWaitlist.ticketId, ticketId), eq(ticketWaitlist.state, 'waiting')))
    .orderBy(asc(ticketWaitlist.joinedAt), asc(ticketWaitlist.id))
    .limit(n);
}

export async function markOffered(db: Executor, id: number, tokenHash: string, now: Date, expiresAt: Date) {
  await db
    .update(ticketWaitlist)
    .set({ state: 'offered', offeredAt: now, offerExpiresAt: expiresAt, offerTokenHash: tokenHash })
    .where(eq(ticketWaitlist.id, id));
}

/** The member's live offer on the ticket that the token opens, locked. */
export async function lockOffer(db: Executor, ticketId: number, memberId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(ticketWaitlist)
    .where(
      and(
        eq(ticketWaitlist.ticketId, ticketId),
        eq(ticketWaitlist.memberId, memberId),
        eq(ticketWaitlist.state, 'offered'),
        eq(ticketWaitlist.offerTokenHash, tokenHash),
        gt(ticketWaitlist.offerExpiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The member's live offer on the ticket is used: they bought. */
export async function spendOffer(db: Executor, ticketId: number, memberId: number) {
  await db
    .update(ticketWaitlist)
    .set({ state: 'bought' })
    .where(
      and(
        eq(ticketWaitlist.ticketId, ticketId),
        eq(ticketWaitlist.memberId, memberId),
        eq(ticketWaitlist.state, 'offered'),
      ),
    );
}

/** Tickets with offers that have run out by `now`. */
export async function ticketsWithExpiredOffers(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ ticketId: ticketWaitlist.ticketId })
    .from(ticketWaitlist)
    .where(and(eq(ticketWaitlist.state, 'offered'), sql`${ticketWaitlist.offerExpiresAt} <= ${now}`))
    .limit(500);
  return rows.map((r) => r.ticketId);
}

/** Offers of the ticket that ran out by `now` expire, and their units go back to the stock. */
export async function expireOffers(db: Executor, ticketId: number, now: Date) {
  const expired = await db
    .update(ticketWaitlist)
    .set({ state: 'expired' })
    .where(
      and(
        eq(ticketWaitlist.ticketId, ticketId),
        eq(ticketWaitlist.state, 'offered'),
        sql`${ticketWaitlist.offerExpiresAt} <= ${now}`,
      ),
    )
    .returning({ id: ticketWaitlist.id });
  if (expired.length) await addToStock(db, ticketId, { held: -expired.length });
}

/** Purchases whose charge or refund was left unfinished (a crash between the provider and the database). */
export async function unfinishedPurchases(db: Executor, before: Date) {
  return db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        sql`(${purchases.status} = 'Pending' or ${purchases.refundPending})`,
        sql`${purchases.createdAt} < ${before}`,
      ),
    )
    .orderBy(asc(purchases.createdAt))
    .limit(100);
}
