import { timingSafeEqual } from 'node:crypto';
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

/** Whether the password a caller gave is the private event's (compared in constant time). */
export function samePassword(given: string | undefined, stored: string | null): boolean {
  if (given === undefined || stored === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
