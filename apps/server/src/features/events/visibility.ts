import { timingSafeEqual } from 'node:crypto';
import {
  EVENT_PASSWORD_FAILURE_WINDOW_MS,
  EVENT_PASSWORD_LOCKED,
  EVENT_PASSWORD_MAX_FAILURES,
} from '@stagepass/domain/events';
import type { Executor } from '@stagepass/db/client';
import { checkUnderLockout } from '../../security/lockout';
import { FAILURES_BY_KEY } from '../accounts/password-attempts';
import type { EventRow } from './events-repository';

/**
 * Who sees an event (issue 9): its business always; others never a draft, and a private event only through its
 * link and password (`privateByLink`: the caller gave it). Lists and the watchlist never show others' private
 * events.
 */
export function visibleTo(
  row: Pick<EventRow, 'businessId' | 'draft' | 'private'>,
  viewerId: number | null,
  options: { privateByLink: boolean },
): boolean {
  if (row.businessId === viewerId) return true;
  if (row.draft) return false;
  return !row.private || options.privateByLink;
}

/** A private event's password as a guest gave it, with who gave it (their address, or their account) and when. */
export interface GuestPassword {
  given: string | undefined;
  source: string;
  now: number;
}

const rule = {
  max: EVENT_PASSWORD_MAX_FAILURES,
  windowMs: EVENT_PASSWORD_FAILURE_WINDOW_MS,
  message: EVENT_PASSWORD_LOCKED,
};

/**
 * Whether the guest's password is the private event's, checked under a lockout (security/lockout.ts): ten wrong
 * passwords for one event from one source in 15 minutes, then 429 for that source only. No password given is no
 * attempt.
 */
export async function passwordAdmits(
  db: Executor,
  event: { id: number; password: string | null },
  guest: GuestPassword,
): Promise<boolean> {
  if (guest.given === undefined || event.password === null) return false;
  const attempt = { key: `event-password:${event.id}`, source: guest.source };
  return checkUnderLockout(db, FAILURES_BY_KEY, rule, attempt, guest.now, async () =>
    samePassword(guest.given, event.password),
  );
}

/** Whether the password a caller gave is the private event's (compared in constant time). */
export function samePassword(given: string | undefined, stored: string | null): boolean {
  if (given === undefined || stored === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
