import type { RequestInput } from '@stagepass/contract/registry';
import { POSTS_PAGE_SIZE } from '@stagepass/domain/posts';
import { useRequestPages } from '../../../lib/use-request';

/**
 * A member's posts a page at a time (get_posts by_id; Load more asks for the page before the last one's
 * next_before). Invalidating get_posts by name (a new post, a comment) refetches it.
 */
export function usePostPages(byId: number) {
  const input = { by_id: byId, limit: POSTS_PAGE_SIZE } satisfies RequestInput<'get_posts'>;
  return useRequestPages('get_posts', input, {
    page: (before) => (before === null ? {} : { before }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    meta: { silent: true },
  });
}
