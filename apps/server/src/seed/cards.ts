import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids } from '@stagepass/db/schema/bookings';
import { cardCustomers } from '@stagepass/db/schema/tickets';
import type { Clock } from '../adapters/clock';
import type { Cards } from '../adapters/payments/cards';
import { insertCustomerIfAbsent } from '../features/payments/card-customers';
import { DEMO_ACCOUNTS } from './demo';

// Issue 12: the demo auction charges real (sandbox) cards. The demo business and every business bidding in the demo
// auction get a saved default card, made the way the app makes one (a customer at the card provider, stored in
// card_customers; the card form's token; the card attached as the default), so the demo business can Book Now and
// the open talent-days close with charges instead of Insufficient Funds.

const DEMO_BUSINESS_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'business')!.email;

/** The sandbox's always-succeeding Visa (Stripe's test card), expiring in December four years after the seed. */
export const DEMO_CARD = { number: '4242424242424242', cvc: '123', expMonth: 12, yearsAhead: 4 } as const;

/**
 * Gives the demo business, and every business with a bid in the auction, the demo card as its default, unless it
 * already has a card customer (so it is safe on every start, like seedDemo, and leaves a member's own cards alone).
 * Only with the card sandbox: with Stripe configured it adds nothing (the seed stays offline). Answers how many
 * businesses got the card.
 */
export async function seedDemoCards(db: Database, cards: Cards, clock: Clock): Promise<number> {
  const sandbox = cards.sandbox;
  if (!sandbox) return 0;
  const now = new Date(clock.now());
  const bidders = db.selectDistinct({ id: bids.businessId }).from(bids);
  const owners = db.select({ id: cardCustomers.memberId }).from(cardCustomers);
  const who = await db
    .select({ id: members.id, email: members.email, name: members.name })
    .from(members)
    .where(
      and(
        sql`(${members.id} in ${bidders} or lower(${members.email}) = ${DEMO_BUSINESS_EMAIL})`,
        sql`${members.id} not in ${owners}`,
        isNull(members.deletedAt),
      ),
    )
    .orderBy(asc(members.id));
  let added = 0;
  for (const member of who) {
    const { customerId } = await cards.provider.createCustomer({
      email: member.email,
      name: member.name,
      memberId: member.id,
    });
    // Another start seeding at the same time stored its customer first: that one gets the card.
    if ((await insertCustomerIfAbsent(db, { memberId: member.id, customerId, at: now })) !== customerId) continue;
    const made = await sandbox.createToken({
      number: DEMO_CARD.number,
      expMonth: DEMO_CARD.expMonth,
      expYear: now.getUTCFullYear() + DEMO_CARD.yearsAhead,
      cvc: DEMO_CARD.cvc,
    });
    if (!made.ok) throw new Error(`seed: the demo card was refused: ${made.message}`);
    const attached = await cards.provider.attachCard(customerId, made.token.id, true);
    if (!attached.ok) throw new Error(`seed: the demo card could not be attached: ${attached.decline.message}`);
    added++;
  }
  return added;
}
