import { z } from 'zod';
import { PAYOUT_ACCOUNT_HOLDERS, PAYOUT_ACCOUNT_ROLES } from '../payments/payout-access';
import { AFFILIATE_SOURCES } from '@stagepass/domain/affiliate';

const cents = z.number().int();
/** An ISO instant. */
const instant = z.string();
/** A calendar day, 'YYYY-MM-DD'. */
const day = z.string();

/**
 * spec 001 §6: 'only talent and businesses may join' the affiliate programme, and its menu role needs 'valid
 * permission', which an agency acting as its client lacks (spec 000 §6; the handler refuses it): the very callers
 * that hold a payout account, which the programme pays into.
 */
export const AFFILIATE_MEMBERS = PAYOUT_ACCOUNT_HOLDERS;
export const AFFILIATE_ROLES = PAYOUT_ACCOUNT_ROLES;

/**
 * spec 001 §3 Affiliate promotion: the shares as the stored fraction (0.1 is shown as 10 %, §9), its first and last
 * day, and its payout period in months.
 */
export const affiliatePromotion = z.object({
  bus_booking_pct: z.number(),
  spc_booking_pct: z.number(),
  ticket_pct: z.number(),
  start_date: day,
  end_date: day,
  payout_period: z.number().int(),
});
export type AffiliatePromotion = z.infer<typeof affiliatePromotion>;

export const affiliateSource = z.enum(AFFILIATE_SOURCES);

/** A member who registered with the affiliate's code, and what their sales earned the affiliate. */
export const affiliateClient = z.object({
  member_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(['SPECIALIST', 'BUSINESS', 'USER', 'AGENCY']),
  joined_at: instant,
  earned_cents: cents,
  currency: z.string(),
});
export type AffiliateClient = z.infer<typeof affiliateClient>;

/** One share earned on one settled sale of a referred member. */
export const affiliateEarning = z.object({
  earning_id: z.number().int(),
  source: affiliateSource,
  client_id: z.number().int(),
  client_name: z.string(),
  /** The event the sale was for; null when none is known. */
  event_name: z.string().nullable(),
  base_cents: cents,
  /** The promotion's share, as the stored fraction. */
  pct: z.number(),
  share_cents: cents,
  currency: z.string(),
  earned_at: instant,
  /** The payout that paid it, once one took it; null while it is to be paid. */
  payout_id: z.number().int().nullable(),
});
export type AffiliateEarning = z.infer<typeof affiliateEarning>;

/** spec 001 §1 Money: one monthly payout, in one lump sum, less processing fees. */
export const affiliatePayout = z.object({
  payout_id: z.number().int(),
  /** The month it pays for: 'YYYY-MM-01'. */
  month: day,
  gross_cents: cents,
  fee_cents: cents,
  amount_cents: cents,
  currency: z.string(),
  status: z.enum(['due', 'paid', 'failed']),
  earnings: z.number().int().min(0),
  paid_at: instant.nullable(),
  failure_message: z.string().nullable(),
});
export type AffiliatePayout = z.infer<typeof affiliatePayout>;
