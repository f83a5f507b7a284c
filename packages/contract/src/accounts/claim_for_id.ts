import { z } from 'zod';
import { CLAIM_TYPES } from '@stagepass/domain/account-codes';
import { defineRequest } from '../define';
import { idField } from '../ids';

// spec 000 §7: claim_for_id(type, for_id, reject): accept or turn down something addressed to the
// signed-in member by id (a recommendation request), rather than by an emailed code.
export const claim_for_id = defineRequest({
  name: 'claim_for_id',
  summary: 'Accept or reject a pending request addressed to the signed-in member',
  auth: 'session',
  access: {
    loggedOut: 401,
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: true,
  },
  input: z.object({
    type: z.enum(CLAIM_TYPES),
    for_id: idField,
    reject: z.boolean().optional(),
  }),
  output: z.object({ success: z.boolean(), message: z.string() }),
});
