// The affiliate programme (spec 001 §1 Money, §3 Affiliate promotion, §6, §7 Affiliate, §9; spec 000 §1, §6): who
// may join, the affiliate code, the revenue share of each sale (integer cents from basis points), the monthly
// payout less processing fees, and the texts both sides show: the terms modal, the guidelines card and the
// landing's 'Current Promotional Offer' panel. Months and promotion days are calendar days in UTC.

import { percentOfCents } from './payouts';
import { affiliatePercent, PROGRAMME_MAX_LIABILITY_USD, PROGRAMME_MIN_AGE, PROGRAMME_TERMS_UPDATED } from './limits';
import type { RandomSource } from './ids';

// ---------------------------------------------------------------------------------------------
// Shares

/** Basis points in one whole (100 %): the promotion keeps its shares in basis points, the API answers fractions. */
export const BP_PER_WHOLE = 10_000;

/** spec 001 §9: the stored fraction of a share kept in basis points (1,000 bp → 0.1, shown as 10 %). */
export function bpToFraction(bp: number): number {
  return bp / BP_PER_WHOLE;
}

/** A share as the spec shows it: the stored fraction × 100 ('10%', '2.5%'). */
export function affiliatePercentText(fraction: number): string {
  return `${affiliatePercent(fraction)}%`;
}

/**
 * The affiliate's share of a sale of `baseCents` at `bp` basis points, in whole cents, half up:
 * 3 % (300 bp) of $12.50 is 37.5 cents → 38. Integer arithmetic only, so no share is off by a cent.
 */
export function affiliateShareCents(baseCents: number, bp: number): number {
  if (!Number.isSafeInteger(baseCents) || !Number.isSafeInteger(bp) || baseCents <= 0 || bp <= 0) return 0;
  return Math.floor((baseCents * bp + BP_PER_WHOLE / 2) / BP_PER_WHOLE);
}

/** What a share is earned on (affiliate_earnings.source). */
export const AFFILIATE_SOURCES = ['ticket', 'bus_booking', 'spc_booking'] as const;
export type AffiliateSource = (typeof AFFILIATE_SOURCES)[number];

/** How the affiliate page names each kind of share. */
export const AFFILIATE_SOURCE_LABELS: Record<AffiliateSource, string> = {
  ticket: 'Ticket sales',
  bus_booking: 'Booking fees paid',
  spc_booking: 'Booking fees earned',
};

/** A promotion's shares, in basis points (schema affiliate_promotions). */
export interface PromotionShares {
  busBookingBp: number;
  spcBookingBp: number;
  ticketBp: number;
}

/** The share of a promotion that a kind of sale earns. */
export function sourceBp(promotion: PromotionShares, source: AffiliateSource): number {
  if (source === 'ticket') return promotion.ticketBp;
  return source === 'bus_booking' ? promotion.busBookingBp : promotion.spcBookingBp;
}

// ---------------------------------------------------------------------------------------------
// Days and months (UTC)

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant: 'YYYY-MM-DD' (a promotion holds a sale when its dates hold this day). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first day of the UTC month of an instant: 'YYYY-MM-01' (affiliate_payouts.month). */
export function monthOf(ms: number): string {
  return `${utcDay(ms).slice(0, 7)}-01`;
}

/** The instant a month ('YYYY-MM' or 'YYYY-MM-01') starts. */
export function monthStartMs(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, 1);
}

/** The instant the month after `month` starts: when the month has ended and its payout comes due. */
export function monthEndMs(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m, 1);
}

/** The last month that has ended at `nowMs` ('YYYY-MM-01'). */
export function lastEndedMonth(nowMs: number): string {
  return monthOf(monthStartMs(monthOf(nowMs)) - DAY_MS);
}

/** A month as the page shows it: 'March 2026'. */
export function monthLabel(month: string): string {
  return new Date(monthStartMs(month)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// ---------------------------------------------------------------------------------------------
// The monthly payout

/** spec 001 §1 Money: affiliate payouts are monthly, in one lump sum, less processing fees. */
export interface AffiliatePayoutAmounts {
  grossCents: number;
  /** The card processor's monthly percentage of the payout volume (get_fees processor_monthly_pct), to the cent. */
  feeCents: number;
  amountCents: number;
}

/** The month's shares less the processor's fee on the payout, as the ticket payouts work it out (payouts.ts). */
export function affiliatePayout(grossCents: number, processorMonthlyPct: number): AffiliatePayoutAmounts {
  const gross = Math.max(0, grossCents);
  const feeCents = Math.min(gross, percentOfCents(gross, processorMonthlyPct > 0 ? processorMonthlyPct : 0));
  return { grossCents: gross, feeCents, amountCents: gross - feeCents };
}

/** The payout's idempotency key at the provider: the same for every attempt, so a retry never pays twice. */
export const affiliatePayoutKey = (payoutId: number) => `affiliate-payout-${payoutId}`;

export const AFFILIATE_PAYOUT_STATUS_LABELS = { due: 'Due', paid: 'Paid', failed: 'Not paid yet' } as const;

// ---------------------------------------------------------------------------------------------
// Who may join, and the code

/** spec 001 §6: 'only talent and businesses may join'. */
export function mayJoinAffiliateProgramme(member: {
  isBusiness: boolean;
  isSpecialist: boolean;
  agencyAsClient: boolean;
}): boolean {
  // spec 000 §6: a record flagged agency_as_client 'is treated as lacking valid permission for other purposes'.
  return !member.agencyAsClient && (member.isBusiness || member.isSpecialist);
}

/** Letters and digits easy to read aloud and type: no 0/O, 1/I. Codes are matched whatever their case. */
export const AFFILIATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_SUFFIX_LENGTH = 4;
const PREFIX_MAX = 6;

/**
 * A new affiliate code: up to 6 letters of the member's username or name (accents dropped; 'STAGE' when it has
 * fewer than 2) and 4 random characters of AFFILIATE_CODE_ALPHABET, e.g. 'TALA7KQ2'. The server checks it is
 * not taken and draws again when it is.
 */
export function newAffiliateCode(name: string, source: RandomSource = globalThis.crypto): string {
  const letters = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, PREFIX_MAX);
  const prefix = letters.length >= 2 ? letters : 'STAGE';
  // 32 characters: a byte's low 5 bits pick one without bias.
  const bytes = source.getRandomValues(new Uint8Array(AFFILIATE_CODE_SUFFIX_LENGTH));
  let suffix = '';
  for (const byte of bytes) suffix += AFFILIATE_CODE_ALPHABET[byte & 31];
  return prefix + suffix;
}

// ---------------------------------------------------------------------------------------------
// Texts the server answers

export const AFFILIATE_JOIN_REFUSED = 'Only talent and businesses may join the affiliate programme.';
export const AFFILIATE_TERMS_REQUIRED = 'Please accept the Affiliate Programme Terms to join.';
export const NOT_AN_AFFILIATE = 'You have not joined the affiliate programme.';
export const AFFILIATE_SUSPENDED = 'Your affiliate membership is suspended. Contact support@stagepass.app.';
export const AFFILIATE_CLIENT_NOT_FOUND = 'That member was not referred by you.';
export const AFFILIATE_ACTING_REFUSED =
  'The affiliate programme is for the account holder: an agency acting for a client cannot use it.';

// ---------------------------------------------------------------------------------------------
// Texts of the screens

export const AFFILIATE_PAGE_TITLE = 'Affiliate';
export const JOIN_AFFILIATE_TITLE = 'Join the affiliate programme';
export const JOIN_AFFILIATE_INTRO =
  'Refer talent and businesses to Stagepass and earn a share of their revenue. Affiliate payouts are made monthly in one lump sum, less processing fees.';
export const JOIN_AFFILIATE_BUTTON = 'Join the affiliate programme';
export const ACCEPT_AFFILIATE_TERMS_LABEL = 'I am 18 or older and accept the Affiliate Programme Terms';
export const READ_AFFILIATE_TERMS = 'Read the Affiliate Programme Terms';
export const AFFILIATE_JOINED = 'You joined the affiliate programme. Share your code to start earning.';
export const AFFILIATE_SETTINGS_TITLE = 'Affiliate programme';
export const AFFILIATE_SETTINGS_JOINED = (code: string) => `You are in the affiliate programme. Your code is ${code}.`;
export const AFFILIATE_SETTINGS_OPEN = 'Open your affiliate page';
export const YOUR_AFFILIATE_CODE = 'Your affiliate code';
export const AFFILIATE_CODE_HELP =
  'New talent and businesses enter your code in “Affiliate code” when they register. Their sales then earn you the revenue share below.';
export const COPY_CODE = 'Copy Code';
export const CODE_COPIED = 'Copied';
export const COPY_LINK = 'Copy Sign-up Link';

export const AFFILIATE_CLIENTS_TITLE = 'Your referrals';
export const NO_AFFILIATE_CLIENTS = 'Nobody has registered with your code yet.';
export const AFFILIATE_EARNINGS_TITLE = 'Earnings';
export const NO_AFFILIATE_EARNINGS =
  'No earnings yet. A share is counted once a sale settles: ticket sales after the event, booking fees once the talent is paid.';
export const AFFILIATE_PAYOUTS_TITLE = 'Payouts';
export const NO_AFFILIATE_PAYOUTS = 'No payouts yet. Each month’s earnings are paid after the month ends.';
export const AFFILIATE_TOTALS = {
  earned: 'Earned so far',
  pending: 'To be paid',
  paid: 'Paid out',
} as const;
export const NO_PROMOTION = 'There is no promotion running at the moment, so new sales earn no share for now.';

/** The role a referred member registered as, as the clients table shows it. */
export const AFFILIATE_CLIENT_ROLES = {
  SPECIALIST: 'Talent',
  BUSINESS: 'Business',
  USER: 'Fan',
  AGENCY: 'Agency',
} as const;
export type AffiliateClientRole = keyof typeof AFFILIATE_CLIENT_ROLES;

// ---------------------------------------------------------------------------------------------
// The 'Current Promotional Offer' panel (spec 001 §2 landing; fed by affiliate_promotion)

export const PROMOTION_TITLE = 'Current Promotional Offer';

/** The promotion as affiliate_promotion answers it: fractions, days, months. */
export interface PromotionView {
  bus_booking_pct: number;
  spc_booking_pct: number;
  ticket_pct: number;
  start_date: string;
  end_date: string;
  payout_period: number;
}

/** A day 'YYYY-MM-DD' as 'Jan 1, 2026'. */
export function promotionDayText(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The panel's lines: each share as the stored fraction × 100 (spec 001 §9), its period and payout period. */
export function promotionLines(p: PromotionView): { shares: string[]; period: string; payout: string } {
  const months = p.payout_period === 1 ? 'month' : `${p.payout_period} months`;
  return {
    shares: [
      `${affiliatePercentText(p.ticket_pct)} of the ticket sales of businesses you refer`,
      `${affiliatePercentText(p.bus_booking_pct)} of the booking fees businesses you refer pay`,
      `${affiliatePercentText(p.spc_booking_pct)} of the booking fees talent you refer earn`,
    ],
    period: `For sales from ${promotionDayText(p.start_date)} to ${promotionDayText(p.end_date)}.`,
    payout: `Paid every ${months} in one lump sum, less processing fees.`,
  };
}

export const PROMOTION_JOIN = 'Join Stagepass';
export const PROMOTION_CTA = 'Join as talent or a business, then join the affiliate programme from your dashboard.';

// ---------------------------------------------------------------------------------------------
// The guidelines card and the terms modal (spec 001 §2 'affiliate terms modal and guidelines card', §9)

export const AFFILIATE_GUIDELINES_TITLE = 'Affiliate guidelines';
export const AFFILIATE_GUIDELINES: readonly string[] = [
  'Share your code with talent and businesses you know. They enter it in “Affiliate code” when they register; it cannot be added later.',
  'You earn on the sales of the members you refer, at the promotion’s percentages for its period: a business’s ticket sales and the booking fees it pays, and the booking fees a talent earns.',
  'A share counts once its sale settles: ticket sales after the event, booking fees once the talent is paid. Refunded sales earn nothing.',
  'Payouts are monthly, in one lump sum, less processing fees, to your payout account. Set up payouts to receive them.',
  'Be honest about Stagepass: no spam, no misleading claims, and no ads bidding on the Stagepass name.',
  'You cannot refer yourself or an account you control.',
];

export const AFFILIATE_TERMS_TITLE = 'Affiliate Programme Terms';
export const AFFILIATE_TERMS_UPDATED = `Last updated: ${PROGRAMME_TERMS_UPDATED}`;

/** spec 001 §9 'Programme terms': maximum liability 50 US dollars; updated June 17, 2025; arbitration in California; 18. */
export const AFFILIATE_TERMS: readonly { heading: string; paragraphs: readonly string[] }[] = [
  {
    heading: '1. Who may join',
    paragraphs: [
      `The Stagepass affiliate programme is open to talent and businesses with a Stagepass account. You must be ${PROGRAMME_MIN_AGE} years of age or older to join. An agency acting for a client cannot join for that client.`,
    ],
  },
  {
    heading: '2. Your code and referrals',
    paragraphs: [
      'When you join you receive an affiliate code. A member is referred by you when they enter your code in “Affiliate code” as they register. A referral cannot be added or changed after registration, and you cannot refer yourself or an account you control.',
    ],
  },
  {
    heading: '3. Revenue share',
    paragraphs: [
      'Stagepass pays you a share of the sales of the members you refer, at the percentages of the affiliate promotion in force on the day of the sale: a referred business’s ticket sales and the booking fees it pays, and the booking fees a referred talent earns. Sales outside a promotion’s dates earn no share.',
      'A share is counted once its sale settles: a ticket sale after its event, a booking fee once the talent is paid. Refunded, reversed or disputed sales earn nothing.',
    ],
  },
  {
    heading: '4. Payouts',
    paragraphs: [
      'Affiliate payouts are made monthly, in one lump sum for the month’s shares, less processing fees, to your payout account. If you have no payout account when a payout comes due, it waits and is made once your account is ready.',
    ],
  },
  {
    heading: '5. How you promote Stagepass',
    paragraphs: [
      'You agree to promote Stagepass honestly and lawfully: no spam, no misleading claims about Stagepass or its earnings, and no paid advertising that bids on the Stagepass name. Stagepass may withhold shares earned in breach of these Terms.',
    ],
  },
  {
    heading: '6. Changes and ending',
    paragraphs: [
      'Stagepass may change the promotion’s percentages for future periods, update these Terms, or suspend or end your membership at any time. Shares already earned under these Terms are paid. The date above shows the latest version.',
    ],
  },
  {
    heading: '7. Limitation of liability',
    paragraphs: [
      `To the fullest extent the law permits, Stagepass is not liable for indirect, incidental, special or consequential damages arising from the affiliate programme, and its maximum total liability to you for any claim arising from it is limited to ${PROGRAMME_MAX_LIABILITY_USD} US dollars (US $${PROGRAMME_MAX_LIABILITY_USD}).`,
    ],
  },
  {
    heading: '8. Disputes and governing law',
    paragraphs: [
      'These Terms are governed by the laws of the State of California. Any dispute arising from these Terms or the affiliate programme will be resolved by binding individual arbitration in California under California law, except that either party may bring an individual claim in small-claims court.',
    ],
  },
];
