import { z } from 'zod';
import { USERNAME_FORMAT, USERNAME_MAX_LENGTH } from '@stagepass/domain/accounts';
import { isUsername } from '@stagepass/domain/validators';
import { codeField, emailField, nameField, newPasswordField } from './fields';
import { socialTokenField } from './social-fields';

export const accountTypes = ['user', 'specialist', 'business', 'agency'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * spec 000 §3 / §6: how a business or agency account was verified. 'linkedin' carries the token
 * get_linkedin_access_token answered with (the server checks the proof it stands for); 'phone' is
 * Business only: a number verified through auth_verify_phone_code in the last 30 minutes and listed
 * on the business-review service.
 */
export const accountVerification = z.discriminatedUnion('method', [
  z.object({ method: z.literal('linkedin'), token: socialTokenField }),
  // The number, and the srv_sid of the verification that proved it (one verification proves one account).
  z.object({
    method: z.literal('phone'),
    phone: z.string().trim().min(1).max(40),
    srv_sid: z.string().trim().min(1).max(100),
  }),
]);
export type AccountVerificationProof = z.infer<typeof accountVerification>;

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
  /** Required for business and agency: the proof of the account type (accountVerification). */
  verification: accountVerification.optional(),
});
export type RegistrationDraft = z.infer<typeof registrationDraft>;
