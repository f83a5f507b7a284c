import type { BusinessBid, TalentBid } from '@stagepass/contract/bookings/fields';
import { bookNowCents } from '@stagepass/domain/auction';
import type { BidRow } from './bookings-repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const NO_UNREAD = { messages: 0, reviews: 0 };

/** spec 001 §3 Bid / booking as the business reads it. `slotFull`: the trait's places are taken by bookings. */
export function businessBidView(b: BidRow, slotFull: boolean): BusinessBid {
  return {
    bid_id: b.id,
    sub_event_id: b.subEventId,
    event_id: b.eventId,
    sp_id: b.talentId,
    sp_info: { id: b.talentId, name: b.talentName, photo: b.talentPhoto, username: b.talentUsername },
    sch_id: b.scheduleId,
    sp_trait_id: b.traitId,
    sp_trait: b.traitName ?? '',
    type: b.type,
    state: b.state,
    bid_state: b.bidState,
    max_cents: b.maxCents,
    price_cents: b.priceCents,
    book_now_cents:
      b.scheduleId === null
        ? null
        : bookNowCents({ bookNowCents: b.bookNowCents, prvBookNowCents: b.prvBookNowCents }, b.eventPrivate),
    approve_bids: b.approveBids ?? false,
    slot_full: slotFull,
    payment_state: b.paymentState,
    sb_start_time: b.sbStart.toISOString(),
    sb_end_time: b.sbEnd.toISOString(),
    placed_at: b.placedAt.toISOString(),
    closes_at: iso(b.closesAt),
    closed_at: iso(b.closedAt),
  };
}

/**
 * spec 001 §3 Bid / booking as the talent reads it, with its event, and the talent's unread messages and reviews on
 * the event (features/messages unreadByEvent: the card's 'New Message' and 'Review Available').
 */
export function talentBidView(b: BidRow, unread: { messages: number; reviews: number } = NO_UNREAD): TalentBid {
  return {
    bid_id: b.id,
    event_id: b.eventId,
    event_name: b.eventName,
    image_url: b.eventImage,
    address: b.eventAddress,
    time_zone: b.timeZone,
    start_time: b.eventStart.toISOString(),
    end_time: b.eventEnd.toISOString(),
    sb_event_id: b.subEventId,
    sb_start_time: b.sbStart.toISOString(),
    sb_end_time: b.sbEnd.toISOString(),
    notes: b.notes,
    business_id: b.businessId,
    business_name: b.businessName,
    business_photo: b.businessPhoto,
    sch_id: b.scheduleId,
    sp_trait_id: b.traitId,
    sp_trait: b.traitName ?? '',
    type: b.type,
    state: b.state,
    bid_state: b.bidState,
    max_cents: b.maxCents,
    price_cents: b.priceCents,
    approve_bids: b.approveBids ?? false,
    payment_state: b.paymentState,
    placed_at: b.placedAt.toISOString(),
    closes_at: iso(b.closesAt),
    closed_at: iso(b.closedAt),
    new_messages: unread.messages,
    unread_reviews: unread.reviews,
  };
}
