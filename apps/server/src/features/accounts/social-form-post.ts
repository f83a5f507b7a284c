import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The pages a provider answering by form post returns to: sign-in (/auth/login) and Settings, Social Login
 * (/dash/settings). spec 000 §7: the platform-vendor sign-in uses response_mode form_post, so its answer is a
 * POST of code (or error), state and, on a person's first sign-in only, `user`: their name (and email) as JSON.
 * A browser page cannot read a POST, so the server answers it with a 303 to the same page with code, state,
 * error and the name in the query, which the page already handles (the state is checked there, against the
 * nonce this browser kept). Nothing is exchanged or stored here.
 */
export const FORM_POST_RETURN_PATHS = ['/auth/login', '/dash/settings'] as const;

const answer = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(2048).optional(),
});

const vendorUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** "First Last" from the vendor's `user` JSON, or null when it is missing or malformed. */
export function nameFromUser(user: string | undefined): string | null {
  if (!user) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(user);
  } catch {
    return null;
  }
  const result = vendorUser.safeParse(parsed);
  if (!result.success || !result.data.name) return null;
  const { firstName = '', lastName = '' } = result.data.name;
  return `${firstName} ${lastName}`.trim().slice(0, 200) || null;
}

export async function socialFormPostRoutes(app: FastifyInstance) {
  for (const path of FORM_POST_RETURN_PATHS) {
    app.post(path, async (req, reply) => {
      const parsed = answer.safeParse(req.body ?? {});
      const query = new URLSearchParams();
      if (parsed.success) {
        const { code, state, error, user } = parsed.data;
        if (code) query.set('code', code);
        if (state) query.set('state', state);
        if (error) query.set('error', error);
        const name = nameFromUser(user);
        if (name) query.set('name', name);
      } else {
        // Too long or not text: the page then reports a sign-in that did not complete.
        query.set('error', 'invalid_request');
      }
      return reply.redirect(`${path}?${query.toString()}`, 303);
    });
  }
}
