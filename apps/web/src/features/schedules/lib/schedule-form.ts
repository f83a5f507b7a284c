// The schedule and template forms as data: drafts, the checks made before sending (the server makes them again),
// and the inputs of specialist_schedule and specialist_template. Times are typed as the location's wall clock
// (spec 001 §3 Schedule; a schedule is a day at its location) and sent as ISO instants; prices are whole dollars.

import type { RequestInput } from '@stagepass/contract/registry';
import type { Location, ScheduleItem, TemplateItem } from '@stagepass/contract/schedules/fields';
import { clockTimeText } from '@stagepass/domain/events';
import {
  BUFFER_TIME_MAX_MINUTES,
  LOCKOUT_MAX_MINUTES,
  MAX_EVENTS_MAX,
  MAX_EVENTS_MIN,
  RATE_MAX_DOLLARS,
  RATE_MIN_DOLLARS,
  SCHEDULE_ENDS_BEFORE_START,
  TEMPLATE_NAME_MAX_LENGTH,
  instantToTemplateTime,
  localDay,
  localDayEnd,
  schedulePriceProblem,
  scheduleWindowProblem,
  templateTimeToInstant,
} from '@stagepass/domain/schedules';
import { SCHEDULE_FORM_TEXTS as T } from '../schedules-texts';

/** A number field as the form holds it: '' while empty. */
export type NumberField = number | '';

/** The terms a schedule and a template share (spec 001 §3), as typed. */
export interface TermsDraft {
  bufferTime: NumberField;
  rate: NumberField;
  bookNow: NumberField;
  prvRate: NumberField;
  prvBookNow: NumberField;
  approveBids: boolean;
  lockout: NumberField;
  maxEvents: NumberField;
}

export interface ScheduleDraft extends TermsDraft {
  /** The Select's value: a location id as a string. */
  locationId: string | null;
  /** YYYY-MM-DD at the location. */
  date: string;
  /** HH:mm at the location. */
  start: string;
  /** HH:mm at the location; '00:00' after the start is midnight at the end of the day. */
  end: string;
  /**
   * A block given as instants (a schedule request): while the times are untouched, choosing another location shows
   * the same block at that location's wall clock.
   */
  anchor: { start: string; end: string } | null;
}

export interface TemplateDraft extends TermsDraft {
  name: string;
  /** The name it had when opened: a rename sends it as old_name. */
  oldName: string | null;
  locationId: string | null;
  start: string;
  end: string;
}

/** The server's field names (specialist_schedule, specialist_template) with an input on the form. */
export type ScheduleField =
  | 'location_id'
  | 'start_time'
  | 'end_time'
  | 'buffer_time'
  | 'rate'
  | 'book_now'
  | 'prv_rate'
  | 'prv_book_now'
  | 'lockout'
  | 'max_events';
export type TemplateField = ScheduleField | 'name';
/** The schedule form's fields: the server's, and the date (sent inside start_time and end_time). */
export type ScheduleFormField = ScheduleField | 'date';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

const SCHEDULE_FIELDS: readonly ScheduleField[] = [
  'location_id',
  'start_time',
  'end_time',
  'buffer_time',
  'rate',
  'book_now',
  'prv_rate',
  'prv_book_now',
  'lockout',
  'max_events',
];

/** The form field a server refusal names (its `field`, maybe a zod path 'rate.0'), or null: shown in the alert. */
export function scheduleFieldOf(field: string | undefined): ScheduleField | null {
  const head = field?.split('.')[0];
  return SCHEDULE_FIELDS.find((f) => f === head) ?? null;
}

export function templateFieldOf(field: string | undefined): TemplateField | null {
  const head = field?.split('.')[0];
  if (head === 'name' || head === 'old_name') return 'name';
  return scheduleFieldOf(head);
}

// ---------------------------------------------------------------------------------------------
// Defaults and drafts

/** A new schedule in the evening: most bookings are evening events. */
export const DEFAULT_START = '18:00';
export const DEFAULT_END = '23:00';

export const DEFAULT_TERMS: TermsDraft = {
  bufferTime: 30,
  rate: '',
  bookNow: '',
  prvRate: '',
  prvBookNow: '',
  approveBids: false,
  lockout: 60,
  maxEvents: 1,
};

const MIDNIGHT = '00:00';
const END_OF_DAY = '24:00';

const priceField = (v: number | null): NumberField => (v === null ? '' : v);

function termsOf(s: ScheduleItem | TemplateItem): TermsDraft {
  return {
    bufferTime: s.buffer_time,
    rate: s.rate,
    bookNow: priceField(s.book_now),
    prvRate: priceField(s.prv_rate),
    prvBookNow: priceField(s.prv_book_now),
    approveBids: s.approve_bids,
    lockout: s.lockout,
    maxEvents: s.max_events,
  };
}

/** The wall clock at `timeZone` of a block given as instants: its day and times ('00:00' end for midnight). */
export function wallClockOf(
  start: string,
  end: string,
  timeZone: string,
): { date: string; start: string; end: string } {
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  const date = localDay(startMs, timeZone);
  return {
    date,
    start: instantToTemplateTime(startMs, timeZone),
    end: endMs === localDayEnd(date, timeZone) ? MIDNIGHT : instantToTemplateTime(endMs, timeZone),
  };
}

export function newScheduleDraft(
  locations: readonly Location[],
  slot: { date: string; start?: string; end?: string },
  terms: TermsDraft = DEFAULT_TERMS,
): ScheduleDraft {
  const only = locations.length > 0 ? String(locations[0]!.location_id) : null;
  return {
    ...terms,
    locationId: only,
    date: slot.date,
    start: slot.start ?? DEFAULT_START,
    end: slot.end ?? DEFAULT_END,
    anchor: null,
  };
}

/** A schedule request's block (instants) at the first location's wall clock; it follows the location chosen. */
export function requestScheduleDraft(
  locations: readonly Location[],
  block: { start: string; end: string },
): ScheduleDraft {
  const first = locations[0];
  const tz = first?.time_zone ?? 'UTC';
  return {
    ...DEFAULT_TERMS,
    locationId: first ? String(first.location_id) : null,
    ...wallClockOf(block.start, block.end, tz),
    anchor: block,
  };
}

export function scheduleDraftOf(s: ScheduleItem): ScheduleDraft {
  return {
    ...termsOf(s),
    locationId: String(s.location_id),
    ...wallClockOf(s.start_time, s.end_time, s.time_zone),
    anchor: null,
  };
}

/** Another location chosen: a request's block keeps its instants, so its wall clock moves with the time zone. */
export function withLocation(
  draft: ScheduleDraft,
  locationId: string | null,
  locations: readonly Location[],
): ScheduleDraft {
  const location = locations.find((l) => String(l.location_id) === locationId);
  if (!draft.anchor || !location) return { ...draft, locationId };
  return { ...draft, locationId, ...wallClockOf(draft.anchor.start, draft.anchor.end, location.time_zone) };
}

export function templateDraftOf(t: TemplateItem): TemplateDraft {
  return {
    ...termsOf(t),
    name: t.name,
    oldName: t.name,
    locationId: t.location_id === null ? null : String(t.location_id),
    start: t.start_time,
    end: t.end_time === END_OF_DAY ? MIDNIGHT : t.end_time,
  };
}

export function newTemplateDraft(locations: readonly Location[], from?: ScheduleDraft): TemplateDraft {
  const terms: TermsDraft = from
    ? {
        bufferTime: from.bufferTime,
        rate: from.rate,
        bookNow: from.bookNow,
        prvRate: from.prvRate,
        prvBookNow: from.prvBookNow,
        approveBids: from.approveBids,
        lockout: from.lockout,
        maxEvents: from.maxEvents,
      }
    : DEFAULT_TERMS;
  return {
    ...terms,
    name: '',
    oldName: null,
    locationId: from?.locationId ?? (locations[0] ? String(locations[0].location_id) : null),
    start: from?.start ?? DEFAULT_START,
    end: from?.end ?? DEFAULT_END,
  };
}

// ---------------------------------------------------------------------------------------------
// Checks

function isWhole(v: NumberField): v is number {
  return typeof v === 'number' && Number.isInteger(v);
}

/** An 'HH:mm' end: '00:00' after a later start is the end of the day ('24:00'). */
export function endTimeOf(start: string, end: string): string {
  return end === MIDNIGHT && start !== MIDNIGHT ? END_OF_DAY : end;
}

function termErrors(d: TermsDraft): FormErrors<ScheduleField> {
  const errors: FormErrors<ScheduleField> = {};
  const bounded = (field: ScheduleField, v: NumberField, min: number, max: number, optional = false) => {
    if (v === '') {
      if (!optional) errors[field] = T.required;
    } else if (!Number.isInteger(v)) errors[field] = T.wholeDollars;
    else if (v < min || v > max) errors[field] = `Between ${min} and ${max.toLocaleString('en-US')}`;
  };
  bounded('buffer_time', d.bufferTime, 0, BUFFER_TIME_MAX_MINUTES);
  bounded('rate', d.rate, RATE_MIN_DOLLARS, RATE_MAX_DOLLARS);
  bounded('book_now', d.bookNow, RATE_MIN_DOLLARS, RATE_MAX_DOLLARS, true);
  bounded('prv_rate', d.prvRate, RATE_MIN_DOLLARS, RATE_MAX_DOLLARS, true);
  bounded('prv_book_now', d.prvBookNow, RATE_MIN_DOLLARS, RATE_MAX_DOLLARS, true);
  bounded('lockout', d.lockout, 0, LOCKOUT_MAX_MINUTES);
  bounded('max_events', d.maxEvents, MAX_EVENTS_MIN, MAX_EVENTS_MAX);
  if (isWhole(d.rate) && !errors.book_now && !errors.prv_rate && !errors.prv_book_now) {
    const price = schedulePriceProblem({
      rate: d.rate,
      book_now: isWhole(d.bookNow) ? d.bookNow : null,
      prv_rate: isWhole(d.prvRate) ? d.prvRate : null,
      prv_book_now: isWhole(d.prvBookNow) ? d.prvBookNow : null,
    });
    if (price) errors[price.field as ScheduleField] = price.message;
  }
  return errors;
}

/** What the schedule form refuses before sending, by server field. */
export function scheduleErrors(
  d: ScheduleDraft,
  location: Location | undefined,
  nowMs: number,
): FormErrors<ScheduleFormField> {
  const errors: FormErrors<ScheduleFormField> = termErrors(d);
  if (!location) errors.location_id = T.chooseLocation;
  if (!d.date) errors.date = T.required;
  if (!d.start) errors.start_time = T.required;
  if (!d.end) errors.end_time = T.required;
  if (location && !errors.date && !errors.start_time && !errors.end_time) {
    const w = scheduleWindow(d, location.time_zone);
    const problem = scheduleWindowProblem(w, location.time_zone, nowMs);
    if (problem) errors[problem.field] = problem.message;
  }
  return errors;
}

export function templateErrors(d: TemplateDraft, location: Location | undefined): FormErrors<TemplateField> {
  const errors: FormErrors<TemplateField> = termErrors(d);
  const name = d.name.trim();
  if (!name) errors.name = T.required;
  else if (name.length > TEMPLATE_NAME_MAX_LENGTH) errors.name = `At most ${TEMPLATE_NAME_MAX_LENGTH} characters`;
  if (!location) errors.location_id = T.chooseLocation;
  if (!d.start) errors.start_time = T.required;
  if (!d.end) errors.end_time = T.required;
  if (d.start && d.end && endTimeOf(d.start, d.end) <= d.start) errors.end_time = SCHEDULE_ENDS_BEFORE_START;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Inputs

function scheduleWindow(d: ScheduleDraft, timeZone: string) {
  return {
    startMs: templateTimeToInstant(d.date, d.start, timeZone),
    endMs: templateTimeToInstant(d.date, endTimeOf(d.start, d.end), timeZone),
  };
}

function termsInput(d: TermsDraft) {
  const price = (v: NumberField) => (v === '' ? null : v);
  return {
    buffer_time: Number(d.bufferTime),
    rate: Number(d.rate),
    book_now: price(d.bookNow),
    prv_rate: price(d.prvRate),
    prv_book_now: price(d.prvBookNow),
    approve_bids: d.approveBids,
    lockout: Number(d.lockout),
    max_events: Number(d.maxEvents),
  };
}

/** specialist_schedule's input: the wall clock at the location as ISO instants, prices in whole dollars. */
export function scheduleInput(
  d: ScheduleDraft,
  location: Location,
  ids: { schId?: number | undefined; schReqId?: number | undefined } = {},
): RequestInput<'specialist_schedule'> {
  const w = scheduleWindow(d, location.time_zone);
  return {
    ...(ids.schId === undefined ? {} : { sch_id: ids.schId }),
    location_id: location.location_id,
    start_time: new Date(w.startMs).toISOString(),
    end_time: new Date(w.endMs).toISOString(),
    ...termsInput(d),
    ...(ids.schReqId === undefined ? {} : { sch_req_id: ids.schReqId }),
  };
}

/** specialist_template's save input; a changed name carries the old one (spec 001 §3: 'the old name on rename'). */
export function templateInput(d: TemplateDraft, location: Location): RequestInput<'specialist_template'> {
  const name = d.name.trim();
  return {
    name,
    ...(d.oldName !== null && d.oldName !== name ? { old_name: d.oldName } : {}),
    location_id: location.location_id,
    start_time: d.start,
    end_time: endTimeOf(d.start, d.end),
    ...termsInput(d),
  };
}

/** The time of a template as a line: '6:00 pm – midnight'. */
export function templateTimesText(t: Pick<TemplateItem, 'start_time' | 'end_time'>): string {
  return `${clockText(t.start_time)} – ${clockText(t.end_time)}`;
}

function clockText(hhmm: string): string {
  return hhmm === END_OF_DAY ? 'midnight' : clockTimeText(hhmm);
}
