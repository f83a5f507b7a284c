import { eq } from 'drizzle-orm';
import type { CardSource } from '@stagepass/contract/payments/fields';
import type { Executor } from '@stagepass/db/client';
import { cardCustomers } from '@stagepass/db/schema/tickets';
import type { CardProvider, CustomerCards } from '../../adapters/payments/card-provider';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';

export const CARDS_UNAVAILABLE = 'Card payments are not available right now. Please try again later.';
/** A card id that is not one of the caller's saved cards (another member's is answered the same way). */
export const CARD_NOT_FOUND = 'That card was not found. Please choose one of your saved cards.';

// --- the member's customer at the card provider (spec 001 §3 Payment account customer_id) -----------------------

export async function findCustomerId(db: Executor, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ customerId: cardCustomers.customerId })
    .from(cardCustomers)
    .where(eq(cardCustomers.memberId, memberId))
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * Records the member's customer unless the member already has one, in one statement: of two calls at the same time,
 * one inserts and the other gets the customer the first stored. Returns the member's customer id.
 */
export async function insertCustomerIfAbsent(
  db: Executor,
  customer: { memberId: number; customerId: string; at: Date },
): Promise<string> {
  const [inserted] = await db
    .insert(cardCustomers)
    .values({ memberId: customer.memberId, customerId: customer.customerId, createdAt: customer.at })
    .onConflictDoNothing({ target: cardCustomers.memberId })
    .returning({ customerId: cardCustomers.customerId });
  if (inserted) return inserted.customerId;
  const existing = await findCustomerId(db, customer.memberId);
  if (!existing) throw new Error(`card customer of member ${customer.memberId}: neither inserted nor found`);
  return existing;
}

// --- for the handlers -----------------------------------------------------------------------------------------

/** The card provider, or 503 where none is configured (production without STRIPE_SECRET_KEY). */
export function cardProvider(ctx: MemberContext): CardProvider {
  if (ctx.cards.kind === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', CARDS_UNAVAILABLE);
  return ctx.cards;
}

/**
 * The member's customer, opened at the provider the first time. Two first calls at once may each open one at the
 * provider; only the first stored is kept, and the other stays empty there (it has no cards).
 */
export async function ensureCustomer(ctx: MemberContext, provider: CardProvider): Promise<string> {
  const existing = await findCustomerId(ctx.db, ctx.member.id);
  if (existing) return existing;
  const { member } = ctx;
  const { customerId } = await provider.createCustomer({ email: member.email, name: member.name, memberId: member.id });
  return insertCustomerIfAbsent(ctx.db, { memberId: member.id, customerId, at: new Date(ctx.clock.now()) });
}

/** spec 001 §3 Payment account sources, as every card answer carries them. */
export function sourcesOutput({ cards, defaultCardId }: CustomerCards): {
  sources: CardSource[];
  default_source: string | null;
} {
  return {
    sources: cards.map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      exp_month: c.expMonth,
      exp_year: c.expYear,
    })),
    default_source: defaultCardId,
  };
}

export const NO_CARDS: CustomerCards = { cards: [], defaultCardId: null };
