import { eq } from 'drizzle-orm';
import type { Database } from '@stagepass/db/client';
import { cardCustomers } from '@stagepass/db/schema/tickets';
import { eventCurrency } from '@stagepass/domain/events';
import { randomString } from '@stagepass/domain/ids';
import {
  AUTHENTICATION_ABANDONED,
  CARD_COMPANY,
  EVENT_NOT_ON_SALE,
  FREE_TICKET_COMPANY,
  FREE_TICKET_METHOD,
  PASS_CODE_LENGTH,
  PAYMENT_METHOD_REQUIRED,
  TICKET_CODE_ONE_TICKET,
  TICKET_CODE_REQUIRED,
  TICKET_CODE_USED,
  TICKET_NOT_ENOUGH,
  TICKET_NOT_FOUND,
  TICKET_OVER_LIMIT,
  TICKET_PRICE_CHANGED,
  TICKET_SALES_ENDED,
  TICKET_SALES_NOT_STARTED,
  ticketCharges,
} from '@stagepass/domain/tickets';
import type { ParsedInput } from '@stagepass/contract/registry';
import type { Mailer } from '../../adapters/email/outbox';
import type { CardAuthentication, CardProvider, ChargeResult } from '../../adapters/payments/card-provider';
import type { Clock } from '../../adapters/clock';
import type { Config } from '../../config';
import { AppError } from '../../rpc/app-error';
import { feesFromConfig } from '../payments/get_fees.handler';
import { assertSameRequest, requestFingerprint } from '../payments/idempotency';
import { maySee } from './ticket-access';
import { purchaseEmail } from './ticket-emails';
import * as repo from './tickets-repository';
import { remainingOf } from './ticket-views';
import { hashOfferToken, offerFreedTickets } from './waitlist';
import { emitTicketEvent, ticketEventOf, WEBHOOK_CHANNEL } from '../webhooks/webhook-events';

export interface PurchaseDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  cards: CardProvider;
}

type Input = ParsedInput<'user_purchase_tickets'>;

/**
 * Whether the stock check and the sale are one locked step (DESIGN.md §3: the conditional UPDATE of
 * repo.sellUnits). Only the oversell race test's control run turns it off, to show that the test sees the race
 * without it.
 */
export const stockLock = { enabled: true };

/** A Postgres unique violation (a retry racing its own first attempt on the idempotency key), maybe in `cause`. */
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * spec 001 §7 user_purchase_tickets. Two steps around the card provider, so no lock is held while the card is
 * charged:
 * 1. the sale records a Pending purchase (a free ticket is complete at once: company Stagepass, method FreeTicket)
 *    and reserves its units in `sold` in one statement, a conditional UPDATE of the ticket row that checks the sales
 *    window, the price the buyer saw and the stock (§9, less the units held for waitlist offers) with the purchase's
 *    INSERT; a private code, a waitlist offer or the purchase limit are checked and locked in its transaction;
 * 2. the card is charged with the purchase's own idempotency key, and a second transaction records the charge and
 *    the passes, or, if the card was declined, gives the units back (a declined card sold nothing).
 * A request repeated with the same Idempotency-Key answers the first purchase and charges nothing more; the key sent
 * with other parameters is refused (payments/idempotency.ts).
 */
export async function purchaseTickets(deps: PurchaseDeps, buyer: Buyer, key: string | null, input: Input) {
  const asked = key === null ? null : { key, fingerprint: requestFingerprint('user_purchase_tickets', input) };
  if (asked) {
    const earlier = await repo.findPurchaseByKey(deps.db, buyer.id, asked.key);
    if (earlier) {
      assertSameRequest(earlier.idempotencyFingerprint, asked.fingerprint);
      return finishPurchase(deps, earlier.id);
    }
  }
  let reserved: Reserved;
  try {
    reserved = await reserve(deps, buyer, asked, input);
  } catch (err) {
    if (asked === null || !isUniqueViolation(err)) throw err;
    const earlier = await repo.findPurchaseByKey(deps.db, buyer.id, asked.key);
    if (!earlier) throw err;
    assertSameRequest(earlier.idempotencyFingerprint, asked.fingerprint);
    return finishPurchase(deps, earlier.id);
  }
  return finishPurchase(deps, reserved.details.purchase.id, reserved);
}

/** Who buys: the member, and where their receipt goes. */
export interface Buyer {
  id: number;
  email: string;
  name: string;
}

/** What step 1 knows, handed to step 2 so it need not read it again. */
interface Reserved {
  details: repo.PurchaseListRow;
  customerId: string | null;
}

/** A request's Idempotency-Key and the fingerprint of what it asked (payments/idempotency.ts). */
interface AskedWithKey {
  key: string;
  fingerprint: string;
}

async function reserve(deps: PurchaseDeps, buyer: Buyer, asked: AskedWithKey | null, input: Input): Promise<Reserved> {
  const memberId = buyer.id;
  const now = new Date(deps.clock.now());
  const free = input.price === 0;
  if (free !== (input.payment_company === FREE_TICKET_COMPANY) || (free && input.payment_method !== FREE_TICKET_METHOD))
    throw new AppError('INVALID_INPUT', PAYMENT_METHOD_REQUIRED, 'payment_method');
  // What the buyer may be told before anything is taken: read without a lock, checked again by the sale itself.
  const context = await repo.saleContext(deps.db, input.ticket_id, memberId);
  if (!context || context.ticket.eventId !== input.event_id)
    throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  const { ticket, event } = context;
  // A private event's tickets are sold to those who may see it: with its password, or holding a ticket already.
  // Wrong passwords are counted per buyer here (security/lockout.ts), as per address on the event's page.
  const guest = { given: input.ev_password, source: `member:${memberId}`, now: now.getTime() };
  if (!(await maySee(deps.db, event, memberId, guest))) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  if (event.draft) throw new AppError('CONFLICT', EVENT_NOT_ON_SALE, 'event_id');
  const withCode = ticket.private && event.businessId !== memberId;
  if (withCode && !input.code) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  // A private ticket has one code per unit (business_ticket_create_update): a code admits one guest, not the stock.
  if (withCode && input.quantity > 1) throw new AppError('INVALID_INPUT', TICKET_CODE_ONE_TICKET, 'quantity');
  const refusal = saleRefusal(ticket, input, now, 0);
  if (refusal && refusal.code !== 'quantity') throw refusal.error;
  const customerId = !free && !input.is_token ? context.customerId : null;
  if (!free && !input.is_token && customerId === null)
    throw new AppError('INVALID_INPUT', PAYMENT_METHOD_REQUIRED, 'payment_method');

  const paymentMethod = free ? FREE_TICKET_METHOD : input.payment_method;
  const currency = eventCurrency(event.country);
  const charges = ticketCharges(
    ticket.priceCents,
    input.quantity,
    feesFromConfig(deps.config),
    ticket.taxDetails,
    currency,
  );
  const values = {
    ticketId: ticket.id,
    eventId: event.id,
    memberId,
    quantity: input.quantity,
    unitPriceCents: ticket.priceCents,
    feeCents: charges.fee_cents,
    taxCents: charges.tax_cents,
    totalCents: charges.total_cents,
    currency,
    taxes: charges.taxes,
    taxState: event.administrativeArea,
    paymentCompany: free ? FREE_TICKET_COMPANY : CARD_COMPANY,
    // A one-time token is spent by the charge: only a saved card's id is worth keeping for a retry.
    paymentMethod: input.is_token ? `token:${paymentMethod}` : paymentMethod,
    status: free ? ('Charged' as const) : ('Pending' as const),
    email: input.email ?? null,
    idempotencyKey: asked?.key ?? null,
    idempotencyFingerprint: asked?.fingerprint ?? null,
    createdAt: now,
  };

  // The sale, in a transaction of its own when more than the ticket row is locked or written: a private code, a
  // waitlist offer, the buyer's purchase limit, or a free ticket's passes and receipt. Otherwise it is a plain sale,
  // made in one short transaction with the plain sales asked at the same moment (repo.sellPlain), so a rush's buyers
  // share their round trips and the ticket row's lock.
  const sell = async (tx: repo.TicketDb) => {
    let codeId: number | null = null;
    if (withCode) {
      const code = await repo.lockCode(tx, ticket.id, input.code!);
      if (!code) throw new AppError('INVALID_INPUT', TICKET_CODE_REQUIRED, 'code');
      if (code.purchaseId !== null) throw new AppError('CONFLICT', TICKET_CODE_USED, 'code');
      codeId = code.id;
    }
    const offer = input.offer_token
      ? await repo.lockOffer(tx, ticket.id, memberId, hashOfferToken(input.offer_token), now)
      : null;
    if (ticket.purchaseLimit !== null) {
      // One member's purchases of one ticket queue here (not everyone's), so the limit holds against their own races.
      await repo.lockMemberTicket(tx, memberId, ticket.id);
      const held = (await repo.heldBy(tx, [ticket.id], memberId)).get(ticket.id) ?? 0;
      if (held + input.quantity > ticket.purchaseLimit)
        throw new AppError('CONFLICT', TICKET_OVER_LIMIT(ticket.purchaseLimit, held), 'quantity');
    }
    const own = offer ? 1 : 0;
    const purchase = stockLock.enabled
      ? await repo.sellUnits(tx, { ...values, privateCodeId: codeId }, { price: input.price, now, ownOffer: own })
      : await unlockedSale(tx, ticket, { ...values, privateCodeId: codeId }, own);
    // Nothing taken: the row says why, read once the transaction (if any) has rolled back.
    if (!purchase) throw new NothingTaken(own);
    if (codeId !== null) await repo.setCodePurchase(tx, codeId, purchase.id);
    if (free) {
      await repo.insertPasses(tx, purchase.id, newPassCodes(purchase.quantity));
      await complete(tx, deps, { purchase, ticketName: ticket.name, ticketHeld: ticket.held, event, buyer });
    }
    return purchase;
  };
  let purchase: repo.PurchaseRecord;
  try {
    const plain = !withCode && !input.offer_token && ticket.purchaseLimit === null && !free && stockLock.enabled;
    if (plain) {
      // Nothing but the ticket row is locked or written: sold in a batch with the others asked at the same moment.
      const sold = await repo.sellPlain(deps.db, { ...values, privateCodeId: null }, { price: input.price, now });
      if (!sold) throw new NothingTaken(0);
      purchase = sold;
    } else purchase = await deps.db.transaction(sell);
  } catch (err) {
    if (!(err instanceof NothingTaken)) throw err;
    const current = (await repo.findTicket(deps.db, ticket.id))!;
    throw (
      saleRefusal(current, input, now, err.ownOffer) ?? {
        error: new AppError('CONFLICT', TICKET_NOT_ENOUGH(0), 'quantity'),
      }
    ).error;
  }
  const details: repo.PurchaseListRow = {
    purchase,
    ticketName: ticket.name,
    refundable: ticket.refundable,
    ticketHeld: ticket.held,
    event,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
  };
  return { details, customerId };
}

/** The sale took no units (sold out, price changed, sales closed meanwhile). */
class NothingTaken extends Error {
  constructor(readonly ownOffer: number) {
    super('nothing taken');
  }
}

/** Why a sale of this ticket cannot go ahead now, by what the ticket row says; null when it can. */
function saleRefusal(ticket: repo.TicketRow, input: Input, now: Date, ownOffer: number) {
  const refuse = (code: string, error: AppError) => ({ code, error });
  if (now < ticket.salesStart) return refuse('window', new AppError('CONFLICT', TICKET_SALES_NOT_STARTED, 'ticket_id'));
  if (now >= ticket.salesEnd) return refuse('window', new AppError('CONFLICT', TICKET_SALES_ENDED, 'ticket_id'));
  if (ticket.priceCents !== input.price)
    return refuse('price', new AppError('PRICE_CHANGED', TICKET_PRICE_CHANGED, 'price'));
  const remaining = remainingOf(ticket, ownOffer);
  if (input.quantity > remaining)
    return refuse('quantity', new AppError('CONFLICT', TICKET_NOT_ENOUGH(remaining), 'quantity'));
  return null;
}

/**
 * The oversell test's control only (stockLock.enabled false): check the stock as read before, then add to it, with
 * nothing holding the row between the two. This is the race the sale statement closes.
 */
async function unlockedSale(
  tx: repo.TicketDb,
  ticket: repo.TicketRow,
  values: Parameters<typeof repo.insertPurchase>[1],
  ownOffer: number,
) {
  if (values.quantity > remainingOf(ticket, ownOffer)) return null;
  await repo.addToStock(tx, ticket.id, { sold: values.quantity });
  return repo.insertPurchase(tx, values);
}

async function customerOf(db: repo.TicketDb, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: cardCustomers.customerId })
    .from(cardCustomers)
    .where(eq(cardCustomers.memberId, memberId));
  return row?.id ?? null;
}

interface CompletionFacts {
  purchase: repo.PurchaseRecord;
  ticketName: string;
  /** The ticket's units held for waitlist offers: with none, no offer of the buyer's can be spent. */
  ticketHeld: number;
  event: { id: number; name: string; startTime: Date; timeZone: string; businessId: number };
  buyer: { email: string; name: string };
}

/** The codes of a purchase's passes: one per admitted person. */
const newPassCodes = (quantity: number) => Array.from({ length: quantity }, () => randomString(PASS_CODE_LENGTH));

/**
 * The rest of completing a purchase whose passes are made, in the same transaction: the waitlist offer it used is
 * spent, the receipt is mailed, and the business's webhooks hear of the sale.
 */
async function complete(tx: repo.TicketDb, deps: PurchaseDeps, facts: CompletionFacts) {
  const { purchase } = facts;
  // A waitlist offer the purchase used is spent once the tickets are paid for (until then it still holds the unit).
  if (facts.ticketHeld > 0) await repo.spendOffer(tx, purchase.ticketId, purchase.memberId);
  await deps.mailer.queue(tx, receiptOf(deps, facts));
  // issue 15: the business's webhooks hear of the sale, once it commits.
  await emitTicketEvent(tx, 'ticket.purchased', soldFacts(facts), new Date(deps.clock.now()));
}

function completionFacts(details: repo.PurchaseListRow, purchase: repo.PurchaseRecord): CompletionFacts {
  return {
    purchase,
    ticketName: details.ticketName,
    ticketHeld: details.ticketHeld,
    event: details.event,
    buyer: { email: details.buyerEmail, name: details.buyerName },
  };
}

/** The receipt mailed once the tickets are paid for (or taken, when free). */
const receiptOf = (deps: PurchaseDeps, { purchase, buyer, event, ticketName }: CompletionFacts) =>
  purchaseEmail(
    { email: purchase.email ?? buyer.email, name: buyer.name },
    event,
    { ...purchase, ticketName, purchaseId: purchase.id },
    deps.config.PUBLIC_URL,
  );

/** What the business's webhooks hear of the sale. */
const soldFacts = ({ purchase, ticketName, event, buyer }: CompletionFacts) => ({
  purchase,
  ticketName,
  event,
  buyerName: buyer.name,
});

/** A purchase as step 2 leaves it: with `authentication` while the card's bank waits for the cardholder. */
export interface FinishedPurchase extends repo.PurchaseListRow {
  authentication?: CardAuthentication;
}

/**
 * Step 2: charges a Pending purchase and records the outcome. Safe to run again at any time (a retried request, the
 * recovery job after a crash): the charge's idempotency key is the purchase's, so the provider answers the first
 * charge instead of making another, and the outcome is recorded under the purchase's row lock once. Answers the
 * purchase with its ticket, event and buyer.
 *
 * 3-D Secure: a purchase made with an Idempotency-Key is charged on session, so a card whose bank asks the
 * cardholder to confirm answers `authentication` (its client secret for the page). The purchase stays Pending and
 * holds its units; the page has the bank's challenge answered, then repeats the request with the same key, and this
 * step reads the payment again: charged once confirmed, declined (units back) once failed. Given up, the recovery
 * job cancels it after AUTHENTICATION_TIMEOUT_MINUTES (releaseAuthentication).
 */
export async function finishPurchase(
  deps: PurchaseDeps,
  purchaseId: number,
  known?: Reserved,
): Promise<FinishedPurchase> {
  const details = known?.details ?? (await repo.purchaseDetails(deps.db, purchaseId));
  if (!details) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'purchase_id');
  const pending = details.purchase;
  if (pending.status === 'Failed') throw declined(pending.failureMessage, pending.failureCode);
  if (pending.status !== 'Pending') return details;
  const token = pending.paymentMethod.startsWith('token:');
  const customerId = token ? null : (known?.customerId ?? (await customerOf(deps.db, pending.memberId)));
  const result = await deps.cards.charge({
    amountCents: pending.totalCents,
    currency: pending.currency,
    customerId,
    source: token ? pending.paymentMethod.slice('token:'.length) : pending.paymentMethod,
    isToken: token,
    description: `Stagepass purchase ${pending.id}`,
    // Stable across retries, and unlikely to meet another database's purchase of the same id at the same provider.
    idempotencyKey: `purchase-${pending.id}-${pending.createdAt.getTime()}`,
    metadata: { purchase_id: String(pending.id), event_id: String(pending.eventId) },
    // Only a request with a key can be repeated to finish after the bank's challenge.
    onSession: pending.idempotencyKey !== null,
  });
  if (!result.ok && result.authentication) return { ...details, authentication: result.authentication };
  const settled = await recordOutcome(deps, details, result);
  if (settled.status === 'Failed') throw declined(settled.failureMessage, settled.failureCode);
  return { ...details, purchase: settled };
}

/**
 * Records what the card provider answered for a Pending purchase, once: the first to move it out of Pending records
 * it (finishPurchase after its charge, or Stripe's charge webhook); anyone after finds it settled and gets what was
 * recorded. Charged: the passes and the receipt. Declined: nothing was sold, so the units go back, and so does the
 * private code (a waitlist offer still holds).
 */
export async function recordOutcome(
  deps: PurchaseDeps,
  details: repo.PurchaseListRow,
  result: ChargeResult,
): Promise<repo.PurchaseRecord> {
  const pending = details.purchase;
  const now = new Date(deps.clock.now());
  if (result.ok && details.ticketHeld === 0) {
    // No waitlist offer to spend: the whole completion is one statement (tickets-repository completeCharged).
    const charged = { chargeId: result.chargeId, cardBrand: result.brand, cardLast4: result.last4 };
    const facts = completionFacts(details, pending);
    const receipt = receiptOf(deps, facts);
    const webhook = ticketEventOf('ticket.purchased', soldFacts(facts), now);
    const purchase = await repo.completeCharged(deps.db, pending.id, charged, newPassCodes(pending.quantity), {
      receipt: { to: receipt.to, subject: receipt.subject, text: receipt.text, html: receipt.html ?? null },
      webhook: { ...webhook, channel: WEBHOOK_CHANNEL },
      now,
    });
    return purchase ?? (await repo.findPurchase(deps.db, pending.id))!;
  }
  return deps.db.transaction(async (tx) => {
    if (result.ok) {
      const charged = { chargeId: result.chargeId, cardBrand: result.brand, cardLast4: result.last4 };
      const purchase = await repo.settleCharged(tx, pending.id, charged, newPassCodes(pending.quantity));
      if (!purchase) return (await repo.findPurchase(tx, pending.id))!;
      await complete(tx, deps, completionFacts(details, purchase));
      return purchase;
    }
    const purchase = await repo.settlePending(tx, pending.id, {
      status: 'Failed',
      failureCode: result.decline.code,
      failureMessage: result.decline.message,
    });
    if (!purchase) return (await repo.findPurchase(tx, pending.id))!;
    await repo.lockTicket(tx, purchase.ticketId);
    await repo.addToStock(tx, purchase.ticketId, { sold: -purchase.quantity });
    if (purchase.privateCodeId !== null) await repo.setCodePurchase(tx, purchase.privateCodeId, null);
    await offerFreedTickets(tx, deps, purchase.ticketId, now);
    return purchase;
  });
}

/**
 * The recovery job's end of a purchase whose cardholder never answered their bank: the payment is cancelled at the
 * provider so it can no longer be confirmed, then recorded. Cancelled (or failed meanwhile): declined, and the units
 * go back. Confirmed at the last moment: the payment stands, so the purchase is completed, never charged twice.
 */
export async function releaseAuthentication(deps: PurchaseDeps, details: repo.PurchaseListRow, paymentId: string) {
  const result = await deps.cards.cancelCharge(paymentId);
  if (!result.ok && result.authentication) return details.purchase;
  const abandoned = !result.ok && result.decline.code === 'canceled';
  return recordOutcome(deps, details, abandoned ? { ok: false, decline: { ...AUTHENTICATION_ABANDONED } } : result);
}

function declined(message: string | null, code: string | null) {
  return new AppError(
    'PAYMENT_DECLINED',
    message ?? `Your card was declined${code ? ` (${code})` : ''}.`,
    'payment_method',
  );
}
