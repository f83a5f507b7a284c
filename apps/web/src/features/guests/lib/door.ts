import type { ScanResult } from '@stagepass/contract/guests/fields';
import {
  ADMITTED,
  alreadyUsedText,
  judgeOffline,
  MAX_SCANS_PER_SYNC,
  normalizeCode,
  SCAN_REFUSALS,
  type ScanVerdict,
} from '@stagepass/domain/guests';
import { rpc, RpcError } from '../../../lib/rpc';
import { checkinStore, type DoorSession } from './checkin-store';

/** What the door shows full-screen after a scan. */
export interface DoorAnswer {
  verdict: ScanVerdict;
  message: string;
  guestName: string | null;
  ticketName: string | null;
  /** Judged on this device without the network (the server judges again at sync). */
  offline: boolean;
}

const asDoorUser = { withoutSession: true } as const;

/** The device's id for one scan: a sync sent twice records it once. */
function newScanId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** The request failed for want of a network (not a refusal by the server). */
const unreachable = (e: unknown) => e instanceof RpcError && e.status === 0;

/** Downloads the event's codes and counter to the device, for checking in offline. */
export async function downloadCodes(session: DoorSession): Promise<void> {
  const download = await rpc('checkin_codes', { session_token: session.token }, asDoorUser);
  await checkinStore.saveDownload(session.event.event_id, download);
}

/**
 * One code at the door. Online, the server judges it (admitted once; a second scan says when and where). Without a
 * network, or when the server cannot be reached, the device judges it from the codes it downloaded and its own
 * scans, and keeps the scan to send later.
 */
export async function scanCode(session: DoorSession, raw: string): Promise<DoorAnswer> {
  const eventId = session.event.event_id;
  const scan = { client_scan_id: newScanId(), code: normalizeCode(raw), scanned_at: new Date().toISOString() };
  if (navigator.onLine) {
    try {
      const { result, counts } = await rpc('checkin_scan', { session_token: session.token, ...scan }, asDoorUser);
      if (result.verdict === 'admitted')
        await checkinStore.markUsed(eventId, scan.code, { at: scan.scanned_at, device_name: session.deviceName });
      await checkinStore.saveCounts(eventId, counts);
      return answerOf(result, false);
    } catch (e) {
      if (!unreachable(e)) throw e;
    }
  }
  const judged = judgeOffline(scan.code, await checkinStore.codes(eventId));
  const admitted = judged.verdict === 'admitted';
  await checkinStore.queue({ ...scan, event_id: eventId, admitted_offline: admitted });
  if (admitted) {
    await checkinStore.markUsed(eventId, scan.code, { at: scan.scanned_at, device_name: session.deviceName });
    const counts = await checkinStore.counts(eventId);
    if (counts) await checkinStore.saveCounts(eventId, { ...counts, checked_in: counts.checked_in + 1 });
  }
  const known = (await checkinStore.codes(eventId)).get(scan.code);
  const message = admitted
    ? ADMITTED
    : judged.used
      ? alreadyUsedText(judged.used.at, judged.used.device_name, session.event.time_zone)
      : SCAN_REFUSALS[judged.refusal ?? 'unknown'];
  return {
    verdict: judged.verdict,
    message,
    guestName: known?.guest_name ?? null,
    ticketName: known?.ticket_name ?? null,
    offline: true,
  };
}

function answerOf(result: ScanResult, offline: boolean): DoorAnswer {
  return {
    verdict: result.verdict,
    message: result.message,
    guestName: result.guest_name,
    ticketName: result.ticket_name,
    offline,
  };
}

/**
 * Sends the scans kept on the device, oldest first, in pages the server takes, then downloads the codes again. The
 * conflicts the server found (a code this device admitted offline that was admitted first elsewhere) come back to
 * be shown, never merged away. A sync cut short leaves the rest queued; sending again records nothing twice.
 */
export async function syncScans(session: DoorSession): Promise<ScanResult[]> {
  const eventId = session.event.event_id;
  const conflicts: ScanResult[] = [];
  for (
    let queued = await checkinStore.queued(eventId);
    queued.length > 0;
    queued = await checkinStore.queued(eventId)
  ) {
    const page = queued.slice(0, MAX_SCANS_PER_SYNC);
    const { results, counts } = await rpc(
      'checkin_sync',
      {
        session_token: session.token,
        scans: page.map(({ client_scan_id, code, scanned_at, admitted_offline }) => ({
          client_scan_id,
          code,
          scanned_at,
          admitted_offline,
        })),
      },
      asDoorUser,
    );
    conflicts.push(...results.filter((r) => r.verdict === 'conflict'));
    await checkinStore.unqueue(page.map((s) => s.client_scan_id));
    await checkinStore.saveCounts(eventId, counts);
  }
  await downloadCodes(session);
  return conflicts;
}
