import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RequestOutput } from '@stagepass/contract/registry';
import type { ScanRefusal } from '@stagepass/domain/guests';

/** The signed-in door: the check-in session and its event. */
export interface DoorSession {
  token: string;
  deviceName: string;
  expiresAt: string;
  event: RequestOutput<'checkin_sign_in'>['event'];
}

/** A pass code as the device knows it: from the download, then from its own scans. */
export interface KnownCode {
  code: string;
  guest_name: string;
  ticket_name: string;
  refused: ScanRefusal | null;
  used: { at: string; device_name: string } | null;
}

/** A scan waiting to be sent (made offline, or whose answer never came). */
export interface QueuedScan {
  client_scan_id: string;
  event_id: number;
  code: string;
  scanned_at: string;
  admitted_offline: boolean;
}

interface CheckinDb extends DBSchema {
  session: { key: 'current'; value: DoorSession };
  codes: { key: string; value: KnownCode & { event_id: number }; indexes: { event: number } };
  queue: { key: string; value: QueuedScan; indexes: { event: number } };
  counts: { key: number; value: { event_id: number; checked_in: number; sold: number; downloaded_at: string } };
}

const DB_NAME = 'stagepass-checkin';

let opened: Promise<IDBPDatabase<CheckinDb>> | null = null;

/**
 * The check-in app's storage on the device (IndexedDB): the session, the event's codes downloaded when it opens,
 * the door's counter, and the scans not yet sent. It is what lets the door keep working without a network.
 */
function db(): Promise<IDBPDatabase<CheckinDb>> {
  opened ??= openDB<CheckinDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('session');
      database.createObjectStore('codes', { keyPath: 'code' }).createIndex('event', 'event_id');
      database.createObjectStore('queue', { keyPath: 'client_scan_id' }).createIndex('event', 'event_id');
      database.createObjectStore('counts', { keyPath: 'event_id' });
    },
  });
  return opened;
}

export const checkinStore = {
  async session(): Promise<DoorSession | null> {
    return (await (await db()).get('session', 'current')) ?? null;
  },
  async saveSession(session: DoorSession): Promise<void> {
    await (await db()).put('session', session, 'current');
  },
  /** Signs the door out. Its unsent scans stay, to be sent by the next session of that event. */
  async clearSession(): Promise<void> {
    await (await db()).delete('session', 'current');
  },

  /** Replaces the event's codes with a fresh download, keeping what this device admitted since (not sent yet). */
  async saveDownload(eventId: number, download: RequestOutput<'checkin_codes'>): Promise<void> {
    const d = await db();
    const pending = await d.getAllFromIndex('queue', 'event', eventId);
    const tx = d.transaction(['codes', 'counts'], 'readwrite');
    const codes = tx.objectStore('codes');
    for (const key of await codes.index('event').getAllKeys(eventId)) await codes.delete(key);
    const admittedHere = new Map(pending.filter((s) => s.admitted_offline).map((s) => [s.code, s]));
    for (const c of download.codes) {
      const mine = admittedHere.get(c.code);
      const used = c.used ?? (mine ? { at: mine.scanned_at, device_name: download.device_name } : null);
      await codes.put({ ...c, used, event_id: eventId });
    }
    await tx
      .objectStore('counts')
      .put({ event_id: eventId, ...download.counts, downloaded_at: download.downloaded_at });
    await tx.done;
  },
  async codes(eventId: number): Promise<Map<string, KnownCode>> {
    const rows = await (await db()).getAllFromIndex('codes', 'event', eventId);
    return new Map(rows.map((r) => [r.code, r]));
  },
  async markUsed(eventId: number, code: string, used: { at: string; device_name: string }): Promise<void> {
    const d = await db();
    const known = await d.get('codes', code);
    if (known && known.event_id === eventId) await d.put('codes', { ...known, used });
  },
  async counts(eventId: number) {
    return (await (await db()).get('counts', eventId)) ?? null;
  },
  async saveCounts(eventId: number, counts: { checked_in: number; sold: number }): Promise<void> {
    const d = await db();
    const before = await d.get('counts', eventId);
    await d.put('counts', { downloaded_at: before?.downloaded_at ?? '', ...counts, event_id: eventId });
  },

  async queue(scan: QueuedScan): Promise<void> {
    await (await db()).put('queue', scan);
  },
  /** The event's unsent scans, oldest first. */
  async queued(eventId: number): Promise<QueuedScan[]> {
    const rows = await (await db()).getAllFromIndex('queue', 'event', eventId);
    return rows.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
  },
  async unqueue(ids: readonly string[]): Promise<void> {
    const tx = (await db()).transaction('queue', 'readwrite');
    await Promise.all(ids.map((id) => tx.store.delete(id)));
    await tx.done;
  },
};
