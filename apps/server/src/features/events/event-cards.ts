import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import { businessEventBadges, subEventNeedsAttention } from '@stagepass/domain/events';
import type { Database } from '@stagepass/db/client';
import { priceRanges } from '../tickets/tickets-repository';
import { bookedTalentOf, filledBySubEvent, talentBidsOnEvents } from '../bookings/bookings-repository';
import type { TalentBidFilter } from '../bookings/bookings-repository';
import { unreadByEvent, type UnreadOnEvent } from '../messages/messages-repository';
import * as repo from './events-repository';
import type { EventRow, SubEventRow } from './events-repository';

/** Distances go out to a tenth of a mile: the position asked about is approximate anyway. */
const tenth = (miles: number) => Math.round(miles * 10) / 10;

function subEventOut(s: SubEventRow): SubEvent {
  return {
    sb_event_id: s.id,
    event_id: s.eventId,
    sb_start_time: s.startTime.toISOString(),
    sb_end_time: s.endTime.toISOString(),
    notes: s.notes,
    traits_num: s.traitsNum,
  };
}

export interface CardOptions {
  /** The caller's member id: its own events carry their online URL and password. */
  viewerId: number | null;
  /** Compute the business card badges (business_events_query) at this instant. */
  badgesAt?: number;
  /** A talent caller: each card carries their own bid on its event (of those matching `filter`). */
  talent?: { id: number; filter?: TalentBidFilter } | null;
}

/** The talent side of a card (spec 001 §3 Event) when the viewer has no bid on its event, or is not talent. */
const NO_TALENT_BID = {
  bid_id: null,
  sch_id: null,
  state: null,
  bid_state: null,
  sb_start_time: null,
  sb_end_time: null,
  sp_trait: null,
} as const satisfies Partial<EventCard>;

/**
 * spec 001 §3 Event bid_id, sch_id, state, bid_state, sb_start_time, sb_end_time, sp_trait: the cards with the
 * talent's most relevant bid on each event (Booked, then live, then the latest), loaded in one query for all cards.
 * New card objects: cards shared through the nearby cache are left as they were.
 */
export async function withTalentBids(
  db: Database,
  cards: readonly EventCard[],
  talent: { id: number; filter?: TalentBidFilter },
): Promise<EventCard[]> {
  const found = await talentBidsOnEvents(
    db,
    talent.id,
    cards.map((c) => c.event_id),
    talent.filter,
  );
  return cards.map((card) => {
    const bid = found.get(card.event_id);
    if (!bid) return { ...card, ...NO_TALENT_BID };
    return {
      ...card,
      bid_id: bid.bidId,
      sch_id: bid.scheduleId,
      state: bid.state,
      bid_state: bid.bidState,
      sb_start_time: bid.sbStart.toISOString(),
      sb_end_time: bid.sbEnd.toISOString(),
      sp_trait: bid.trait,
    };
  });
}

/**
 * spec 001 §3: the event card of each row, with its sub-events and its public tickets' price range each loaded in
 * one query for all rows (no query per event), and so are the booked talent (celebs) and the places filled on each
 * sub-event (the business's 'Needs Attention'). For a talent viewer (`talent`), the cards carry their own bid on each
 * event (withTalentBids, one more query); otherwise those fields are null.
 */
export async function toCards(db: Database, rows: readonly EventRow[], options: CardOptions): Promise<EventCard[]> {
  const cards = await plainCards(db, rows, options);
  return options.talent ? withTalentBids(db, cards, options.talent) : cards;
}

async function plainCards(db: Database, rows: readonly EventRow[], options: CardOptions): Promise<EventCard[]> {
  const ids = rows.map((r) => r.id);
  // The business's own cards (badgesAt) carry its unread messages and reviews per event (spec 001 §4).
  const badgeViewer = options.badgesAt === undefined ? null : options.viewerId;
  const [subs, prices, celebs, unread] = await Promise.all([
    repo.subEventsOf(db, ids),
    priceRanges(db, ids),
    bookedTalentOf(db, ids),
    badgeViewer === null ? new Map<number, UnreadOnEvent>() : unreadByEvent(db, badgeViewer, ids),
  ]);
  const filled =
    options.badgesAt === undefined
      ? new Map<number, Record<string, number>>()
      : await filledBySubEvent(
          db,
          [...subs.values()].flat().map((s) => s.id),
        );
  return rows.map((row) => {
    const list = subs.get(row.id) ?? [];
    const own = options.viewerId === row.businessId;
    return {
      event_id: row.id,
      event_name: row.name,
      business_id: row.businessId,
      business_name: row.businessName,
      business_photo: row.businessPhoto,
      address: row.address,
      sub_administrative_area: row.subAdministrativeArea,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      start_time: row.startTime.toISOString(),
      end_time: row.endTime.toISOString(),
      time_zone: row.timeZone,
      description: row.description,
      image_url: row.image,
      private: row.private,
      draft: row.draft,
      online_only: row.onlineOnly,
      online_url: own ? row.onlineUrl : null,
      ev_password: own ? row.password : null,
      ticket_price_range: prices.get(row.id) ?? [0, 0],
      distance: row.distance === null ? null : tenth(row.distance),
      celebs: celebs.get(row.id) ?? [],
      sb_times: list.map((s) => [s.startTime.toISOString(), s.endTime.toISOString()] as [string, string]),
      sb_event: Object.fromEntries(list.map((s) => [String(s.id), subEventOut(s)])),
      badges:
        options.badgesAt === undefined
          ? []
          : businessEventBadges({
              endMs: row.endTime.getTime(),
              nowMs: options.badgesAt,
              unreadMessages: unread.get(row.id)?.messages ?? 0,
              unreadReviews: unread.get(row.id)?.reviews ?? 0,
              subEventsNeedingAttention: list.filter((s) => subEventNeedsAttention(s.traitsNum, filled.get(s.id) ?? {}))
                .length,
            }),
      ...NO_TALENT_BID,
    };
  });
}

/** The card of one event, as its business sees it (after a write). */
export async function ownCard(db: Database, businessId: number, eventId: number, now: number): Promise<EventCard> {
  const rows = await repo.listByBusiness(db, businessId, eventId);
  const [card] = await toCards(db, rows, { viewerId: businessId, badgesAt: now });
  if (!card) throw new Error(`event ${eventId} of business ${businessId} vanished`);
  return card;
}
