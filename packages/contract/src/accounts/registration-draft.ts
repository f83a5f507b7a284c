import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@stagepass/domain/accounts';
import { isEmail, isName, isUsername } from '@stagepass/domain/validators';

export const accountTypes = ['user', 'specialist', 'business', 'agency'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The registration draft of spec 000 §3. */
export const registrationDraft = z.object({
  email: z.string().trim().toLowerCase().refine(isEmail, 'Invalid Email Address'),
  name: z.string().trim().min(1).max(40).refine(isName, 'Invalid name'),
  username: z.string().trim().max(40).refine(isUsername, 'Letters, digits, underscore and hyphen only').optional(),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  accType: z.enum(accountTypes),
  address: z.string().trim().max(200).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  locality: z.string().trim().max(100).optional(),
  administrative_area: z.string().trim().max(100).optional(),
  sub_administrative_area: z.string().trim().max(100).optional(),
  country: z.string().trim().length(2).optional(),
  affiliate_code: z.string().trim().max(40).optional(),
});
export type RegistrationDraft = z.infer<typeof registrationDraft>;
