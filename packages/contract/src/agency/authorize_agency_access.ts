import { z } from 'zod';
import { defineRequest } from '../define';
import { agencyUsernameField, authorizedAgency, pinField } from './fields';

// spec 000 §4, §7: authorize_agency_access(agency_username, pin). A talent or business makes the agency its
// agency, replacing any earlier one. An unknown agency and a wrong PIN get the same 403; wrong PINs for one
// agency username lock further tries for a while (429).
export const authorize_agency_access = defineRequest({
  name: 'authorize_agency_access',
  summary: 'Let the agency with this username and PIN act for the signed-in talent or business',
  auth: ['Specialist', 'Business'],
  access: {
    loggedOut: 401,
    fan: 403,
    talent: 'allowed',
    business: 'allowed',
    agency: 403,
    agencyAsClient: 403, // acting-guard.ts: the client account's security
    ownerScoped: false,
  },
  input: z.object({ agency_username: agencyUsernameField, pin: pinField }),
  output: z.object({ agency: authorizedAgency, message: z.string() }),
});
