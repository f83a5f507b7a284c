import { z } from 'zod';
import { defineRequest } from '../define';

// spec 000 §3: business traits (trait), with ids.
export const get_business_trait_types = defineRequest({
  name: 'get_business_trait_types',
  summary: 'Every kind of business',
  auth: 'public',
  access: {
    loggedOut: 'allowed',
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({}),
  output: z.object({ traits: z.array(z.object({ id: z.number().int(), trait: z.string() })) }),
});
