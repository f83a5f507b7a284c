import { z } from 'zod';
import { BIO_MAX_LENGTH, BIO_TOO_LONG } from '@stagepass/domain/profiles';
import { defineRequest } from '../define';
import { nameField, newPasswordField, usernameField } from './fields';
import { sessionUser } from './session-user';

export const memberUpdateTags = ['username', 'password', 'name', 'phone', 'bio'] as const;

// spec 000 §7: member_update with tag username, password (curr_password, new_password), name or phone; and tag bio
// (spec 001 §6 'business traits and bio', talent 'bio': talent and businesses only, else 403).
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
    /** Talent and businesses only; plain text, kept as typed (trimmed); an empty bio removes it. */
    bio: z.string().trim().max(BIO_MAX_LENGTH, BIO_TOO_LONG).optional(),
  }),
  output: z.object({ user: sessionUser }),
});
