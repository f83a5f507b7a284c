import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { scheduleTerms, templateItem, templateName, templateTime } from './fields';

/** The template's fields; required when saving (a missing one answers 400 '<field>: Required'), unused by a delete. */
const templateFields = {
  location_id: idField.nullish(),
  start_time: templateTime.optional(),
  end_time: templateTime.optional(),
  buffer_time: scheduleTerms.buffer_time.optional(),
  rate: scheduleTerms.rate.optional(),
  book_now: scheduleTerms.book_now,
  prv_rate: scheduleTerms.prv_rate,
  prv_book_now: scheduleTerms.prv_book_now,
  approve_bids: scheduleTerms.approve_bids,
  lockout: scheduleTerms.lockout.optional(),
  max_events: scheduleTerms.max_events.optional(),
};

/** The fields a save needs (start_time, end_time, buffer_time, rate, lockout, max_events). */
export const TEMPLATE_REQUIRED_FIELDS = [
  'start_time',
  'end_time',
  'buffer_time',
  'rate',
  'lockout',
  'max_events',
] as const;

// spec 001 §7 specialist_template, §3 Template: saves a template by name (a rename carries the old name in
// old_name), or deletes the named one ({ name, delete: true }). Times are local 'HH:mm' at the template's location
// (end '24:00' is midnight). location_id may be null (choose it before applying the template).
export const specialist_template = defineRequest({
  name: 'specialist_template',
  summary: 'Save, rename or delete one of your schedule templates',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({
    name: templateName,
    old_name: templateName.optional(),
    delete: z.boolean().optional(),
    ...templateFields,
  }),
  /** The saved template; null after a delete. */
  output: z.object({ template: templateItem.nullable() }),
});
