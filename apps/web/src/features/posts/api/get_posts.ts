import { useInfiniteQuery } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { POSTS_PAGE_SIZE } from '@stagepass/domain/posts';
import { rpc } from '../../../lib/rpc';

/**
 * A member's posts a page at a time (get_posts by_id; Load more asks for the page before the last one's
 * next_before). Cached under ['get_posts', { by_id, limit }], so invalidating get_posts by name (a new post, a
 * comment) refetches it, and it never shares a key with a single read of get_posts.
 */
export function usePostPages(byId: number) {
  const input = { by_id: byId, limit: POSTS_PAGE_SIZE } satisfies RequestInput<'get_posts'>;
  return useInfiniteQuery({
    queryKey: ['get_posts', input] as const,
    queryFn: ({ pageParam }) => rpc('get_posts', { ...input, ...(pageParam === null ? {} : { before: pageParam }) }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    meta: { silent: true },
  });
}
