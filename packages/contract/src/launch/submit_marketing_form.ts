import { z } from 'zod';
import { MARKETING_FIELD_KEYS, MARKETING_TEXT_MAX_LENGTH } from '@stagepass/domain/launch';
import { ACCESS, defineRequest } from '../define';

// spec 000 §7: 'one submission per form id with the fields in section 3; the callback gets a success
// flag and an error'. The form id must be a known one and the keys those of its form (checked by the
// handler with @stagepass/domain/launch, which names the offending §3 key).
export const submit_marketing_form = defineRequest({
  name: 'submit_marketing_form',
  summary: 'Join a city launch or apply to be a partner (one submission per email and form)',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    formId: z.number().int().positive(),
    fields: z
      .record(z.string().max(64), z.string().max(MARKETING_TEXT_MAX_LENGTH))
      .refine((f) => Object.keys(f).length <= MARKETING_FIELD_KEYS.length, 'Too many fields'),
    /** spec 000 §2.12: the ad_id a launch page was opened with, kept for attribution. */
    ad_id: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((s) => (s ? s : undefined)),
  }),
  output: z.object({ success: z.literal(true) }),
});
