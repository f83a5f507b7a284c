import { z } from 'zod';
import { CLAIM_TYPES, REGISTERED_USER } from '@stagepass/domain/account-codes';
import { ACCESS, defineRequest } from '../define';
import { codeField } from './fields';

// spec 000 §2.8, §7: claim_code(type, code) → success, message, type, and for registration auth_user.
// REGISTRATION, CHG_EMAIL and REACTIVATE_ACCT are used up here; CHG_PASSWD and DELETE_ACCT are only
// checked, so the page can tell a dead link at once, and are used up by reset_password / delete_account.
export const claim_code = defineRequest({
  name: 'claim_code',
  summary: 'Claim an emailed code (registration, email change, reactivation) or check a reset/delete code',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ type: z.enum(CLAIM_TYPES), code: codeField }),
  output: z.object({
    success: z.boolean(),
    message: z.string(),
    type: z.enum([...CLAIM_TYPES, REGISTERED_USER]),
    auth_user: z
      .object({
        email: z.string(),
        /** Single use, 24 hours: send it as userData.registration_token to create_user. */
        registration_token: z.string(),
      })
      .optional(),
  }),
});
