import { z } from 'zod';
import { defineRequest } from '../define';
import { nameField, newPasswordField, usernameField } from './fields';
import { sessionUser } from './session-user';

export const memberUpdateTags = ['username', 'password', 'name', 'phone'] as const;

// spec 000 §7: member_update with tag username, password (curr_password, new_password), name or phone.
// One flat object (the fields the tag needs are required by the handler, which names a missing one),
// so the request stays a plain body shape in the OpenAPI document.
export const member_update = defineRequest({
  name: 'member_update',
  summary: 'Change the username, password, name or phone of the signed-in member',
  auth: 'session',
  access: {
    loggedOut: 401,
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed', // tag 'password' is 403 (acting-guard.ts)
    ownerScoped: false,
  },
  input: z.object({
    tag: z.enum(memberUpdateTags),
    username: usernameField.optional(),
    curr_password: z.string().max(1024).optional(),
    new_password: newPasswordField.optional(),
    name: nameField.optional(),
    /** An empty phone removes it; any other value must pass the international check (spec 000 §5). */
    phone: z.string().trim().max(40).optional(),
  }),
  output: z.object({ user: sessionUser }),
});
