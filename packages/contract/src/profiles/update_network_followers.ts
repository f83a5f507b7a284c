import { z } from 'zod';
import {
  DECLARED_FOLLOWERS_MAX,
  DECLARED_NETWORKS,
  FOLLOWER_COUNT_INVALID,
  FOLLOWER_COUNT_TOO_LARGE,
  NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY,
  NETWORK_LISTED_TWICE,
  networkHandleProblem,
} from '@stagepass/domain/counts';
import { ACCESS, defineRequest } from '../define';
import { declaredFollowers } from './fields';

/** A handle as typed: trimmed, without its leading @; empty or absent is none. */
const handle = z
  .string()
  .max(200)
  .nullable()
  .optional()
  .transform((raw, ctx) => {
    const typed = (raw ?? '').trim();
    const problem = networkHandleProblem(typed);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return typed === '' ? null : typed.replace(/^@/, '');
  });

const count = z
  .number({ error: FOLLOWER_COUNT_INVALID })
  .int(FOLLOWER_COUNT_INVALID)
  .min(0, FOLLOWER_COUNT_INVALID)
  .max(DECLARED_FOLLOWERS_MAX, FOLLOWER_COUNT_TOO_LARGE);

// Ours, for spec 001 §3 Follow ('follower counts exist for Facebook, Instagram, Twitter and Youtube') and the §9
// follower display: no network's API is reachable, so a talent or business declares their handle and follower count
// on each network in Settings → Profile, next to their bio. The list replaces what was declared: a network left out
// has no count any more. Only the caller's own record is written (no member id is taken), an agency acting as its
// client writes the client's. Answers what is now declared, in the order of DECLARED_NETWORKS.
export const update_network_followers = defineRequest({
  name: 'update_network_followers',
  summary: 'Declare your handle and follower count on Facebook, Instagram, Twitter and Youtube',
  auth: ['Specialist', 'Business'],
  access: ACCESS.talentAndBusiness,
  roleRefusal: NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY,
  input: z.object({
    networks: z
      .array(z.object({ network: z.enum(DECLARED_NETWORKS), handle, count }))
      .max(DECLARED_NETWORKS.length)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((entry, i) => {
          if (seen.has(entry.network))
            ctx.addIssue({ code: 'custom', message: NETWORK_LISTED_TWICE, path: [i, 'network'] });
          seen.add(entry.network);
        });
      }),
  }),
  output: z.object({ declared_followers: z.array(declaredFollowers) }),
});
