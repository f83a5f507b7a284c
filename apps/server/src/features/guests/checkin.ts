import {
  ADMITTED,
  alreadyUsedText,
  CHECKIN_SESSION_ENDED,
  conflictText,
  normalizeCode,
  placesLeft,
  SCAN_REFUSALS,
  type ScanRefusal,
  type ScanVerdict,
} from '@stagepass/domain/guests';
import type { Executor } from '@stagepass/db/client';
import type { ScanResult } from '@stagepass/contract/guests/fields';
import { AppError } from '../../rpc/app-error';
import { hashToken } from '../accounts/session-token';
import * as repo from './guests-repository';

/** The check-in session a token stands for, or 401: expired, or ended by a new manager password. */
export async function checkinSession(db: Executor, token: string, now: Date): Promise<repo.CheckinSession> {
  const session = await repo.findSession(db, hashToken(token), now);
  if (!session) throw new AppError('CHECKIN_SESSION_ENDED', CHECKIN_SESSION_ENDED, 'session_token');
  return session;
}

export interface ReportedScan {
  client_scan_id: string;
  code: string;
  scanned_at: string;
  admitted_offline: boolean;
}

interface Judged {
  verdict: ScanVerdict;
  refusal: ScanRefusal | null;
  passId: number | null;
  used: { at: Date; device_name: string } | null;
  guestName: string | null;
  ticketName: string | null;
}

/**
 * One scan at the door, judged in the caller's transaction. The server admits each code once: the pass's
 * admission row is its primary key, written under the purchase's lock (so a scan and a manual check-in never
 * overfill a purchase). A second scan is 'already used', with when and on which device; a scan this device
 * admitted offline that finds the code admitted first elsewhere is a conflict, kept on record. A scan already
 * recorded (the same device scan id, a sync sent twice) answers what it answered then.
 */
export async function judgeScan(
  tx: Executor,
  session: repo.CheckinSession,
  scan: ReportedScan,
  now: Date,
): Promise<ScanResult> {
  const code = normalizeCode(scan.code);
  const recorded = await repo.findScan(tx, session.eventId, scan.client_scan_id);
  if (recorded) return result(scan.client_scan_id, recorded.code, await replay(tx, recorded), session.timeZone);
  const judged = await judge(tx, session, code, scan, now);
  const inserted = await repo.recordScan(tx, {
    eventId: session.eventId,
    sessionId: session.id,
    deviceName: session.deviceName,
    clientScanId: scan.client_scan_id,
    code,
    passId: judged.passId,
    outcome: judged.verdict,
    reason: judged.refusal,
    offline: scan.admitted_offline,
    scannedAt: new Date(scan.scanned_at),
    receivedAt: now,
  });
  // The same scan sent twice at once (a retried sync): the one recorded first is the answer.
  if (!inserted) {
    const first = (await repo.findScan(tx, session.eventId, scan.client_scan_id))!;
    return result(scan.client_scan_id, first.code, await replay(tx, first), session.timeZone);
  }
  return result(scan.client_scan_id, code, judged, session.timeZone);
}

async function judge(
  tx: Executor,
  session: repo.CheckinSession,
  code: string,
  scan: ReportedScan,
  now: Date,
): Promise<Judged> {
  const pass = await repo.findPass(tx, code);
  const refused = (refusal: ScanRefusal): Judged => ({
    verdict: 'refused',
    refusal,
    passId: null,
    used: null,
    guestName: null,
    ticketName: null,
  });
  if (!pass) return refused('unknown');
  if (pass.eventId !== session.eventId) return refused('other_event');
  const who = { passId: pass.passId, guestName: pass.guestName, ticketName: pass.ticketName };
  if (pass.status === 'Refunded') return { ...refused('refunded'), ...who };
  if (pass.status !== 'Charged') return { ...refused('unpaid'), ...who };
  await repo.lockPurchaseForDoor(tx, pass.purchaseId);
  const prior = await repo.admissionOf(tx, pass.passId);
  if (prior)
    return {
      verdict: scan.admitted_offline ? 'conflict' : 'already_used',
      refusal: null,
      used: { at: prior.scannedAt, device_name: prior.deviceName },
      ...who,
    };
  const guest = await repo.findGuest(tx, session.eventId, pass.purchaseId);
  if (!guest || placesLeft(guest) === 0) return { ...refused('full'), ...who };
  const scannedAt = new Date(scan.scanned_at);
  await repo.admit(tx, {
    passId: pass.passId,
    eventId: session.eventId,
    purchaseId: pass.purchaseId,
    sessionId: session.id,
    deviceName: session.deviceName,
    scannedAt,
    receivedAt: now,
  });
  return { verdict: 'admitted', refusal: null, used: null, ...who };
}

/** A scan recorded before, answered again as it was (with the first admission of its code, if any). */
async function replay(tx: Executor, scan: NonNullable<Awaited<ReturnType<typeof repo.findScan>>>): Promise<Judged> {
  const pass = scan.passId === null ? null : await repo.findPass(tx, scan.code);
  const prior = scan.passId === null ? null : await repo.admissionOf(tx, scan.passId);
  const firstElsewhere = scan.outcome === 'already_used' || scan.outcome === 'conflict';
  return {
    verdict: scan.outcome,
    refusal: (scan.reason as ScanRefusal | null) ?? null,
    passId: scan.passId,
    used: firstElsewhere && prior ? { at: prior.scannedAt, device_name: prior.deviceName } : null,
    guestName: pass?.guestName ?? null,
    ticketName: pass?.ticketName ?? null,
  };
}

function result(clientScanId: string, code: string, judged: Judged, timeZone: string): ScanResult {
  const used = judged.used ? { at: judged.used.at.toISOString(), device_name: judged.used.device_name } : null;
  const message =
    judged.verdict === 'admitted'
      ? ADMITTED
      : judged.verdict === 'refused'
        ? SCAN_REFUSALS[judged.refusal ?? 'unknown']
        : judged.verdict === 'conflict'
          ? conflictText(used!.at, used!.device_name, timeZone)
          : alreadyUsedText(used!.at, used!.device_name, timeZone);
  return {
    client_scan_id: clientScanId,
    code,
    verdict: judged.verdict,
    refusal: judged.refusal,
    message,
    used,
    guest_name: judged.guestName,
    ticket_name: judged.ticketName,
  };
}
