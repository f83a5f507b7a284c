import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

// spec 000 §7: phone, code and the srv_sid of the send → message. Signed in, the verified number
// becomes the member's phone.
export const auth_verify_phone_code = defineRequest({
  name: 'auth_verify_phone_code',
  summary: 'Check a phone verification code',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    phone: z.string().trim().min(1).max(40),
    code: z.string().trim().max(100),
    srv_sid: z.string().trim().min(1).max(100),
  }),
  output: z.object({ message: z.string(), phone: z.string() }),
});
