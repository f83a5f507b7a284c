import { describe, expect, it } from 'vitest';
import {
  MESSAGE_TOO_LONG,
  RESPONSE_REQUIRED,
  SCHEDULE_REQUEST_MESSAGE_MAX,
  replyError,
  scheduleRequestBadges,
  scheduleRequestPath,
  slotText,
  talentCanAnswer,
  type ScheduleRequestState,
} from './schedule-requests';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const FUTURE = NOW + 3600_000;
const badges = (state: ScheduleRequestState, startMs: number, newMessages = 0) =>
  scheduleRequestBadges({ state, startMs, nowMs: NOW, newMessages });

describe('schedule request card badges (spec 001 §4)', () => {
  it('names the state while the slot start is in the future', () => {
    expect(badges('CREATED', FUTURE)).toEqual(['Created Schedule']);
    expect(badges('BUSY', FUTURE)).toEqual(['Decline Inquiry']);
    expect(badges('PENDING', FUTURE)).toEqual(['New Inquiry']);
    expect(badges('REJECTED', FUTURE)).toEqual([]);
  });

  it("adds 'New Message' after the state when there are new messages", () => {
    expect(badges('PENDING', FUTURE, 2)).toEqual(['New Inquiry', 'New Message']);
    expect(badges('CREATED', FUTURE, 1)).toEqual(['Created Schedule', 'New Message']);
    expect(badges('BUSY', FUTURE, 1)).toEqual(['Decline Inquiry', 'New Message']);
    expect(badges('REJECTED', FUTURE, 1)).toEqual(['New Message']);
  });

  it('shows no badge once the slot has started, whatever the state or messages', () => {
    for (const state of ['CREATED', 'BUSY', 'PENDING', 'REJECTED'] as const) {
      expect(badges(state, NOW - 1, 3)).toEqual([]);
      // A slot starting right now is no longer in the future.
      expect(badges(state, NOW, 3)).toEqual([]);
    }
  });
});

describe('a reply through the alert dialog (spec 001 §5)', () => {
  it("refuses an empty or blank response with 'Please enter a response!'", () => {
    expect(RESPONSE_REQUIRED).toBe('Please enter a response!');
    expect(replyError('')).toBe('Please enter a response!');
    expect(replyError('   \n\t')).toBe('Please enter a response!');
  });

  it('accepts any other text, and refuses one too long to store', () => {
    expect(replyError(' Yes, I can do it ')).toBeNull();
    expect(replyError('x'.repeat(SCHEDULE_REQUEST_MESSAGE_MAX))).toBeNull();
    expect(replyError('x'.repeat(SCHEDULE_REQUEST_MESSAGE_MAX + 1))).toBe(MESSAGE_TOO_LONG);
  });
});

describe('what the talent may still do', () => {
  it('answers a request not yet turned into a schedule, before its slot starts', () => {
    expect(talentCanAnswer('PENDING', FUTURE, NOW)).toBe(true);
    expect(talentCanAnswer('BUSY', FUTURE, NOW)).toBe(true);
    expect(talentCanAnswer('REJECTED', FUTURE, NOW)).toBe(true);
    expect(talentCanAnswer('CREATED', FUTURE, NOW)).toBe(false);
    expect(talentCanAnswer('PENDING', NOW, NOW)).toBe(false);
  });
});

describe('texts', () => {
  it("shows the slot in the event's time zone", () => {
    expect(slotText('2031-01-11T05:00:00Z', '2031-01-11T06:00:00Z', 'America/Los_Angeles')).toBe(
      'Jan 10 · 9:00 pm PST – 10:00 pm PST',
    );
  });

  it('links to the detail page of spec 001 §2', () => {
    expect(scheduleRequestPath(41, 7)).toBe('/dash/sch-request/41/7');
  });
});
