import { z } from 'zod';
import { PHONE_VERIFY_METHODS } from '@stagepass/domain/phone';
import { ACCESS, defineRequest } from '../define';

// spec 000 §3 / §7: phone and method (sms or call) → message and srv_sid. A number the international
// check rejects answers 400 'Invalid Phone Number' (spec 000 §5).
export const auth_send_phone_token = defineRequest({
  name: 'auth_send_phone_token',
  summary: 'Send a verification code to a phone by text message or call',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    phone: z.string().trim().min(1).max(40),
    method: z.enum(PHONE_VERIFY_METHODS).default('sms'),
  }),
  output: z.object({ message: z.string(), srv_sid: z.string() }),
});
