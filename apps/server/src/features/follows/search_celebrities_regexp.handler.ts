import { FOLLOWED_TYPES } from '@stagepass/domain/follows';
import { prefixQuery, SEARCH_RESULTS_LIMIT, searchWords } from '@stagepass/domain/talent-search';
import type { Handler } from '../../rpc/context';
import { searchMembers, toMemberCards } from './search-repository';

/**
 * spec 001 §7 search_celebrities_regexp (lookfor, followed_type): talent and businesses by name, username and (talent)
 * trait, as the caller types. Only the letters and digits of `lookfor` count, as word prefixes (searchWords,
 * prefixQuery): it is never a regular expression, a LIKE pattern or tsquery syntax. Nothing to search finds nothing.
 */
export const search_celebrities_regexp: Handler<'search_celebrities_regexp'> = async ({ ctx, input }) => {
  const tsquery = prefixQuery(searchWords(input.lookfor));
  if (tsquery === null) return { results: [] };
  const kinds = input.followed_type ? [input.followed_type] : FOLLOWED_TYPES;
  const rows = await searchMembers(ctx.db, tsquery, kinds, SEARCH_RESULTS_LIMIT);
  return { results: await toMemberCards(ctx.db, rows, kinds) };
};
