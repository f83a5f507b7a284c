import { z } from 'zod';
import { POSTING_ROLES_ONLY } from '@stagepass/domain/posts';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { POSTING_ACCESS } from './create_post';

// spec 001 §7 delete_post (post_id), §6: only the post owner deletes a post (its comments go with it). Another
// member's post, or one already deleted, answers 404.
export const delete_post = defineRequest({
  name: 'delete_post',
  summary: 'Delete one of your posts',
  auth: ['Business', 'Specialist'],
  access: { ...POSTING_ACCESS, ownerScoped: true },
  roleRefusal: POSTING_ROLES_ONLY,
  input: z.object({ post_id: idField }),
  output: z.object({ post_id: z.number().int(), deleted: z.literal(true) }),
});
