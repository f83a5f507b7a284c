// Guest list and check-in (spec 001 §1 companion apps: the event-manager app; §3 Guest; §7 Guest list). The rules the
// server, the guest-list table and the check-in app share, so a scan judged offline is judged as the server would.
import { eventTimeText } from './events';

/** A manager password: long enough to resist guessing at the door, short enough to type on a phone. */
export const MANAGER_PASSWORD_MIN = 8;
export const MANAGER_PASSWORD_MAX = 64;
/** A device's name, shown on a second scan ('already used … by Door 1'). */
export const DEVICE_NAME_MAX = 32;
/** A check-in session lasts a working day at the door. */
export const CHECKIN_SESSION_MS = 24 * 60 * 60 * 1000;
/** Scans one sync may carry (a device that was offline through a whole event sends them in pages). */
export const MAX_SCANS_PER_SYNC = 500;
/** Wrong manager passwords for one event from one address before that address waits (security/lockout.ts). */
export const CHECKIN_MAX_FAILURES = 10;
export const CHECKIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Texts (ours: the spec names the app, not its words)

export const GUEST_LIST_NOT_FOUND = 'Event not found';
export const GUEST_NOT_FOUND = 'Guest not found';
export const MANAGER_PASSWORD_SAVED = 'Manager password saved. Check-in staff can now sign in with it.';
export const CHECKIN_SIGN_IN_FAILED = 'That event id and manager password do not match.';
export const CHECKIN_LOCKED =
  'Too many wrong passwords for this event from your network. Please wait 15 minutes and try again.';
export const CHECKIN_SESSION_ENDED = 'This check-in session has ended. Please sign in again.';
export const ALL_CHECKED_IN = 'Everyone on this purchase is already checked in.';
export const NONE_CHECKED_IN_BY_HAND = 'No guest of this purchase was checked in by hand.';

/** What a scan came to, for the full-screen answer of the check-in app. */
export type ScanVerdict = 'admitted' | 'already_used' | 'refused' | 'conflict';

/** Why a code is refused at the door (a code of another event, a refunded ticket…). */
export const SCAN_REFUSALS = {
  unknown: 'This is not a ticket code of this event.',
  other_event: 'This ticket is for another event.',
  refunded: 'This ticket was refunded.',
  unpaid: 'This ticket has not been paid for.',
  full: ALL_CHECKED_IN,
} as const;
export type ScanRefusal = keyof typeof SCAN_REFUSALS;

export const ADMITTED = 'Admitted';

/** 'Already used at 8:14 pm EST on Door 1': when and where the code was first admitted, in the venue's time. */
export function alreadyUsedText(at: string | number, deviceName: string, timeZone: string): string {
  return `Already used at ${eventTimeText(at, timeZone)} on ${deviceName}`;
}

/**
 * A conflict found at sync: this device admitted the code offline, and another device (or an earlier scan) had
 * admitted it first. Both admissions stand in the record; the door staff decide.
 */
export function conflictText(at: string | number, deviceName: string, timeZone: string): string {
  return `Admitted offline here, but it was already used at ${eventTimeText(at, timeZone)} on ${deviceName}`;
}

// ---------------------------------------------------------------------------------------------
// Counts (spec 001 §3 Guest: checked in = manual_checkin + num_validated)

export interface GuestCounts {
  quantity: number;
  manual_checkin: number;
  num_validated: number;
}

export function checkedIn(guest: Pick<GuestCounts, 'manual_checkin' | 'num_validated'>): number {
  return guest.manual_checkin + guest.num_validated;
}

/** The guest-list column 'Checked In / Purchased': '1/2'. */
export function checkedInText(guest: GuestCounts): string {
  return `${checkedIn(guest)}/${guest.quantity}`;
}

/** How many more of a purchase may come in (by hand or by a scan): never past the quantity bought. */
export function placesLeft(guest: GuestCounts): number {
  return Math.max(0, guest.quantity - checkedIn(guest));
}

/** The counter of the check-in app and the guest list: 'Checked in 12 / 140'. */
export function checkinCounterText(checked: number, sold: number): string {
  return `Checked in ${checked} / ${sold}`;
}

/**
 * A scan judged by a device without the network, from the codes it downloaded and the scans it made since: a code
 * it does not know is refused, a refunded one is refused with its reason, and a code already admitted (by the
 * download or by this device) is already used. The server judges again at sync.
 */
export function judgeOffline(
  code: string,
  known: ReadonlyMap<string, { refused: ScanRefusal | null; used: { at: string; device_name: string } | null }>,
): { verdict: ScanVerdict; refusal?: ScanRefusal; used?: { at: string; device_name: string } } {
  const entry = known.get(normalizeCode(code));
  if (!entry) return { verdict: 'refused', refusal: 'unknown' };
  if (entry.refused) return { verdict: 'refused', refusal: entry.refused };
  if (entry.used) return { verdict: 'already_used', used: entry.used };
  return { verdict: 'admitted' };
}

/**
 * A code as scanned or typed: the QR holds the bare pass code, or a link whose last path segment is the code; staff
 * type it with stray spaces. Codes are case-sensitive (62 letters and digits), so the case is kept.
 */
export function normalizeCode(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  const last = trimmed.includes('/') ? trimmed.slice(trimmed.lastIndexOf('/') + 1) : trimmed;
  return last.replace(/\s+/g, '');
}
