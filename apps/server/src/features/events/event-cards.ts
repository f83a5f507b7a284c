import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import { businessEventBadges, subEventNeedsAttention } from '@stagepass/domain/events';
import type { Database } from '@stagepass/db/client';
import { priceRanges } from '../tickets/tickets-repository';
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
}

/**
 * spec 001 §3: the event card of each row, with its sub-events and its public tickets' price range each loaded in
 * one query for all rows (no query per event). Booked talent comes from bookings, which a later issue adds: until
 * then an event has no celebs.
 */
export async function toCards(db: Database, rows: readonly EventRow[], options: CardOptions): Promise<EventCard[]> {
  const ids = rows.map((r) => r.id);
  const [subs, prices] = await Promise.all([repo.subEventsOf(db, ids), priceRanges(db, ids)]);
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
      celebs: [],
      sb_times: list.map((s) => [s.startTime.toISOString(), s.endTime.toISOString()] as [string, string]),
      sb_event: Object.fromEntries(list.map((s) => [String(s.id), subEventOut(s)])),
      badges:
        options.badgesAt === undefined
          ? []
          : businessEventBadges({
              endMs: row.endTime.getTime(),
              nowMs: options.badgesAt,
              unreadMessages: 0,
              unreadReviews: 0,
              // Bookings arrive with the auction (issue 12): until then no slot is filled.
              subEventsNeedingAttention: list.filter((s) => subEventNeedsAttention(s.traitsNum, {})).length,
            }),
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
