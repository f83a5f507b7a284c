import { describe, expect, it } from 'vitest';
import { NOW, makeSchedule } from '../testing';
import { calendarEntries, closesText, listWindow, monthGridWindow, slotOf } from './calendar-entries';

const booking = {
  bid_id: 501,
  event_id: 51,
  event_name: 'Rooftop Party',
  sb_event_id: 61,
  start_time: '2031-01-11T03:00:00.000Z',
  end_time: '2031-01-11T05:00:00.000Z',
  business_id: 9,
  business_name: 'Bayside Venue',
  price: 320,
};

describe('the calendar’s entries', () => {
  it('places schedules and bookings at the location’s wall clock, with location, rate and closing time', () => {
    const [schedule, booked] = calendarEntries([makeSchedule({ bookings: [booking] })], NOW);
    expect(schedule).toMatchObject({
      kind: 'schedule',
      scheduleId: 71,
      title: 'Studio · $300',
      start: '2031-01-10T18:00',
      end: '2031-01-10T23:00',
      startText: '6:00 pm PST',
      timesText: '6:00 pm PST – 11:00 pm PST',
      closes: 'Closes Jan 10, 5:00 pm PST',
    });
    expect(booked).toMatchObject({
      kind: 'booking',
      scheduleId: 71,
      title: 'Rooftop Party',
      start: '2031-01-10T19:00',
      end: '2031-01-10T21:00',
      timesText: '7:00 pm PST – 9:00 pm PST',
    });
  });

  it("reads 'Schedule Closed' once the day's closing time has passed or its close has run (spec 001 §4)", () => {
    const s = makeSchedule();
    expect(closesText(s, Date.parse(s.closes_at) - 1)).toBe('Closes Jan 10, 5:00 pm PST');
    expect(closesText(s, Date.parse(s.closes_at))).toBe('Schedule Closed');
    expect(closesText({ ...s, closed_at: s.closes_at }, NOW)).toBe('Schedule Closed');
  });

  it('turns the visible range into the inclusive dates of specialist_schedule_list', () => {
    expect(listWindow('2030-12-01T00:00:00Z', '2031-01-12T00:00:00Z')).toEqual({
      start_date: '2030-12-01',
      end_date: '2031-01-11',
    });
    expect(listWindow('2030-12-15', '2030-12-22')).toEqual({ start_date: '2030-12-15', end_date: '2030-12-21' });
    // Feb 2031 starts on a Saturday: the grid starts on Sunday Jan 26.
    expect(monthGridWindow(Date.parse('2031-02-10T12:00:00Z'), 'UTC')).toEqual({
      start_date: '2031-01-26',
      end_date: '2031-03-08',
    });
  });

  it('turns a selection into the form’s date and times', () => {
    expect(slotOf({ startStr: '2031-01-10', endStr: '2031-01-11', allDay: true })).toEqual({ date: '2031-01-10' });
    expect(slotOf({ startStr: '2031-01-10T18:00:00Z', endStr: '2031-01-10T21:30:00Z', allDay: false })).toEqual({
      date: '2031-01-10',
      start: '18:00',
      end: '21:30',
    });
    expect(slotOf({ startStr: '2031-01-10T22:00:00Z', endStr: '2031-01-11T00:00:00Z', allDay: false })).toEqual({
      date: '2031-01-10',
      start: '22:00',
      end: '00:00',
    });
  });
});
