import { describe, expect, it } from 'vitest';
import {
  anchorDayOf,
  creatorShareCents,
  cycleChargeKey,
  cycleEnd,
  DISPUTE_PERIOD_TEXT,
  nextRetryAt,
  periodText,
  planPriceText,
  reactivation,
  stateAfterDispute,
  subscriptionFeeCents,
  trialEnd,
} from './subscriptions';

const utc = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('billing cycles (calendar months and years)', () => {
  it('ends a monthly cycle a calendar month later, the day clamped to a shorter month', () => {
    expect(iso(cycleEnd(utc('2026-11-22T12:00:00Z'), 'month'))).toBe('2026-12-22T12:00:00.000Z');
    expect(iso(cycleEnd(utc('2027-01-31T09:30:00Z'), 'month'))).toBe('2027-02-28T09:30:00.000Z');
    expect(iso(cycleEnd(utc('2028-01-31T09:30:00Z'), 'month'))).toBe('2028-02-29T09:30:00.000Z');
    expect(iso(cycleEnd(utc('2026-12-15T00:00:00Z'), 'month'))).toBe('2027-01-15T00:00:00.000Z');
  });

  it('ends a yearly cycle a calendar year later (Feb 29 → Feb 28)', () => {
    expect(iso(cycleEnd(utc('2026-11-22T12:00:00Z'), 'year'))).toBe('2027-11-22T12:00:00.000Z');
    expect(iso(cycleEnd(utc('2028-02-29T12:00:00Z'), 'year'))).toBe('2029-02-28T12:00:00.000Z');
  });

  it('returns to the anchor day after a clamped month: Jan 31 → Feb 28 → Mar 31 → Apr 30 → May 31', () => {
    let start = utc('2027-01-31T10:00:00Z');
    let end = cycleEnd(start, 'month');
    const ends = [iso(end)];
    for (let i = 0; i < 3; i++) {
      const anchor = anchorDayOf(start, end);
      [start, end] = [end, cycleEnd(end, 'month', anchor)];
      ends.push(iso(end));
    }
    expect(ends).toEqual([
      '2027-02-28T10:00:00.000Z',
      '2027-03-31T10:00:00.000Z',
      '2027-04-30T10:00:00.000Z',
      '2027-05-31T10:00:00.000Z',
    ]);
  });

  it('keeps an anchor of the 30th through February', () => {
    const start = utc('2027-01-30T10:00:00Z');
    const feb = cycleEnd(start, 'month');
    expect(iso(feb)).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(cycleEnd(feb, 'month', anchorDayOf(start, feb)))).toBe('2027-03-30T10:00:00.000Z');
  });

  it('ends a trial after its days', () => {
    expect(iso(trialEnd(utc('2026-11-22T12:00:00Z'), 14))).toBe('2026-12-06T12:00:00.000Z');
  });
});

describe('renewal retries', () => {
  it('retries 1 and 3 days after the cycle started, then no more', () => {
    const start = utc('2026-12-22T12:00:00Z');
    expect(iso(nextRetryAt(start, 0)!)).toBe('2026-12-23T12:00:00.000Z');
    expect(iso(nextRetryAt(start, 1)!)).toBe('2026-12-25T12:00:00.000Z');
    expect(nextRetryAt(start, 2)).toBeNull();
  });

  it('charges each attempt of a cycle with its own key, the first with the cycle key itself', () => {
    const start = utc('2026-12-22T12:00:00Z');
    expect(cycleChargeKey(7, start, 1)).toBe('subscription:7:2026-12-22T12:00:00.000Z');
    expect(cycleChargeKey(7, start, 2)).toBe('subscription:7:2026-12-22T12:00:00.000Z:2');
  });
});

describe('states', () => {
  it('resumes an Ending subscription and restarts one that ended; a running one is left alone', () => {
    expect(reactivation('Ending')).toBe('resume');
    expect(reactivation('Canceled')).toBe('restart');
    expect(reactivation('Unpaid')).toBe('restart');
    expect(reactivation('Expired')).toBe('restart');
    expect(reactivation('Active')).toBeNull();
    expect(reactivation('PastDue')).toBeNull();
  });

  it('tells the member when the period renews, ends, or when a failed payment is tried again', () => {
    const end = '2026-12-22T12:00:00.000Z';
    expect(periodText({ state: 'Active', current_period_end: end, next_retry_at: null })).toBe('Renews Dec 22, 2026');
    expect(periodText({ state: 'Ending', current_period_end: end, next_retry_at: null })).toBe('Ends Dec 22, 2026');
    expect(periodText({ state: 'Trialing', current_period_end: end, next_retry_at: null })).toBe(
      'Trial ends Dec 22, 2026',
    );
    expect(periodText({ state: 'PastDue', current_period_end: end, next_retry_at: '2026-12-23T12:00:00.000Z' })).toBe(
      'Payment failed. We will try again on Dec 23, 2026.',
    );
    expect(periodText({ state: 'Canceled', current_period_end: end, next_retry_at: null })).toBe('Canceled');
    expect(periodText({ state: 'Dispute', current_period_end: end, next_retry_at: null })).toBe(DISPUTE_PERIOD_TEXT);
  });

  it('settles a Dispute: won in the paid period runs on (Ending when cancelled), otherwise Canceled', () => {
    expect(stateAfterDispute('won', { periodRuns: true, cancelled: false })).toBe('Active');
    expect(stateAfterDispute('won', { periodRuns: true, cancelled: true })).toBe('Ending');
    expect(stateAfterDispute('won', { periodRuns: false, cancelled: false })).toBe('Canceled');
    expect(stateAfterDispute('lost', { periodRuns: true, cancelled: false })).toBe('Canceled');
    expect(stateAfterDispute('lost', { periodRuns: false, cancelled: true })).toBe('Canceled');
  });
});

describe('money', () => {
  it("takes the product's subscription percentage, rounded to the cent, off the creator's share", () => {
    expect(subscriptionFeeCents(999, 10)).toBe(100);
    expect(subscriptionFeeCents(1000, 7.5)).toBe(75);
    expect(subscriptionFeeCents(1005, 5)).toBe(50);
    expect(creatorShareCents(999, 100)).toBe(899);
    expect(creatorShareCents(50, 80)).toBe(0);
  });

  it('shows a plan price per interval', () => {
    expect(planPriceText(999, 'USD', 'month')).toBe('$9.99 / month');
    expect(planPriceText(12000, 'GBP', 'year')).toBe('£120.00 / year');
  });
});
