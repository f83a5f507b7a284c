// The crash suite's reconciler: the product's money ledgers (ticket purchases, asset purchases, subscription invoices,
// booking payments and Book Now bookings, payouts, affiliate commissions) against what the payments sandbox recorded
// as the card provider and the payout provider (sandbox_charges, sandbox_refunds, sandbox_transfers). Every check is
// one SQL query that answers the rows that break it; none may answer a row.
//
// The provider's records name their object only through the idempotency key the product sent, so each key is read
// back into the object it was made for:
//   charges    purchase-{purchase}-…, asset-purchase-{asset purchase}-…, subscription:{subscription}:{cycle start}…,
//              booking-{bid}-…
//   refunds    refund-{purchase}-…, refund:subscription:…, booking-refund-{bid}-…
//   transfers  payout-{payout}, booking-payout-{bid}-…, creator-payout:{invoice|asset}:{id}, affiliate-payout-{id}

/** Runs a query and answers its rows (a pg Client or Pool). */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** One broken rule: which, and the row that breaks it. */
export interface Mismatch {
  check: string;
  row: Record<string, unknown>;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each charge with the object its key names: kind (ticket, asset, invoice, booking) and the object's key. */
const CHARGES = `
  select c.id, c.idempotency_key, c.status, c.amount_cents, c.refunded_cents,
    case
      when c.idempotency_key ~ '^purchase-\\d+-' then 'ticket'
      when c.idempotency_key ~ '^asset-purchase-\\d+-' then 'asset'
      when c.idempotency_key ~ '^subscription:\\d+:' then 'invoice'
      when c.idempotency_key ~ '^booking-\\d+-' then 'booking'
    end as kind,
    coalesce(
      (regexp_match(c.idempotency_key, '^(?:purchase|asset-purchase|booking)-(\\d+)-'))[1],
      (regexp_match(c.idempotency_key, '^subscription:(\\d+:\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z)'))[1]
    ) as obj
  from sandbox_charges c`;

/** Every object that is paid by a charge: its key, state, the charge it recorded, and whether it must have one. */
const PAID_OBJECTS = `
  select 'ticket' as kind, id::text as obj, status, charge_id, total_cents as amount,
    status in ('Charged', 'Refunded') and total_cents > 0 as must_charge, status = 'Pending' as pending
  from purchases
  union all
  select 'asset', id::text, status, charge_id, price_cents, status = 'Charged', status = 'Pending'
  from asset_purchases
  union all
  select 'invoice', subscription_id || ':' || ${iso('cycle_start')}, status, charge_id, amount_cents,
    status = 'Paid' and amount_cents > 0, status = 'Pending'
  from subscription_invoices
  union all
  select 'booking', bid_id::text, state, charge_id, charged_cents, state <> 'Pending', state = 'Pending'
  from booking_payments`;

/** Each transfer with the object its key names. */
const TRANSFERS = `
  select t.id, t.idempotency_key, t.amount_cents,
    case
      when t.idempotency_key ~ '^payout-\\d+$' then 'ticket-payout'
      when t.idempotency_key ~ '^booking-payout-\\d+-' then 'booking-payout'
      when t.idempotency_key ~ '^creator-payout:invoice:\\d+$' then 'invoice-payout'
      when t.idempotency_key ~ '^creator-payout:asset:\\d+$' then 'asset-payout'
      when t.idempotency_key ~ '^affiliate-payout-\\d+$' then 'affiliate-payout'
    end as kind,
    (regexp_match(t.idempotency_key, '(\\d+)'))[1] as obj
  from sandbox_transfers t`;

/** Every object paid out by a transfer: its key, the transfer it recorded, and whether it says it was paid. */
const PAID_OUT = `
  select 'ticket-payout' as kind, id::text as obj, transfer_id, status = 'paid' as paid,
    status <> 'paid' and due_at <= $1 as overdue
  from payouts
  union all
  select 'booking-payout', bid_id::text, transfer_id, payout_status = 'paid',
    state = 'Charged' and payout_status in ('due', 'failed') and payout_due_at <= $1
  from booking_payments
  union all
  select 'invoice-payout', id::text, payout_transfer_id, paid_out_at is not null, false from subscription_invoices
  union all
  select 'asset-payout', id::text, payout_transfer_id, paid_out_at is not null, false from asset_purchases
  union all
  select 'affiliate-payout', id::text, transfer_id, status = 'paid', status <> 'paid' from affiliate_payouts`;

/** Checks that hold at every moment, even right after a crash, before any recovery ran. */
const ALWAYS: Record<string, string> = {
  'a charge the product did not make (unknown idempotency key)': `select * from (${CHARGES}) c where c.kind is null`,
  'a succeeded charge without its ticket, asset purchase, invoice or booking': `
    select c.* from (${CHARGES}) c
    where c.status = 'succeeded' and c.kind is not null
      and not exists (select 1 from (${PAID_OBJECTS}) o where o.kind = c.kind and o.obj = c.obj)`,
  'a double charge: two charges of one object still holding money': `
    select kind, obj, count(*) as charges, array_agg(idempotency_key) as keys from (${CHARGES}) c
    where status = 'succeeded' and amount_cents > refunded_cents and kind is not null
    group by kind, obj having count(*) > 1`,
  'a paid ticket, asset, invoice or booking without its charge': `
    select o.* from (${PAID_OBJECTS}) o
    where o.must_charge and not exists (
      select 1 from (${CHARGES}) c
      where c.id = o.charge_id and c.status = 'succeeded' and c.kind = o.kind and c.obj = o.obj
        and c.amount_cents = o.amount)`,
  'a refund of a ticket that is not refunded, or more refunded than charged': `
    select c.id, c.amount_cents, c.refunded_cents, coalesce(sum(r.amount_cents), 0) as refunds,
      (select p.status from purchases p where p.charge_id = c.id) as purchase_status
    from sandbox_charges c left join sandbox_refunds r on r.charge_id = c.id
    group by c.id
    having coalesce(sum(r.amount_cents), 0) <> c.refunded_cents or c.refunded_cents > c.amount_cents
      or (count(r.id) > 0 and c.idempotency_key like 'purchase-%'
          and (select p.status from purchases p where p.charge_id = c.id) is distinct from 'Refunded')`,
  'a subscription giving access to a period that is not paid': `
    select s.id, s.state, i.status as invoice_status from subscriptions s
    join subscription_invoices i on i.subscription_id = s.id and i.cycle_start = s.current_period_start
    where s.state in ('Active', 'Ending') and i.status <> 'Paid'`,
  'a refund recorded as done that the card provider never made': `
    select p.id, p.charge_id, p.refund_id from purchases p
    where p.status = 'Refunded' and p.charge_id is not null and not p.refund_pending
      and not exists (select 1 from sandbox_refunds r where r.charge_id = p.charge_id and r.id = p.refund_id)`,
  'a transfer the product did not make (unknown idempotency key)': `select * from (${TRANSFERS}) t where t.kind is null`,
  'a transfer without its payout': `
    select t.* from (${TRANSFERS}) t
    where t.kind is not null and not exists (select 1 from (${PAID_OUT}) o where o.kind = t.kind and o.obj = t.obj)`,
  'a double payout: two transfers for one payout': `
    select kind, obj, count(*) as transfers from (${TRANSFERS}) t group by kind, obj having count(*) > 1`,
  'a payout recorded as paid without its transfer': `
    select o.* from (${PAID_OUT}) o
    where o.paid and o.transfer_id is not null and not exists (
      select 1 from (${TRANSFERS}) t where t.id = o.transfer_id and t.kind = o.kind and t.obj = o.obj)`,
  // Book Now (and the close): a bid is Booked in the same transaction that records its charge.
  'a booked bid without its charge': `
    select b.id, b.type, b.state, p.state as payment_state, p.charge_id from bids b
    left join booking_payments p on p.bid_id = b.id
    where b.state = 'Booked' and (p.charge_id is null or p.state = 'Pending')`,
  'a booking charged whose bid is not booked': `
    select p.bid_id, p.state, p.charge_id, b.state as bid_state, b.type from booking_payments p
    join bids b on b.id = p.bid_id
    where p.state in ('Charged', 'Completed') and b.state <> 'Booked'`,
  "a Book Now charged at another price than its schedule's Book Now price": `
    select b.id, b.price_cents, s.book_now_cents, s.prv_book_now_cents from bids b
    join schedules s on s.id = b.schedule_id
    where b.type = 'BOOK_NOW' and b.state = 'Booked'
      and b.price_cents is distinct from s.book_now_cents and b.price_cents is distinct from s.prv_book_now_cents`,
  // Affiliates: a payout takes its month's commissions in the transaction that sums them, and is paid by one transfer
  // of its amount.
  'an affiliate payout that is not the sum of its commissions': `
    select a.id, a.gross_cents, coalesce(sum(e.share_cents), 0) as commissions from affiliate_payouts a
    left join affiliate_earnings e on e.payout_id = a.id
    group by a.id having a.gross_cents <> coalesce(sum(e.share_cents), 0)`,
  "a paid affiliate commission without its transfer (of the payout's amount)": `
    select a.id, a.amount_cents, a.transfer_id, t.amount_cents as transferred from affiliate_payouts a
    left join sandbox_transfers t on t.id = a.transfer_id and t.idempotency_key = 'affiliate-payout-' || a.id
    where a.status = 'paid' and a.amount_cents > 0 and t.amount_cents is distinct from a.amount_cents`,
  'an affiliate commission on a sale that was never charged': `
    select e.* from affiliate_earnings e
    where not exists (select 1 from purchases p where e.source = 'ticket' and p.id = e.source_id and p.charge_id is not null)
      and not exists (select 1 from booking_payments p where e.source <> 'ticket' and p.bid_id = e.source_id
                        and p.charge_id is not null)`,
};

/** Checks that hold once the recovery jobs have run: nothing is left half done. */
const SETTLED: Record<string, string> = {
  'a succeeded charge its object never recorded (the link was lost)': `
    select c.*, o.status as object_status, o.charge_id as recorded from (${CHARGES}) c
    join (${PAID_OBJECTS}) o on o.kind = c.kind and o.obj = c.obj
    where c.status = 'succeeded' and c.amount_cents > c.refunded_cents and o.charge_id is distinct from c.id`,
  'a purchase, invoice or booking payment still Pending': `select * from (${PAID_OBJECTS}) o where o.pending`,
  'a subscription left Pending (its first charge never finished)': `
    select id, created_at from subscriptions where state = 'Pending' and stripe_subscription_id is null`,
  'a card refund still pending': `select id, charge_id from purchases where refund_pending`,
  'a transfer its payout never recorded': `
    select t.*, o.transfer_id as recorded from (${TRANSFERS}) t
    join (${PAID_OUT}) o on o.kind = t.kind and o.obj = t.obj
    where o.transfer_id is distinct from t.id or not o.paid`,
  'a payout due and not paid': `select * from (${PAID_OUT}) o where o.overdue`,
  'a talent-day past its closing time and not closed': `
    select id, closes_at from schedule_days where closed_at is null and closes_at <= $1`,
  'an affiliate commission of an ended month not paid out': `
    select e.* from affiliate_earnings e
    where e.payout_id is null and e.earned_at < date_trunc('month', $1::timestamptz at time zone 'UTC') at time zone 'UTC'`,
  'a subscription past its period and not renewed': `
    select id, state, current_period_end from subscriptions
    where state = 'Active' and stripe_subscription_id is null and current_period_end <= $1`,
};

/**
 * The broken rules, none when the ledgers reconcile. `settled`: the recovery jobs have run at `now` (the server's
 * clock), so nothing may be left half done either.
 */
export async function reconcile(db: Queryable, options: { settled: boolean; now: Date }): Promise<Mismatch[]> {
  const checks = { ...ALWAYS, ...(options.settled ? SETTLED : {}) };
  const found: Mismatch[] = [];
  for (const [check, query] of Object.entries(checks)) {
    const { rows } = await db.query(query, query.includes('$1') ? [options.now] : []);
    for (const row of rows) found.push({ check, row });
  }
  return found;
}
