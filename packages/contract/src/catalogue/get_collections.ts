import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { EVERYONE } from './access';
import { collection } from './fields';

// spec 001 §7 get_collections, §5: 'purchased, otherwise active/byId/lookFor'. purchased: collections holding an
// asset the caller bought (none when logged out). Otherwise byId (a creator's) and/or lookFor (a full-text prefix
// search of name and description), newest first; active keeps the active ones. Others than the owner only ever see
// active collections. Open to everyone.
export const get_collections = defineRequest({
  name: 'get_collections',
  summary: 'Collections: bought, a creator’s or a search',
  auth: 'public',
  access: EVERYONE,
  input: z.object({
    purchased: z.boolean().optional(),
    active: z.boolean().optional(),
    byId: idField.optional(),
    lookFor: z.string().max(100).optional(),
  }),
  output: z.object({ collections: z.array(collection) }),
});
