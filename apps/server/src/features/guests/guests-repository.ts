import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { events } from '@stagepass/db/schema/events';
import {
  checkinScans,
  checkinSessions,
  eventManagerPasswords,
  manualCheckins,
  passAdmissions,
  type ScanOutcome,
} from '@stagepass/db/schema/guests';
import { purchases, ticketPasses, tickets } from '@stagepass/db/schema/tickets';

/** The purchases that put people at the door: paid, not refunded. */
const atTheDoor = eq(purchases.status, 'Charged');

/** Passes admitted per purchase, and people checked in by hand, as columns of a purchase row. */
const numValidated = sql<number>`(select count(*)::int from ${passAdmissions} where ${passAdmissions.purchaseId} = ${purchases.id})`;
const manualCount = sql<number>`coalesce((select ${manualCheckins.count} from ${manualCheckins} where ${manualCheckins.purchaseId} = ${purchases.id}), 0)`;

const guestColumns = {
  purchase_id: purchases.id,
  name: members.name,
  photo: members.image,
  ticket_name: tickets.name,
  quantity: purchases.quantity,
  manual_checkin: manualCount,
  num_validated: numValidated,
};

/** spec 001 §3 Guest: one row per paid purchase of the event, by guest name. */
export async function guestList(db: Executor, eventId: number) {
  return db
    .select(guestColumns)
    .from(purchases)
    .innerJoin(members, eq(members.id, purchases.memberId))
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .where(and(eq(purchases.eventId, eventId), atTheDoor))
    .orderBy(asc(members.name), asc(purchases.id));
}
export type GuestRow = Awaited<ReturnType<typeof guestList>>[number];

export async function findGuest(db: Executor, eventId: number, purchaseId: number): Promise<GuestRow | null> {
  const [row] = await db
    .select(guestColumns)
    .from(purchases)
    .innerJoin(members, eq(members.id, purchases.memberId))
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.eventId, eventId), atTheDoor));
  return row ?? null;
}

/** The door's counter: people checked in (by hand or by scan) and tickets sold, over the paid purchases. */
export async function counts(db: Executor, eventId: number): Promise<{ checked_in: number; sold: number }> {
  const [row] = await db
    .select({
      sold: sql<number>`coalesce(sum(${purchases.quantity}), 0)::int`,
      manual: sql<number>`coalesce(sum(${manualCount}), 0)::int`,
      validated: sql<number>`coalesce(sum(${numValidated}), 0)::int`,
    })
    .from(purchases)
    .where(and(eq(purchases.eventId, eventId), atTheDoor));
  return { checked_in: (row?.manual ?? 0) + (row?.validated ?? 0), sold: row?.sold ?? 0 };
}

/** Off only in the door race test's control, to show what the lock prevents. */
export const doorLock = { enabled: true };

/** Locks the purchase row: manual check-ins and scans of one purchase go one at a time, so neither overfills it. */
export async function lockPurchaseForDoor(db: Executor, purchaseId: number) {
  if (!doorLock.enabled) return;
  await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, purchaseId)).for('update');
}

export async function setManualCount(db: Executor, purchaseId: number, count: number, now: Date) {
  await db
    .insert(manualCheckins)
    .values({ purchaseId, count, updatedAt: now })
    .onConflictDoUpdate({ target: manualCheckins.purchaseId, set: { count, updatedAt: now } });
}

// ---------------------------------------------------------------------------------------------
// Manager passwords and check-in sessions

export async function managerPasswordOf(db: Executor, eventId: number) {
  const [row] = await db.select().from(eventManagerPasswords).where(eq(eventManagerPasswords.eventId, eventId));
  return row ?? null;
}

/** Stores the password and ends every session opened with the old one, in the caller's transaction. */
export async function setManagerPassword(db: Executor, eventId: number, passwordHash: string, now: Date) {
  await db
    .insert(eventManagerPasswords)
    .values({ eventId, passwordHash, updatedAt: now })
    .onConflictDoUpdate({ target: eventManagerPasswords.eventId, set: { passwordHash, updatedAt: now } });
  await db.delete(checkinSessions).where(eq(checkinSessions.eventId, eventId));
}

export async function insertSession(db: Executor, values: typeof checkinSessions.$inferInsert) {
  const [row] = await db.insert(checkinSessions).values(values).returning();
  return row!;
}

/** A live session by its token's hash, with its event. */
export async function findSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: checkinSessions.id,
      deviceName: checkinSessions.deviceName,
      eventId: events.id,
      name: events.name,
      startTime: events.startTime,
      endTime: events.endTime,
      timeZone: events.timeZone,
    })
    .from(checkinSessions)
    .innerJoin(events, eq(events.id, checkinSessions.eventId))
    .where(and(eq(checkinSessions.tokenHash, tokenHash), gt(checkinSessions.expiresAt, now)));
  return row ?? null;
}
export type CheckinSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

// ---------------------------------------------------------------------------------------------
// Passes, admissions and scans

/** Every pass of the event's purchases that were ever paid (refunded ones too, so the door can say why). */
export async function passesOfEvent(db: Executor, eventId: number) {
  return db
    .select({
      code: ticketPasses.code,
      status: purchases.status,
      guestName: members.name,
      ticketName: tickets.name,
      usedAt: passAdmissions.scannedAt,
      usedOn: passAdmissions.deviceName,
    })
    .from(ticketPasses)
    .innerJoin(purchases, eq(purchases.id, ticketPasses.purchaseId))
    .innerJoin(members, eq(members.id, purchases.memberId))
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .leftJoin(passAdmissions, eq(passAdmissions.passId, ticketPasses.id))
    .where(and(eq(purchases.eventId, eventId), inArray(purchases.status, ['Charged', 'Refunded'])))
    .orderBy(asc(ticketPasses.id));
}

/** A pass by its code (any event), with its purchase and the purchase's counts at the door. */
export async function findPass(db: Executor, code: string) {
  const [row] = await db
    .select({
      passId: ticketPasses.id,
      purchaseId: purchases.id,
      eventId: purchases.eventId,
      status: purchases.status,
      guestName: members.name,
      ticketName: tickets.name,
    })
    .from(ticketPasses)
    .innerJoin(purchases, eq(purchases.id, ticketPasses.purchaseId))
    .innerJoin(members, eq(members.id, purchases.memberId))
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .where(eq(ticketPasses.code, code));
  return row ?? null;
}

export async function admissionOf(db: Executor, passId: number) {
  const [row] = await db.select().from(passAdmissions).where(eq(passAdmissions.passId, passId));
  return row ?? null;
}

/** Admits the pass unless it was admitted before: true when this call admitted it (the primary key decides). */
export async function admit(db: Executor, values: typeof passAdmissions.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(passAdmissions)
    .values(values)
    .onConflictDoNothing({ target: passAdmissions.passId })
    .returning({ passId: passAdmissions.passId });
  return inserted.length > 0;
}

export async function findScan(db: Executor, eventId: number, clientScanId: string) {
  const [row] = await db
    .select()
    .from(checkinScans)
    .where(and(eq(checkinScans.eventId, eventId), eq(checkinScans.clientScanId, clientScanId)));
  return row ?? null;
}

/** Records a scan once per device scan id; false when it was already recorded (a sync sent twice). */
export async function recordScan(db: Executor, values: typeof checkinScans.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(checkinScans)
    .values(values)
    .onConflictDoNothing({ target: [checkinScans.eventId, checkinScans.clientScanId] })
    .returning({ id: checkinScans.id });
  return inserted.length > 0;
}

/** The conflicts of the event: each offline admission that found its code admitted first elsewhere. */
export async function conflictsOf(db: Executor, eventId: number) {
  return db
    .select({
      code: checkinScans.code,
      guestName: members.name,
      ticketName: tickets.name,
      firstAt: passAdmissions.scannedAt,
      firstOn: passAdmissions.deviceName,
      secondAt: checkinScans.scannedAt,
      secondOn: checkinScans.deviceName,
    })
    .from(checkinScans)
    .innerJoin(passAdmissions, eq(passAdmissions.passId, checkinScans.passId))
    .innerJoin(purchases, eq(purchases.id, passAdmissions.purchaseId))
    .innerJoin(members, eq(members.id, purchases.memberId))
    .innerJoin(tickets, eq(tickets.id, purchases.ticketId))
    .where(and(eq(checkinScans.eventId, eventId), eq(checkinScans.outcome, 'conflict' satisfies ScanOutcome)))
    .orderBy(asc(checkinScans.scannedAt));
}
