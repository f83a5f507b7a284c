import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import {
  BUFFER_TIME_MAX_MINUTES,
  LOCKOUT_MAX_MINUTES,
  MAX_EVENTS_MAX,
  MAX_EVENTS_MIN,
  RATE_MAX_DOLLARS,
} from '@stagepass/domain/schedules';
import type { FormErrors, NumberField, ScheduleField, TermsDraft } from '../lib/schedule-form';
import { SCHEDULE_FORM_TEXTS as T } from '../schedules-texts';

const numberOrEmpty = (v: number | string): NumberField =>
  typeof v === 'number' ? v : v.trim() === '' ? '' : Number(v);

export interface TermsFieldsProps {
  draft: TermsDraft;
  errors: FormErrors<ScheduleField>;
  /** Sets part of the draft; `fields` are the server fields whose refusal the change clears. */
  onChange: (patch: Partial<TermsDraft>, fields: ScheduleField[]) => void;
}

/**
 * spec 001 §3 Schedule / Template terms: buffer time, rate, Book Now, private rate, private Book Now (whole dollars),
 * approve bids, lockout and max events.
 */
export function TermsFields({ draft, errors, onChange }: TermsFieldsProps) {
  // Whole dollars only (spec 001 §5): no decimal point can be typed.
  const dollars = {
    min: 1,
    max: RATE_MAX_DOLLARS,
    allowDecimal: false,
    allowNegative: false,
    thousandSeparator: ',',
    leftSection: '$',
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={T.rate}
          description={T.rateHint}
          required
          {...dollars}
          value={draft.rate}
          onChange={(v) => onChange({ rate: numberOrEmpty(v) }, ['rate', 'book_now', 'prv_book_now'])}
          error={errors.rate}
        />
        <NumberInput
          label={T.bookNow}
          description={T.bookNowHint}
          {...dollars}
          value={draft.bookNow}
          onChange={(v) => onChange({ bookNow: numberOrEmpty(v) }, ['book_now'])}
          error={errors.book_now}
        />
        <NumberInput
          label={T.prvRate}
          description={T.prvRateHint}
          {...dollars}
          value={draft.prvRate}
          onChange={(v) => onChange({ prvRate: numberOrEmpty(v) }, ['prv_rate', 'prv_book_now'])}
          error={errors.prv_rate}
        />
        <NumberInput
          label={T.prvBookNow}
          description={T.prvBookNowHint}
          {...dollars}
          value={draft.prvBookNow}
          onChange={(v) => onChange({ prvBookNow: numberOrEmpty(v) }, ['prv_book_now'])}
          error={errors.prv_book_now}
        />
      </SimpleGrid>
      <Switch
        label={T.approveBids}
        description={T.approveBidsHint}
        checked={draft.approveBids}
        onChange={(e) => onChange({ approveBids: e.currentTarget.checked }, [])}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={T.bufferTime}
          description={T.bufferTimeHint}
          required
          min={0}
          max={BUFFER_TIME_MAX_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          value={draft.bufferTime}
          onChange={(v) => onChange({ bufferTime: numberOrEmpty(v) }, ['buffer_time'])}
          error={errors.buffer_time}
        />
        <NumberInput
          label={T.maxEvents}
          description={T.maxEventsHint}
          required
          min={MAX_EVENTS_MIN}
          max={MAX_EVENTS_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={draft.maxEvents}
          onChange={(v) => onChange({ maxEvents: numberOrEmpty(v) }, ['max_events'])}
          error={errors.max_events}
        />
      </SimpleGrid>
      <NumberInput
        label={T.lockout}
        description={T.lockoutHint}
        required
        min={0}
        max={LOCKOUT_MAX_MINUTES}
        allowDecimal={false}
        allowNegative={false}
        value={draft.lockout}
        onChange={(v) => onChange({ lockout: numberOrEmpty(v) }, ['lockout', 'start_time'])}
        error={errors.lockout}
      />
    </>
  );
}
