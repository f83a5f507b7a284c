import { describe, expect, it } from 'vitest';
import { notificationCursor, notificationTarget, parseNotificationCursor } from './notifications';

const base = { event_id: 5, business_id: 9, bid_id: 3, sch_id: 4, link: '/dash/event/5?x=1' };

describe('notificationTarget (spec 001 §4: where opening a notification goes)', () => {
  it('opens a talent notification at /dash/celeb-event/ with eventId, businessId, bidId and schId', () => {
    expect(notificationTarget({ ...base, type: 'SPECIALIST_EVENT' })).toEqual({
      path: '/dash/celeb-event/',
      state: { eventId: 5, businessId: 9, bidId: 3, schId: 4 },
    });
  });
  it('opens a business notification at its event page, others at their link', () => {
    expect(notificationTarget({ ...base, type: 'BUSINESS_EVENT' })).toEqual({ path: '/dash/event/5' });
    expect(notificationTarget({ ...base, type: 'FOLLOWED' })).toEqual({ path: '/dash/event/5?x=1' });
    expect(notificationTarget({ ...base, type: 'MEMBER', link: null })).toEqual({ path: '/dash/event/5' });
  });
  it('a talent notification without an event falls back to its link, or goes nowhere', () => {
    expect(notificationTarget({ ...base, type: 'SPECIALIST_EVENT', event_id: null, link: '/dash/scheduling' })).toEqual(
      {
        path: '/dash/scheduling',
      },
    );
    expect(notificationTarget({ ...base, type: 'SPECIALIST_EVENT', event_id: null, link: null })).toBeNull();
  });
});

describe('the paging cursor', () => {
  it('round-trips and refuses anything else', () => {
    expect(parseNotificationCursor(notificationCursor(1_767_225_600_000, 42))).toEqual({
      createdAtMs: 1_767_225_600_000,
      id: 42,
    });
    expect(parseNotificationCursor('42')).toBeNull();
    expect(parseNotificationCursor('1_2_3')).toBeNull();
    expect(parseNotificationCursor('136170_8010974913')).toBeNull();
    expect(parseNotificationCursor('136170_0')).toBeNull();
  });
});
