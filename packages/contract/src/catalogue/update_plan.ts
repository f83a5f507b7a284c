import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import {
  bothOrNeither,
  catalogueImage,
  currency,
  description,
  effDate,
  imageType,
  plan,
  planInterval,
  planName,
  planPrice,
  timeZone,
  trialDays,
} from './fields';

// spec 001 §7 update_plan, §4 replacement plans. Fields left out keep their value. A new price with eff_date and
// time_zone makes the plan's replacement (or moves the one it has) at that price from that day: the plan's own price
// does not change, and its subscribers move to the replacement at their first cycle from then. eff_date alone moves
// the replacement's date, or the plan's own start when it has none. A new price, currency or interval without a date
// changes the plan itself, only while it has no subscribers. A replacement plan itself is edited only through the
// plan it replaces (400). Another member's plan answers 404. Answers the plan with its replacement.
export const update_plan = defineRequest({
  name: 'update_plan',
  summary: 'Edit one of your plans, or give it a new price from a date',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z
    .object({
      plan_id: idField,
      name: planName.optional(),
      desc: description.optional(),
      price: planPrice.optional(),
      currency: currency.optional(),
      interval: planInterval.optional(),
      trial: trialDays.nullable().optional(),
      eff_date: effDate.optional(),
      time_zone: timeZone.optional(),
      image: catalogueImage.optional(),
      image_type: imageType.optional(),
    })
    .superRefine(bothOrNeither),
  output: z.object({ plan }),
});
