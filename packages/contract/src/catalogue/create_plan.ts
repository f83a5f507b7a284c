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

// spec 001 §3 Plan, §7 create_plan (name, desc, price, currency, interval, eff_date, time_zone, tier_id, optional
// trial, image, image_type): the price of one of the caller's tiers per month or year, in a §9 currency (cents).
// Name at most 50 (§9 subscription name). eff_date (YYYY-MM-DD, today or later) and time_zone go together or not at
// all (400 naming the missing one): the plan opens at that day's midnight there. §6: the creator needs an enabled
// payout account (409 otherwise). Another member's tier answers 404.
export const create_plan = defineRequest({
  name: 'create_plan',
  summary: 'Add a subscription plan to one of your tiers',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z
    .object({
      tier_id: idField,
      name: planName,
      desc: description.default(''),
      price: planPrice,
      currency,
      interval: planInterval,
      trial: trialDays.optional(),
      eff_date: effDate.optional(),
      time_zone: timeZone.optional(),
      image: catalogueImage.optional(),
      image_type: imageType.optional(),
    })
    .superRefine(bothOrNeither),
  output: z.object({ plan }),
});
