import { z } from 'zod';
import { codeField } from '../accounts/fields';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { recommendationItem, recommendationText } from './fields';

// spec 001 §7 write_rec (rec, code, for_id): the recipient of a recommendation request of talent `for_id` writes it,
// once. The request is the caller's (claimed through the mailed link, or accepted with claim_for_id); or `code`, the
// link's code, names it, and an unclaimed one is claimed here. Written once (409 after). A request that is not the
// caller's, or a code of another talent's request, answers 404.
export const write_rec = defineRequest({
  name: 'write_rec',
  summary: 'Write a recommendation you were asked for',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ rec: recommendationText, code: codeField.optional(), for_id: idField }),
  output: z.object({ recommendation: recommendationItem }),
});
