import { z } from 'zod';
import { nameField } from '../accounts/fields';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { recommenderEmail } from './fields';

// spec 001 §7 request_rec (email, by_name, by_id): a talent asks someone, by email, for a recommendation (the email is
// asked for in the alert dialog of §5: 'Please enter a valid email!'). by_id and by_name are the asking talent: the
// caller's own id (another member's answers 404) and the name the email gives (the caller's by default). The email
// carries a /redirect/recreq/{code} link (spec 000 §2.8); claiming it lets the recipient write the recommendation
// (write_rec). At most 20 requests a day per talent (429); past the per-address email limit nothing more is sent to
// that address, and the answer says the same.
export const request_rec = defineRequest({
  name: 'request_rec',
  summary: 'Ask someone by email for a recommendation',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({ email: recommenderEmail, by_name: nameField.optional(), by_id: idField.optional() }),
  output: z.object({ success: z.boolean(), message: z.string() }),
});
