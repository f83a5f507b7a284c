import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { batchedOn, preparedSql, rowOf } from '@stagepass/db/prepared';
import type { Database, Executor } from '@stagepass/db/client';
import {
  sandboxCards,
  sandboxCardTokens,
  sandboxCharges,
  sandboxCustomers,
  sandboxRefunds,
} from '@stagepass/db/schema/tickets';
import { randomString } from '@stagepass/domain/ids';
import { cardBrand, type CardBrand } from '@stagepass/domain/tickets';
import type { Clock } from '../clock';
import type {
  AttachResult,
  CardDecline,
  CardProvider,
  ChargeRequest,
  ChargeResult,
  CustomerCards,
  RefundRequest,
  SavedCard,
} from './card-provider';

/** What a sandbox test card does when it is saved or charged (sandbox_card_tokens.behaviour). */
export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'expired_card' | 'requires_authentication';

/** Stripe's test cards the sandbox knows (DESIGN.md §5); any other valid number succeeds. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  /** 3-D Secure: the bank asks the cardholder to confirm every charge (Stripe's 4000 0027 6000 3184). */
  authentication: '4000002760003184',
  /** 3-D Secure: the bank asks on every charge, even a saved card's (Stripe's 4000 0025 0000 3155). */
  authenticationAlways: '4000002500003155',
} as const;

const BEHAVIOURS: Readonly<Record<string, CardBehaviour>> = {
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.expired]: 'expired_card',
  [SANDBOX_TEST_CARDS.authentication]: 'requires_authentication',
  [SANDBOX_TEST_CARDS.authenticationAlways]: 'requires_authentication',
};

/** The declines the sandbox answers, with Stripe's codes and messages where Stripe has them. */
export const SANDBOX_DECLINES = {
  card_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  resource_missing: {
    code: 'resource_missing',
    message: 'That card was not found. Please enter it again or choose another card.',
  },
  authentication_required: {
    code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  payment_intent_authentication_failure: {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  canceled: { code: 'canceled', message: 'This payment was cancelled before it was confirmed. Nothing was charged.' },
  token_already_used: {
    code: 'token_already_used',
    message: 'This card was already used once from the card form. Please enter it again.',
  },
} as const satisfies Record<string, CardDecline>;
type DeclineCode = keyof typeof SANDBOX_DECLINES;

/** The decline of a card when charged, or null when the charge goes through. */
const CHARGE_DECLINES: Record<CardBehaviour, DeclineCode | null> = {
  succeeds: null,
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  // Off session, where nobody can confirm with the bank (on session the charge waits: requires_action).
  requires_authentication: 'authentication_required',
};
/** As with Stripe, a card that fails its check is refused when saved; 4000…9995 saves and fails when charged. */
const ATTACH_DECLINES: Record<CardBehaviour, DeclineCode | null> = {
  succeeds: null,
  declined: 'card_declined',
  insufficient_funds: null,
  expired_card: 'expired_card',
  requires_authentication: null,
};

const declineOf = (code: string | null): CardDecline =>
  SANDBOX_DECLINES[(code ?? 'card_declined') as DeclineCode] ?? SANDBOX_DECLINES.card_declined;

/** Ids shaped like Stripe's (`cus_`, `card_`, `ch_`, `re_`, `tok_` and 24 of the 62 letters and digits). */
const newId = (prefix: 'cus' | 'card' | 'ch' | 're' | 'tok') => `${prefix}_${randomString(24)}`;

// ---------------------------------------------------------------------------------------------
// The card form's checks (what Stripe.js checks before it makes a token)

/** spec 001 §9 card brands, by the number's first digits. */
export function detectBrand(number: string): CardBrand {
  const prefix = (n: number) => Number(number.slice(0, n));
  if (number.startsWith('4')) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (prefix(2) === 34 || prefix(2) === 37) return 'amex';
  if (number.startsWith('6011') || number.startsWith('65')) return 'discover';
  if (prefix(2) === 36 || (prefix(3) >= 300 && prefix(3) <= 305)) return 'diners';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (number.startsWith('62')) return 'unionpay';
  return 'unknown';
}

/** The Luhn check digit test every card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** How many digits a brand's numbers have. */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  diners: [14, 15, 16, 17, 18, 19],
  jcb: [16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  paypal: [16],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** A card as typed into the sandbox's card form. Numbers may carry spaces; a two-digit year is 20xx. */
export interface CardForm {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardFormField = 'number' | 'exp_month' | 'exp_year' | 'cvc';
export type TokenResult =
  | { ok: true; token: { id: string; brand: CardBrand; last4: string } }
  | { ok: false; field: CardFormField; message: string };

type Checked = { ok: true; brand: CardBrand; number: string; expYear: number } | Extract<TokenResult, { ok: false }>;

/** Stripe.js's checks and messages, with the month and year of `now` (UTC) for the expiry. */
export function checkCardForm(card: CardForm, now: number): Checked {
  const refuse = (field: CardFormField, message: string) => ({ ok: false as const, field, message });
  const number = card.number.replace(/[\s-]/g, '');
  if (number === '') return refuse('number', 'Your card number is incomplete.');
  if (!/^\d+$/.test(number)) return refuse('number', 'Your card number is invalid.');
  const brand = detectBrand(number);
  const lengths = LENGTHS[brand];
  if (number.length < Math.min(...lengths)) return refuse('number', 'Your card number is incomplete.');
  if (!lengths.includes(number.length) || !luhnValid(number)) return refuse('number', 'Your card number is invalid.');

  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return refuse('exp_month', "Your card's expiration month is invalid.");
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const expYear =
    Number.isInteger(card.expYear) && card.expYear >= 0 && card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(expYear) || expYear > year + 50)
    return refuse('exp_year', "Your card's expiration year is invalid.");
  if (expYear < year) return refuse('exp_year', "Your card's expiration year is in the past.");
  // A card is good through the last day of its month.
  if (expYear === year && card.expMonth < month)
    return refuse('exp_month', "Your card's expiration date is in the past.");

  const cvc = card.cvc.trim();
  if (cvc === '') return refuse('cvc', "Your card's security code is incomplete.");
  const cvcOk = brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3,4}$/.test(cvc);
  if (!cvcOk) return refuse('cvc', "Your card's security code is invalid.");
  return { ok: true, brand, number, expYear };
}

// ---------------------------------------------------------------------------------------------

type CardRow = typeof sandboxCards.$inferSelect;
type ChargeRow = typeof sandboxCharges.$inferSelect;

const savedCard = (row: CardRow): SavedCard => ({
  id: row.id,
  brand: cardBrand(row.brand),
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** What the sandbox's bank challenge is opened with (Stripe's `pi_…_secret_…`): the charge's own random id. */
const SECRET_SUFFIX = '_secret';
export const sandboxClientSecret = (chargeId: string) => `${chargeId}${SECRET_SUFFIX}`;

function chargeAnswer(row: ChargeRow): ChargeResult {
  if (row.status === 'succeeded')
    return { ok: true, chargeId: row.id, brand: cardBrand(row.brand), last4: row.last4 ?? '' };
  if (row.status === 'requires_action')
    return {
      ok: false,
      decline: SANDBOX_DECLINES.authentication_required,
      authentication: { paymentId: row.id, clientSecret: sandboxClientSecret(row.id) },
    };
  return { ok: false, decline: declineOf(row.declineCode) };
}

/**
 * The payments sandbox's cards (DESIGN.md §5): customers, saved cards, charges and refunds kept in the database,
 * played with Stripe's test cards (4242… succeeds, 4000…0002 is declined, 4000…9995 has insufficient funds,
 * 4000…0069 has expired). Its card form (dev/cards.ts) makes single-use tokens, keeping brand and last four digits,
 * never the number. A repeated idempotency key answers the first charge or refund, as Stripe's API does.
 */
export class SandboxCardProvider implements CardProvider {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The card form's tokenization (Stripe.js's part): a single-use token, or what the form must correct. */
  async createToken(card: CardForm): Promise<TokenResult> {
    const checked = checkCardForm(card, this.clock.now());
    if (!checked.ok) return checked;
    const id = newId('tok');
    const last4 = checked.number.slice(-4);
    await this.db.insert(sandboxCardTokens).values({
      id,
      brand: checked.brand,
      last4,
      expMonth: card.expMonth,
      expYear: checked.expYear,
      behaviour: BEHAVIOURS[checked.number] ?? 'succeeds',
      createdAt: this.now(),
    });
    return { ok: true, token: { id, brand: checked.brand, last4 } };
  }

  /** The sandbox's card form makes one-time tokens (createToken): no SetupIntent. */
  async createSetupIntent(): Promise<null> {
    return null;
  }

  async createCustomer({ email }: { email: string }): Promise<{ customerId: string }> {
    const customerId = newId('cus');
    await this.db.insert(sandboxCustomers).values({ id: customerId, email, createdAt: this.now() });
    return { customerId };
  }

  /** Newest first, as Stripe lists them. */
  async listCards(customerId: string): Promise<CustomerCards> {
    const customer = await this.customer(this.db, customerId);
    const rows = await this.db
      .select()
      .from(sandboxCards)
      .where(and(eq(sandboxCards.customerId, customerId), isNull(sandboxCards.detachedAt)))
      .orderBy(desc(sandboxCards.createdAt), sandboxCards.id);
    const cards = rows.map(savedCard);
    const defaultCardId = cards.some((c) => c.id === customer.defaultCardId) ? customer.defaultCardId : null;
    return { cards, defaultCardId };
  }

  async attachCard(customerId: string, token: string, makeDefault: boolean): Promise<AttachResult> {
    return this.db.transaction(async (tx) => {
      await this.customer(tx, customerId);
      const spent = await this.spendToken(tx, token);
      if ('decline' in spent) return { ok: false, decline: spent.decline };
      const refused = ATTACH_DECLINES[spent.behaviour as CardBehaviour];
      if (refused) return { ok: false, decline: SANDBOX_DECLINES[refused] };
      const [row] = await tx
        .insert(sandboxCards)
        .values({
          id: newId('card'),
          customerId,
          brand: spent.brand,
          last4: spent.last4,
          expMonth: spent.expMonth,
          expYear: spent.expYear,
          behaviour: spent.behaviour,
          createdAt: this.now(),
        })
        .returning();
      if (makeDefault)
        await tx.update(sandboxCustomers).set({ defaultCardId: row!.id }).where(eq(sandboxCustomers.id, customerId));
      return { ok: true, card: savedCard(row!) };
    });
  }

  /** As with Stripe, removing the default card leaves the customer without one. */
  async detachCard(customerId: string, cardId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const detached = await tx
        .update(sandboxCards)
        .set({ detachedAt: this.now() })
        .where(activeCardOf(customerId, cardId))
        .returning({ id: sandboxCards.id });
      if (detached.length === 0) return false;
      await tx
        .update(sandboxCustomers)
        .set({ defaultCardId: null })
        .where(and(eq(sandboxCustomers.id, customerId), eq(sandboxCustomers.defaultCardId, cardId)));
      return true;
    });
  }

  async setDefaultCard(customerId: string, cardId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [card] = await tx
        .select({ id: sandboxCards.id })
        .from(sandboxCards)
        .where(activeCardOf(customerId, cardId));
      if (!card) return false;
      await tx.update(sandboxCustomers).set({ defaultCardId: cardId }).where(eq(sandboxCustomers.id, customerId));
      return true;
    });
  }

  /**
   * One charge per idempotency key, even when two arrive at once: the key's row is claimed by an insert that does
   * nothing on conflict (on PostgreSQL the second insert waits for the first transaction), and the call that did
   * not claim it answers the row the first stored, succeeded or declined.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
      throw new Error(`payments sandbox: a charge is a positive number of cents, not ${request.amountCents}`);
    const currency = request.currency.toLowerCase();
    const answered = request.isToken
      ? await this.chargeToken(request, currency)
      : await this.chargeCard(request, currency);
    if (answered) return answered;
    const [first] = await this.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
    if (!first) throw new Error(`payments sandbox: charge ${request.idempotencyKey} neither made nor found`);
    // Stripe refuses a key reused for another request rather than answering the first one.
    if (first.amountCents !== request.amountCents || first.currency !== currency)
      throw new Error(`payments sandbox: idempotency key ${request.idempotencyKey} was used for another charge`);
    return chargeAnswer(first);
  }

  /**
   * A saved card: nothing is spent, so the card is read first and the charge stored with its outcome by the one
   * insert that claims the key. Null when the key was claimed already.
   */
  private async chargeCard(request: ChargeRequest, currency: string): Promise<ChargeResult | null> {
    const row = this.chargeRow(request, currency);
    const inserted = await savedCardCharges(this.db).load({ row, onSession: request.onSession === true });
    return inserted ? chargeAnswer(inserted) : null;
  }

  /**
   * A one-time token is spent by the charge, so the key is claimed and the token spent in one transaction: a
   * token is never spent by a charge whose key was claimed already. Null when the key was claimed already.
   */
  private async chargeToken(request: ChargeRequest, currency: string): Promise<ChargeResult | null> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(sandboxCharges)
        .values({ ...chargeColumns(this.chargeRow(request, currency)), status: 'pending' })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning();
      if (!claimed) return null;
      const [row] = await tx
        .update(sandboxCharges)
        .set(outcomeOf(await this.chargeSource(tx, request), request.onSession === true))
        .where(eq(sandboxCharges.id, claimed.id))
        .returning();
      return chargeAnswer(row!);
    });
  }

  /**
   * The bank's challenge of a charge waiting for authentication (the sandbox's part of Stripe.js handleNextAction,
   * dev/cards.ts): Complete makes the charge, Fail declines it (payment_intent_authentication_failure). Once only:
   * null when no charge waits under that secret (never made, already answered, or cancelled).
   */
  async authenticate(clientSecret: string, complete: boolean): Promise<ChargeResult | null> {
    if (!clientSecret.endsWith(SECRET_SUFFIX)) return null;
    const [row] = await this.db
      .update(sandboxCharges)
      .set(
        complete
          ? { status: 'succeeded' }
          : { status: 'failed', declineCode: SANDBOX_DECLINES.payment_intent_authentication_failure.code },
      )
      .where(
        and(
          eq(sandboxCharges.id, clientSecret.slice(0, -SECRET_SUFFIX.length)),
          eq(sandboxCharges.status, 'requires_action'),
        ),
      )
      .returning();
    return row ? chargeAnswer(row) : null;
  }

  /** A charge still waiting for authentication is cancelled; any other is answered as it is. */
  async cancelCharge(paymentId: string): Promise<ChargeResult> {
    await this.db
      .update(sandboxCharges)
      .set({ status: 'canceled', declineCode: SANDBOX_DECLINES.canceled.code })
      .where(and(eq(sandboxCharges.id, paymentId), eq(sandboxCharges.status, 'requires_action')));
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentId));
    if (!row) throw new Error(`payments sandbox: no charge ${paymentId}`);
    return chargeAnswer(row);
  }

  /** A charge's row as the request gives it (its outcome apart). */
  private chargeRow(request: ChargeRequest, currency: string) {
    return {
      id: newId('ch'),
      idempotencyKey: request.idempotencyKey,
      customerId: request.customerId,
      amountCents: request.amountCents,
      currency,
      description: request.description,
      createdAt: this.now(),
      /** What pays (a saved card's id or a token's): not a column. */
      source: request.source,
    };
  }

  /**
   * One refund per idempotency key. The charge's row is locked while the refund is weighed, so two refunds of one
   * charge never together return more than was charged.
   */
  async refund({ chargeId, amountCents, idempotencyKey }: RefundRequest): Promise<{ refundId: string }> {
    return this.db.transaction(async (tx) => {
      const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)).for('update');
      if (!charge) throw new Error(`payments sandbox: no charge ${chargeId}`);
      const earlier = await this.refundByKey(tx, idempotencyKey, chargeId);
      if (earlier) return earlier;
      if (charge.status !== 'succeeded') throw new Error(`payments sandbox: charge ${chargeId} was not paid`);
      const left = charge.amountCents - charge.refundedCents;
      const amount = amountCents ?? left;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
        throw new Error(`payments sandbox: cannot refund ${amount} cents of ${chargeId}, ${left} cents are left`);
      const [inserted] = await tx
        .insert(sandboxRefunds)
        .values({ id: newId('re'), idempotencyKey, chargeId, amountCents: amount, createdAt: this.now() })
        .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
        .returning({ id: sandboxRefunds.id });
      // The key was just taken by a refund of another charge.
      if (!inserted) return (await this.refundByKey(tx, idempotencyKey, chargeId))!;
      await tx
        .update(sandboxCharges)
        .set({ refundedCents: charge.refundedCents + amount })
        .where(eq(sandboxCharges.id, chargeId));
      return { refundId: inserted.id };
    });
  }

  /** The newest charges and refunds, newest first (the /dev/cards page). */
  async recent(limit = 200) {
    const [charges, refunds] = await Promise.all([
      this.db
        .select()
        .from(sandboxCharges)
        .orderBy(desc(sandboxCharges.createdAt), desc(sandboxCharges.id))
        .limit(limit),
      this.db
        .select()
        .from(sandboxRefunds)
        .orderBy(desc(sandboxRefunds.createdAt), desc(sandboxRefunds.id))
        .limit(limit),
    ]);
    return { charges, refunds };
  }

  // --- helpers -----------------------------------------------------------------------------------

  private now() {
    return new Date(this.clock.now());
  }

  private async customer(db: Executor, customerId: string) {
    const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
    if (!row) throw new Error(`payments sandbox: no customer ${customerId}`);
    return row;
  }

  /** Uses a token up (once, even when two calls race for it), or says why it cannot be used. */
  private async spendToken(tx: Executor, token: string) {
    const [spent] = await tx
      .update(sandboxCardTokens)
      .set({ usedAt: this.now() })
      .where(and(eq(sandboxCardTokens.id, token), isNull(sandboxCardTokens.usedAt)))
      .returning();
    if (spent) return spent;
    const [used] = await tx
      .select({ id: sandboxCardTokens.id })
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.id, token));
    return { decline: used ? SANDBOX_DECLINES.token_already_used : SANDBOX_DECLINES.resource_missing };
  }

  /** What pays: a one-time token, or a saved card of the customer (another customer's card is not found). */
  private async chargeSource(tx: Executor, request: ChargeRequest) {
    if (request.isToken) {
      const spent = await this.spendToken(tx, request.source);
      return 'decline' in spent ? spent : { ...spent, cardId: null };
    }
    if (request.customerId === null) return { decline: SANDBOX_DECLINES.resource_missing };
    const [card] = await tx.select().from(sandboxCards).where(activeCardOf(request.customerId, request.source));
    return card ? { ...card, cardId: card.id } : { decline: SANDBOX_DECLINES.resource_missing };
  }

  private async refundByKey(tx: Executor, idempotencyKey: string, chargeId: string) {
    const [row] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
    if (!row) return null;
    if (row.chargeId !== chargeId)
      throw new Error(`payments sandbox: idempotency key ${idempotencyKey} was used for a refund of another charge`);
    return { refundId: row.id };
  }
}

/**
 * How a charge on `source` ends: succeeded on the card, failed with the decline its card or refusal gives, or (a
 * 3-D Secure card with the cardholder on the page) waiting for their bank's challenge.
 */
function outcomeOf(
  source: Awaited<ReturnType<SandboxCardProvider['chargeSource']>>,
  onSession: boolean,
): Pick<typeof sandboxCharges.$inferInsert, 'status' | 'declineCode' | 'cardId' | 'brand' | 'last4'> {
  if ('decline' in source)
    return { status: 'failed', declineCode: source.decline.code, cardId: null, brand: null, last4: null };
  const waits = onSession && source.behaviour === 'requires_authentication';
  const declineCode = waits ? null : CHARGE_DECLINES[source.behaviour as CardBehaviour];
  return {
    status: waits ? 'requires_action' : declineCode ? 'failed' : 'succeeded',
    declineCode,
    cardId: source.cardId,
    brand: source.brand,
    last4: source.last4,
  };
}

// The saved-card charge runs for every card purchase: the charges asked together are two statements in all (the
// cards read, the charges stored), prepared once (@stagepass/db/prepared).
const savedCardsStatement = preparedSql<{ ids: string[]; customers: string[] }>(
  'sandbox_saved_cards',
  (p) => sql`
    select c.* from ${sandboxCards} c
    join unnest(${p('ids')}::text[], ${p('customers')}::text[]) as k(id, customer_id)
      on c.id = k.id and c.customer_id = k.customer_id
    where c.detached_at is null`,
);

type ChargeColumns =
  | 'id'
  | 'idempotencyKey'
  | 'customerId'
  | 'cardId'
  | 'amountCents'
  | 'currency'
  | 'status'
  | 'declineCode'
  | 'brand'
  | 'last4'
  | 'description'
  | 'createdAt';

const CHARGE_COLUMNS: Record<ChargeColumns, string> = {
  id: 'text',
  idempotencyKey: 'text',
  customerId: 'text',
  cardId: 'text',
  amountCents: 'int',
  currency: 'text',
  status: 'text',
  declineCode: 'text',
  brand: 'text',
  last4: 'text',
  description: 'text',
  createdAt: 'timestamptz',
};

/** The charges stored, each claiming its idempotency key: a key claimed already (by an earlier try) stores nothing. */
const insertChargesStatement = preparedSql<Record<ChargeColumns, unknown[]>>(
  'sandbox_insert_charges',
  (p) => sql`
    insert into ${sandboxCharges} (id, idempotency_key, customer_id, card_id, amount_cents, currency, status,
      decline_code, brand, last4, description, created_at)
    select * from unnest(${sql.join(
      (Object.keys(CHARGE_COLUMNS) as ChargeColumns[]).map((c) => sql`${p(c)}::${sql.raw(CHARGE_COLUMNS[c])}[]`),
      sql`, `,
    )})
    on conflict (idempotency_key) do nothing
    returning *`,
);

type NewCharge = ReturnType<SandboxCardProvider['chargeRow']>;

/** A new charge's columns (what pays is not one). */
function chargeColumns({ source: _source, ...columns }: NewCharge) {
  return columns;
}

/** Saved-card charges asked together: each one's stored row, or null when its key was claimed already. */
const savedCardCharges = batchedOn<{ row: NewCharge; onSession: boolean }, ChargeRow | null>(async (db, keys) => {
  const asked = keys.filter((k) => k.row.customerId !== null);
  const cards = asked.length
    ? await savedCardsStatement(db, {
        ids: asked.map((k) => k.row.source),
        customers: asked.map((k) => k.row.customerId!),
      })
    : [];
  const byCard = new Map(cards.map((c) => [`${c.id as string} ${c.customer_id as string}`, rowOf(sandboxCards, c)]));
  const rows = keys.map(({ row, onSession }) => {
    const card = row.customerId === null ? undefined : byCard.get(`${row.source} ${row.customerId}`);
    const source = card ? { ...card, cardId: card.id } : { decline: SANDBOX_DECLINES.resource_missing };
    return { ...chargeColumns(row), ...outcomeOf(source, onSession) };
  });
  const columns = Object.fromEntries(
    (Object.keys(CHARGE_COLUMNS) as ChargeColumns[]).map((c) => [
      c,
      rows.map((r) => {
        const value = r[c] ?? null;
        return value instanceof Date ? value.toISOString() : value;
      }),
    ]),
  ) as Record<ChargeColumns, unknown[]>;
  const inserted = await insertChargesStatement(db, columns);
  const byKey = new Map(inserted.map((r) => [r.idempotency_key as string, rowOf(sandboxCharges, r)]));
  return keys.map((k) => byKey.get(k.row.idempotencyKey) ?? null);
});

const activeCardOf = (customerId: string, cardId: string) =>
  and(eq(sandboxCards.id, cardId), eq(sandboxCards.customerId, customerId), isNull(sandboxCards.detachedAt));
