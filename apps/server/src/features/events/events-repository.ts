import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids } from '@stagepass/db/schema/bookings';
import { events, subEvents, watchedItems } from '@stagepass/db/schema/events';
import { specialistTraits } from '@stagepass/db/schema/talent';
import { boundingBox } from '@stagepass/domain/events';
import { talentBidConditions, type TalentBidFilter } from '../bookings/bookings-repository';

type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** An event as the repository hands it out (spec 001 §3 Event), with its business's name and photo. */
export interface EventRow {
  id: number;
  businessId: number;
  businessName: string;
  businessPhoto: string | null;
  name: string;
  address: string;
  subAdministrativeArea: string | null;
  country: string;
  latitude: number;
  longitude: number;
  startTime: Date;
  endTime: Date;
  timeZone: string;
  description: string;
  image: string | null;
  private: boolean;
  draft: boolean;
  onlineUrl: string | null;
  onlineOnly: boolean;
  password: string | null;
  /** Miles from the position the query asked about; null when it named none. */
  distance: number | null;
}

export interface SubEventRow {
  id: number;
  eventId: number;
  startTime: Date;
  endTime: Date;
  notes: string;
  traitsNum: Record<string, number>;
}

export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const eventColumns = {
  id: events.id,
  businessId: events.businessId,
  businessName: members.name,
  businessPhoto: members.image,
  name: events.name,
  address: events.address,
  subAdministrativeArea: events.subAdministrativeArea,
  country: events.country,
  latitude: events.latitude,
  longitude: events.longitude,
  startTime: events.startTime,
  endTime: events.endTime,
  timeZone: events.timeZone,
  description: events.description,
  image: events.image,
  private: events.private,
  draft: events.draft,
  onlineUrl: events.onlineUrl,
  onlineOnly: events.onlineOnly,
  password: events.password,
};

/** spec 001 §9: great-circle miles from a point, in SQL (the same formula as greatCircleMiles). */
function milesFrom(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(degrees(acos(least(1, greatest(-1,
    sin(radians(${latitude}::float8)) * sin(radians(${events.latitude}))
    + cos(radians(${latitude}::float8)) * cos(radians(${events.latitude}))
      * cos(radians(${longitude}::float8 - ${events.longitude})))))) * 60 * 1.1515)`;
}

/** Published public events: the only ones anyone but their business sees in lists. */
const listed = () => and(eq(events.draft, false), eq(events.private, false))!;

export async function insert(db: Db, values: EventValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: events.id });
  return row!.id;
}

export async function update(db: Db, id: number, values: Partial<EventValues>, now: Date): Promise<void> {
  await db
    .update(events)
    .set({ ...values, updatedAt: now })
    .where(eq(events.id, id));
}

/** The business's own event, locked for the rest of the transaction; null when it is not theirs (or gone). */
export async function lockOwned(db: Db, businessId: number, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      image: events.image,
      startTime: events.startTime,
      endTime: events.endTime,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.businessId, businessId)))
    .for('update');
  return row ?? null;
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/** One event by id, whoever owns it and whatever its state (the handler decides who may see it). */
export async function findById(db: Db, id: number, origin?: { latitude: number; longitude: number }) {
  const [row] = await db
    .select({ ...eventColumns, distance: origin ? milesFrom(origin.latitude, origin.longitude) : sql<null>`null` })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(eq(events.id, id));
  return (row as EventRow | undefined) ?? null;
}

/** A business's events, soonest first; with eventId, that one. */
export async function listByBusiness(db: Db, businessId: number, eventId?: number): Promise<EventRow[]> {
  return (await db
    .select({ ...eventColumns, distance: sql<null>`null` })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(and(eq(events.businessId, businessId), eventId === undefined ? undefined : eq(events.id, eventId)))
    .orderBy(asc(events.startTime), asc(events.id))) as EventRow[];
}

/** A business's upcoming published public events (its profile, events_query_for_user). */
export async function listUpcomingListedByBusiness(db: Db, businessId: number, now: Date): Promise<EventRow[]> {
  return (await db
    .select({ ...eventColumns, distance: sql<null>`null` })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(and(eq(events.businessId, businessId), listed(), gt(events.endTime, now)))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(100)) as EventRow[];
}

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  miles: number;
  now: Date;
  /** Calendar days at each venue, inclusive (YYYY-MM-DD). */
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Only events with a time block that needs one of these talent traits. */
  forTraits?: readonly number[] | undefined;
  limit: number;
  /** The next page: events after this one in the list's order (start time, then id). */
  after?: { startTime: Date; id: number } | undefined;
}

/**
 * Published public events that have not ended, within `miles` of a point, soonest first (then by id), after
 * `q.after` when given. Issue 16: the cost is that of the page, not of the events near the point. The search box
 * covers a few one-degree cells; each cell's events are read on events_listed_cell_start_idx in the list's order,
 * from `now` less the longest listed event's span (an event still running started no earlier), only until the page
 * is full, and the cells' pages are merged. A box of more than MAX_CELLS cells (a search hundreds of miles wide) is
 * found on the GiST index events_listed_position_idx instead, and sorted whole.
 */
export async function listNearby(db: Db, q: NearbyQuery): Promise<EventRow[]> {
  const cells = cellsOf(boundingBox(q.latitude, q.longitude, q.miles));
  if (!cells) return (await nearbyQuery(db, q)) as EventRow[];
  const pages = (await Promise.all(cells.map((cell) => cellQuery(db, q, cell)))) as EventRow[][];
  return pages
    .flat()
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id)
    .slice(0, q.limit);
}

/** Cells the nearby list reads one by one at most. */
const MAX_CELLS = 16;

/** The one-degree cells (floor of latitude and of longitude) a box touches; null for more than MAX_CELLS. */
export function cellsOf(box: { minLat: number; maxLat: number; minLng: number; maxLng: number }) {
  const [lat0, lat1] = [Math.floor(box.minLat), Math.floor(box.maxLat)];
  const [lng0, lng1] = [Math.floor(box.minLng), Math.floor(box.maxLng)];
  if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > MAX_CELLS) return null;
  const cells: { lat: number; lng: number }[] = [];
  for (let lat = lat0; lat <= lat1; lat++) for (let lng = lng0; lng <= lng1; lng++) cells.push({ lat, lng });
  return cells;
}

/** The nearby list's conditions, but where an event lies (the box, or a cell). */
function nearbyConditions(q: NearbyQuery): (SQL | undefined)[] {
  const box = boundingBox(q.latitude, q.longitude, q.miles);
  return [
    listed(),
    gt(events.endTime, q.now),
    sql`point(${events.longitude}, ${events.latitude}) <@ box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`,
    sql`${milesFrom(q.latitude, q.longitude)} <= ${q.miles}::float8`,
    q.after &&
      sql`(${events.startTime}, ${events.id}) > (${q.after.startTime.toISOString()}::timestamptz, ${q.after.id}::int)`,
    ...datesAndTraits(q),
  ];
}

/** One cell's page of the nearby list (listNearby), for it and for the test that reads its plan. */
export function cellQuery(db: Db, q: NearbyQuery, cell: { lat: number; lng: number }) {
  return db
    .select({ ...eventColumns, distance: milesFrom(q.latitude, q.longitude) })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(
      and(
        sql`floor(${events.latitude}) = ${cell.lat}::float8 and floor(${events.longitude}) = ${cell.lng}::float8`,
        // An event that has not ended started at most the longest listed span before now (events_listed_span_idx).
        sql`${events.startTime} >= ${q.now.toISOString()}::timestamptz - (select coalesce(max(${events.endTime} - ${events.startTime}), interval '0') from ${events} where ${listed()})`,
        ...nearbyConditions(q),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(q.limit);
}

/** The dates and traits of a query, as conditions on events. */
function datesAndTraits(q: Pick<NearbyQuery, 'startDate' | 'endDate' | 'forTraits'>): SQL[] {
  const conditions: SQL[] = [];
  // A day is the venue's: the event overlaps [start_date 00:00, end_date + 1 00:00) in its own time zone.
  if (q.startDate)
    conditions.push(sql`${events.endTime} > (${q.startDate}::date::timestamp at time zone ${events.timeZone})`);
  if (q.endDate)
    conditions.push(sql`${events.startTime} < ((${q.endDate}::date + 1)::timestamp at time zone ${events.timeZone})`);
  if (q.forTraits?.length)
    conditions.push(
      sql`exists (select 1 from ${subEvents} where ${subEvents.eventId} = ${events.id}
        and ${subEvents.traitsNum} ?| ${sql.raw(`array[${q.forTraits.map((t) => `'${Number(t)}'`).join(',')}]`)})`,
    );
  return conditions;
}

/** The nearby list of a box too wide for cells, on the GiST index (listNearby), and for the test of its plan. */
export function nearbyQuery(db: Db, q: NearbyQuery) {
  return db
    .select({ ...eventColumns, distance: milesFrom(q.latitude, q.longitude) })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(and(...nearbyConditions(q)))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(q.limit);
}

/** An event on which this talent has a bid matching the filter. */
const hasTalentBid = (talentId: number, filter?: TalentBidFilter) =>
  sql`exists (select 1 from ${bids} where ${bids.eventId} = ${events.id} and ${talentBidConditions(talentId, filter)})`;

/**
 * spec 001 §4 Featured events: published public events that end in the future and carry no bid_id, soonest first.
 * An event carries a bid_id for a talent viewer who has a bid on it (`talentId`), so those are left out.
 */
export async function listFeatured(db: Db, now: Date, limit: number, talentId?: number | null): Promise<EventRow[]> {
  return (await db
    .select({ ...eventColumns, distance: sql<null>`null` })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(and(listed(), gt(events.endTime, now), talentId ? sql`not ${hasTalentBid(talentId)}` : undefined))
    .orderBy(asc(events.endTime), asc(events.id))
    .limit(limit)) as EventRow[];
}

export interface TalentBidEventsQuery {
  talentId: number;
  filter: TalentBidFilter;
  eventId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  forTraits?: readonly number[] | undefined;
  origin: { latitude: number; longitude: number };
  limit: number;
}

/**
 * The talent side of user_events_query (spec 001 §7 scheduling_calendar_id, bid_id, the bid-state flag): the events
 * on which the talent has a bid matching the filter, whatever their state (past, draft or private: the business
 * asked this talent to it), newest first.
 */
export async function listByTalentBids(db: Db, q: TalentBidEventsQuery): Promise<EventRow[]> {
  return (await db
    .select({ ...eventColumns, distance: milesFrom(q.origin.latitude, q.origin.longitude) })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(
      and(
        hasTalentBid(q.talentId, q.filter),
        q.eventId === undefined ? undefined : eq(events.id, q.eventId),
        ...datesAndTraits(q),
      ),
    )
    .orderBy(desc(events.startTime), desc(events.id))
    .limit(q.limit)) as EventRow[];
}

/** Events by id, in one query (the watchlist). */
export async function listByIds(db: Db, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .select({ ...eventColumns, distance: sql<null>`null` })
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(inArray(events.id, [...ids]))) as EventRow[];
}

// ---------------------------------------------------------------------------------------------
// Sub-events

/** The sub-events of these events, in one query, by event id and in time order. */
export async function subEventsOf(db: Db, eventIds: readonly number[]): Promise<Map<number, SubEventRow[]>> {
  const byEvent = new Map<number, SubEventRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      id: subEvents.id,
      eventId: subEvents.eventId,
      startTime: subEvents.startTime,
      endTime: subEvents.endTime,
      notes: subEvents.notes,
      traitsNum: subEvents.traitsNum,
    })
    .from(subEvents)
    .where(inArray(subEvents.eventId, [...eventIds]))
    .orderBy(asc(subEvents.startTime), asc(subEvents.id));
  for (const row of rows) {
    const list = byEvent.get(row.eventId);
    if (list) list.push(row);
    else byEvent.set(row.eventId, [row]);
  }
  return byEvent;
}

/** The earliest start and latest end of an event's sub-events (null without any). */
export async function subEventSpan(db: Db, eventId: number) {
  const [row] = await db
    .select({
      first: sql<Date | null>`min(${subEvents.startTime})`.mapWith((v: string | null) => (v ? new Date(v) : null)),
      last: sql<Date | null>`max(${subEvents.endTime})`.mapWith((v: string | null) => (v ? new Date(v) : null)),
    })
    .from(subEvents)
    .where(eq(subEvents.eventId, eventId));
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

export async function insertSubEvent(
  db: Db,
  values: { eventId: number; startTime: Date; endTime: Date; notes: string; traitsNum: Record<string, number> },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(subEvents)
    .values({ ...values, createdAt: now })
    .returning({ id: subEvents.id });
  return row!.id;
}

export async function updateSubEvent(
  db: Db,
  id: number,
  values: { startTime: Date; endTime: Date; notes: string; traitsNum: Record<string, number> },
): Promise<void> {
  await db.update(subEvents).set(values).where(eq(subEvents.id, id));
}

/** A sub-event of one of the business's events, locked with its event; null when it is not theirs. */
export async function lockOwnedSubEvent(db: Db, businessId: number, subEventId: number) {
  const [row] = await db
    .select({ id: subEvents.id, eventId: subEvents.eventId })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(and(eq(subEvents.id, subEventId), eq(events.businessId, businessId)))
    .for('update');
  return row ?? null;
}

/** Which of these trait ids name no talent trait (spec 000 §3 specialist traits). */
export async function unknownTraits(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: specialistTraits.id })
    .from(specialistTraits)
    .where(inArray(specialistTraits.id, [...ids]));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function removeSubEvent(db: Db, id: number): Promise<void> {
  await db.delete(subEvents).where(eq(subEvents.id, id));
}

// ---------------------------------------------------------------------------------------------
// Watched items

export async function watch(db: Db, memberId: number, itemType: string, itemId: number, now: Date) {
  await db.insert(watchedItems).values({ memberId, itemType, itemId, createdAt: now }).onConflictDoNothing();
}

export async function unwatch(db: Db, memberId: number, itemType: string, itemId: number) {
  await db
    .delete(watchedItems)
    .where(
      and(eq(watchedItems.memberId, memberId), eq(watchedItems.itemType, itemType), eq(watchedItems.itemId, itemId)),
    );
}

/** What a member watches, newest first (of one type, or all). */
export async function listWatched(db: Db, memberId: number, itemType?: string) {
  return db
    .select({ itemId: watchedItems.itemId, itemType: watchedItems.itemType, createdAt: watchedItems.createdAt })
    .from(watchedItems)
    .where(and(eq(watchedItems.memberId, memberId), itemType ? eq(watchedItems.itemType, itemType) : undefined))
    .orderBy(sql`${watchedItems.createdAt} desc`, sql`${watchedItems.itemId} desc`)
    .limit(500);
}
