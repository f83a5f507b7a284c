import { describe, expect, it } from 'vitest';
import {
  BOOK_NOW_BELOW_RATE,
  PRV_BOOK_NOW_BELOW_RATE,
  SCHEDULE_ENDS_BEFORE_START,
  SCHEDULE_IN_PAST,
} from '@stagepass/domain/schedules';
import { NOW, makeLocation, makeSchedule, makeTemplate } from '../testing';
import {
  newScheduleDraft,
  newTemplateDraft,
  requestScheduleDraft,
  scheduleDraftOf,
  scheduleErrors,
  scheduleFieldOf,
  scheduleInput,
  templateDraftOf,
  templateErrors,
  templateFieldOf,
  templateInput,
  withLocation,
} from './schedule-form';

const studio = makeLocation();
const newYork = makeLocation({ location_id: 4, name: 'Club', time_zone: 'America/New_York' });

describe('the schedule form (spec 001 §3 Schedule)', () => {
  it('sends the wall clock at the location as ISO instants, and empty prices as null', () => {
    const draft = { ...newScheduleDraft([studio], { date: '2031-01-10', start: '18:00', end: '23:30' }), rate: 300 };
    expect(scheduleInput(draft, studio)).toEqual({
      location_id: 3,
      start_time: '2031-01-11T02:00:00.000Z',
      end_time: '2031-01-11T07:30:00.000Z',
      buffer_time: 30,
      rate: 300,
      book_now: null,
      prv_rate: null,
      prv_book_now: null,
      approve_bids: false,
      lockout: 60,
      max_events: 1,
    });
    // The same wall clock in New York is three hours earlier.
    expect(scheduleInput(draft, newYork).start_time).toBe('2031-01-10T23:00:00.000Z');
  });

  it('reads an end of 00:00 as midnight at the end of the day, across a daylight-saving change', () => {
    // Mar 9 2031: clocks spring forward in Los Angeles, so the day is 23 hours long.
    const draft = { ...newScheduleDraft([studio], { date: '2031-03-09', start: '20:00', end: '00:00' }), rate: 100 };
    const input = scheduleInput(draft, studio, { schId: 71, schReqId: 12 });
    expect(input).toMatchObject({ sch_id: 71, sch_req_id: 12 });
    expect(input.start_time).toBe('2031-03-10T03:00:00.000Z');
    expect(input.end_time).toBe('2031-03-10T07:00:00.000Z');
    expect(scheduleErrors(draft, studio, NOW)).toEqual({});
  });

  it('refuses what the server would refuse, naming the field', () => {
    const base = newScheduleDraft([studio], { date: '2031-01-10', start: '18:00', end: '23:00' });
    expect(scheduleErrors(base, studio, NOW)).toEqual({ rate: 'Required' });
    expect(scheduleErrors({ ...base, rate: 300, bookNow: 200 }, studio, NOW)).toEqual({
      book_now: BOOK_NOW_BELOW_RATE,
    });
    expect(scheduleErrors({ ...base, rate: 300, prvRate: 400, prvBookNow: 350 }, studio, NOW)).toEqual({
      prv_book_now: PRV_BOOK_NOW_BELOW_RATE,
    });
    expect(scheduleErrors({ ...base, rate: 12.5 }, studio, NOW)).toEqual({ rate: 'Use whole dollars: no cents' });
    expect(scheduleErrors({ ...base, rate: 300, end: '17:00' }, studio, NOW)).toEqual({
      end_time: SCHEDULE_ENDS_BEFORE_START,
    });
    expect(scheduleErrors({ ...base, rate: 300, date: '2030-12-14' }, studio, NOW)).toEqual({
      start_time: SCHEDULE_IN_PAST,
    });
    expect(scheduleErrors({ ...base, rate: 300, locationId: null }, undefined, NOW)).toEqual({
      location_id: 'Choose a location',
    });
    expect(scheduleErrors({ ...base, rate: 300, date: '' }, studio, NOW)).toEqual({ date: 'Required' });
  });

  it('opens a schedule at its location’s wall clock', () => {
    const draft = scheduleDraftOf(makeSchedule({ end_time: '2031-01-11T08:00:00.000Z' }));
    expect(draft).toMatchObject({ locationId: '3', date: '2031-01-10', start: '18:00', end: '00:00', rate: 300 });
    expect(draft.bookNow).toBe(450);
    expect(draft.prvRate).toBe('');
  });

  it('keeps a schedule request’s block when another location is chosen', () => {
    const block = { start: '2031-01-10T20:00:00.000Z', end: '2031-01-10T23:00:00.000Z' };
    const draft = requestScheduleDraft([studio, newYork], block);
    expect(draft).toMatchObject({ locationId: '3', date: '2031-01-10', start: '12:00', end: '15:00' });
    const inNewYork = withLocation(draft, '4', [studio, newYork]);
    expect(inNewYork).toMatchObject({ locationId: '4', start: '15:00', end: '18:00' });
    expect(scheduleInput({ ...inNewYork, rate: 1 }, newYork)).toMatchObject({
      start_time: block.start,
      end_time: block.end,
    });
    // Once the talent types a time, the block is theirs: the wall clock stays.
    expect(withLocation({ ...draft, anchor: null }, '4', [studio, newYork])).toMatchObject({ start: '12:00' });
  });

  it('maps the server’s field names onto the form', () => {
    expect(scheduleFieldOf('start_time')).toBe('start_time');
    expect(scheduleFieldOf('book_now')).toBe('book_now');
    expect(scheduleFieldOf('sch_id')).toBeNull();
    expect(scheduleFieldOf(undefined)).toBeNull();
    expect(templateFieldOf('old_name')).toBe('name');
    expect(templateFieldOf('rate')).toBe('rate');
  });
});

describe('the template form (spec 001 §3 Template)', () => {
  it('sends local times, midnight as 24:00, and the old name only on a rename', () => {
    const saved = templateDraftOf(makeTemplate());
    expect(saved).toMatchObject({ name: 'Friday nights', oldName: 'Friday nights', start: '18:00', end: '00:00' });
    expect(templateInput(saved, studio)).toEqual({
      name: 'Friday nights',
      location_id: 3,
      start_time: '18:00',
      end_time: '24:00',
      buffer_time: 30,
      rate: 250,
      book_now: null,
      prv_rate: null,
      prv_book_now: null,
      approve_bids: true,
      lockout: 120,
      max_events: 2,
    });
    expect(templateInput({ ...saved, name: ' Late sets ' }, studio)).toMatchObject({
      name: 'Late sets',
      old_name: 'Friday nights',
    });
  });

  it('makes a template from a schedule draft, and checks its name', () => {
    const schedule = { ...newScheduleDraft([studio], { date: '2031-01-10', start: '19:00', end: '22:00' }), rate: 300 };
    const draft = newTemplateDraft([studio], schedule);
    expect(draft).toEqual({ ...newTemplateDraft([studio]), start: '19:00', end: '22:00', rate: 300 });
    expect(templateErrors(draft, studio)).toEqual({ name: 'Required' });
    expect(templateErrors({ ...draft, name: 'x'.repeat(65) }, studio)).toEqual({ name: 'At most 64 characters' });
    expect(templateErrors({ ...draft, name: 'Evenings', end: '18:00' }, studio)).toEqual({
      end_time: SCHEDULE_ENDS_BEFORE_START,
    });
  });
});
