import type { ParsedInput } from '@stagepass/contract/registry';
import { dollarsToCents } from '@stagepass/domain/schedules';

type Terms = Pick<
  ParsedInput<'specialist_schedule'>,
  'buffer_time' | 'rate' | 'book_now' | 'prv_rate' | 'prv_book_now' | 'approve_bids' | 'lockout' | 'max_events'
>;

/** The terms a schedule and a template share, as stored: whole dollars to cents (null: none). */
export function termsToStored(t: Terms) {
  return {
    bufferTime: t.buffer_time,
    rateCents: dollarsToCents(t.rate),
    bookNowCents: t.book_now == null ? null : dollarsToCents(t.book_now),
    prvRateCents: t.prv_rate == null ? null : dollarsToCents(t.prv_rate),
    prvBookNowCents: t.prv_book_now == null ? null : dollarsToCents(t.prv_book_now),
    approveBids: t.approve_bids,
    lockout: t.lockout,
    maxEvents: t.max_events,
  };
}
