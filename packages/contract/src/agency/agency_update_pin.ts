import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { pinField } from './fields';

// spec 000 §4, §7: agency_update_pin(pin). Clients authorize the agency with its username and this PIN.
export const agency_update_pin = defineRequest({
  name: 'agency_update_pin',
  summary: 'Set or replace the PIN clients authorize the signed-in agency with',
  auth: ['Agency'],
  access: ACCESS.agency,
  input: z.object({ pin: pinField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
