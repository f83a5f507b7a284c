import { z } from 'zod';
import { USERNAME_FORMAT, USERNAME_MAX_LENGTH } from '@stagepass/domain/accounts';
import { isUsername } from '@stagepass/domain/validators';
import { codeField, emailField, nameField, newPasswordField } from './fields';

export const accountTypes = ['user', 'specialist', 'business', 'agency'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The registration draft of spec 000 §3. */
export const registrationDraft = z.object({
  email: emailField,
  name: nameField,
  // spec 000 §5: empty is allowed here; the member can choose one later (set_username).
  username: z.string().trim().max(USERNAME_MAX_LENGTH).refine(isUsername, USERNAME_FORMAT).optional(),
  password: newPasswordField,
  accType: z.enum(accountTypes),
  address: z.string().trim().max(200).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  locality: z.string().trim().max(100).optional(),
  administrative_area: z.string().trim().max(100).optional(),
  sub_administrative_area: z.string().trim().max(100).optional(),
  country: z.string().trim().length(2).optional(),
  affiliate_code: z.string().trim().max(40).optional(),
  /** Proof that the registrant reads this email: auth_user.registration_token from claim_code (REGISTRATION). */
  registration_token: codeField.optional(),
});
export type RegistrationDraft = z.infer<typeof registrationDraft>;
