import { z } from 'zod';
import { BID_WHOLE_DOLLARS } from '@stagepass/domain/auction';
import { idField } from '../ids';

/**
 * spec 001 §5: 'Bids are whole USD amounts, no decimals and no $ symbol.' A number or a string of digits, read as
 * whole dollars and handed on in cents.
 */
export const bidDollars = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d{1,6}$/.test(text) || Number(text) === 0) {
    ctx.addIssue({ code: 'custom', message: BID_WHOLE_DOLLARS });
    return z.NEVER;
  }
  return Number(text) * 100;
});

export const bidStateName = z.enum([
  'Request',
  'Bid',
  'Booked',
  'Rejected',
  'Reversed',
  'Cancelled',
  'InsufficientFunds',
]);
export const bidStanding = z.enum(['Win', 'Lose', 'Fatal']);

/** The instants of a talent-day's close: when bidding closed, and when the close job finished ('Processing' between). */
export const dayClose = z.object({ closes_at: z.string().nullable(), closed_at: z.string().nullable() });

/**
 * spec 001 §3 Bid / booking, as the business sees it. Money in cents: max_cents is the bid, price_cents what the
 * booking costs once Booked; book_now_cents the schedule's Book Now price for this event (null: none).
 */
export const businessBid = z.object({
  bid_id: z.number().int(),
  sub_event_id: z.number().int(),
  event_id: z.number().int(),
  sp_id: z.number().int(),
  sp_info: z.object({
    id: z.number().int(),
    name: z.string(),
    photo: z.string().nullable(),
    username: z.string().nullable(),
  }),
  sch_id: z.number().int().nullable(),
  sp_trait_id: z.number().int(),
  sp_trait: z.string(),
  type: z.string(),
  state: bidStateName,
  bid_state: bidStanding.nullable(),
  max_cents: z.number().int(),
  price_cents: z.number().int().nullable(),
  book_now_cents: z.number().int().nullable(),
  approve_bids: z.boolean(),
  slot_full: z.boolean(),
  /** The booking's payment (spec 001 §4 Payment states); null before a booking. */
  payment_state: z.enum(['Pending', 'Charged', 'Dispute', 'Completed', 'Reversed']).nullable(),
  sb_start_time: z.string(),
  sb_end_time: z.string(),
  placed_at: z.string(),
  ...dayClose.shape,
});
export type BusinessBid = z.infer<typeof businessBid>;

/** spec 001 §3 Bid / booking as the talent sees it, with its event (the talent's event card and event page). */
export const talentBid = z.object({
  bid_id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  image_url: z.string().nullable(),
  address: z.string(),
  time_zone: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  sb_event_id: z.number().int(),
  sb_start_time: z.string(),
  sb_end_time: z.string(),
  notes: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  business_photo: z.string().nullable(),
  sch_id: z.number().int().nullable(),
  sp_trait_id: z.number().int(),
  sp_trait: z.string(),
  type: z.string(),
  state: bidStateName,
  bid_state: bidStanding.nullable(),
  max_cents: z.number().int(),
  price_cents: z.number().int().nullable(),
  approve_bids: z.boolean(),
  payment_state: z.enum(['Pending', 'Charged', 'Dispute', 'Completed', 'Reversed']).nullable(),
  placed_at: z.string(),
  ...dayClose.shape,
  /** spec 001 §4 'New Message': the messages about the event the talent has not read. */
  new_messages: z.number().int(),
  /** spec 001 §4 'Review Available': the reviews of the talent for the event not read yet. */
  unread_reviews: z.number().int(),
});
export type TalentBid = z.infer<typeof talentBid>;

export const bidIdInput = z.object({ bid_id: idField });

/**
 * The server's clock when it answered (ISO): screens count down to closing times and pick labels ('Processing')
 * against it, so they agree with the server (and follow the development clock) whatever the browser's clock says.
 */
export const serverNow = z.string();
