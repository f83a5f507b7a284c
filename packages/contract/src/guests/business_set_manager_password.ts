import { z } from 'zod';
import { idField } from '../ids';
import { ACCESS, defineRequest } from '../define';
import { managerPassword } from './fields';

// Ours (spec 001 §1: check-in staff log into the manager app with the event id and a manager password set by the
// organiser). Setting a new password signs out the devices that used the old one.
export const business_set_manager_password = defineRequest({
  name: 'business_set_manager_password',
  summary: "Set the event's manager password for the check-in app",
  auth: ['Business'],
  // An agency acting for the business is refused (acting-guard.ts): the password would outlive its access.
  access: ACCESS.businessOwned,
  input: z.object({ event_id: idField, password: managerPassword }),
  output: z.object({ manager_password_set: z.literal(true), message: z.string() }),
});
