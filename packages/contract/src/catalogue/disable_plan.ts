import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { bothOrNeither, effDate, plan, timeZone } from './fields';

// spec 001 §7 disable_plan (plan_id, optional eff_date and time_zone), §4: the plan takes no new subscribers, at once
// or from that day's midnight in the time zone (both or neither: 400 naming the missing one). Its subscribers keep
// their subscriptions. 'A replacement plan cannot be deleted' (400). Another member's plan answers 404.
export const disable_plan = defineRequest({
  name: 'disable_plan',
  summary: 'Close one of your plans to new subscribers',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z
    .object({ plan_id: idField, eff_date: effDate.optional(), time_zone: timeZone.optional() })
    .superRefine(bothOrNeither),
  output: z.object({ plan }),
});
