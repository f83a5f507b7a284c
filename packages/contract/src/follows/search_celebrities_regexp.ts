import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '@stagepass/domain/talent-search';
import { ACCESS, defineRequest } from '../define';
import { memberCard } from './cards';
import { followedType } from './fields';

// spec 001 §7 Follow: search_celebrities_regexp (lookfor, followed_type). Talent (SPECIALIST) and businesses
// (BUSINESS), or only one kind, whose name or username has words starting with every word typed, and talent with a
// trait (or sub-trait) so named; active members only, at most 20. Despite its name nothing of `lookfor` is ever a
// pattern: only its letters and digits count (domain talent-search.ts searchWords), so text without any finds
// nothing. Open to everyone (the dashboard header's search box).
export const search_celebrities_regexp = defineRequest({
  name: 'search_celebrities_regexp',
  summary: 'Search talent and businesses by name, username or trait',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ lookfor: z.string().max(SEARCH_MAX_LENGTH), followed_type: followedType.optional() }),
  output: z.object({ results: z.array(memberCard) }),
});
