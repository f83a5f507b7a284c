import { z } from 'zod';
import { SOURCE_ACTIONS } from '@stagepass/domain/tickets';
import { defineRequest } from '../define';
import { CARD_KEEPERS } from './card-access';
import { cardSources } from './fields';

// spec 001 §7 Payments: stripe_source_action (action, token, default_source), §5: the action is Add, Delete or Update,
// and the answer's message is 'Add', 'Delete' or 'Failure' (§8). Add saves the card a token stands for (from the card
// form), the default when default_source is true or it is the first; Delete removes the card `token` names; Update
// makes it the default. A card the provider refuses answers 'Failure' with the provider's reason.
export const stripe_source_action = defineRequest({
  name: 'stripe_source_action',
  summary: 'Add, remove or choose the default of your saved cards',
  auth: 'session',
  access: CARD_KEEPERS,
  input: z.object({
    action: z.enum(SOURCE_ACTIONS),
    token: z.string().trim().min(1).max(255),
    default_source: z.boolean().default(false),
  }),
  output: cardSources.extend({
    message: z.enum(['Add', 'Delete', 'Failure']),
    reason: z.string().nullable(),
  }),
});
