import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { scheduleItem, templateDates, templateName } from './fields';

// Ours (issue 12: templates applied to chosen dates): one schedule per date at the template's local times and
// location, with the rules of specialist_schedule. All or nothing: a refusal names the date that failed.
export const specialist_apply_template = defineRequest({
  name: 'specialist_apply_template',
  summary: 'Create schedules from one of your templates on chosen dates',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({ name: templateName, dates: templateDates }),
  output: z.object({ schedules: z.array(scheduleItem) }),
});
