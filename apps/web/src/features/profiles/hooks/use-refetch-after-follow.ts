import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A profile's follower count is the server's: when a Follow or Unfollow press on this member (follow_celebrity)
 * succeeds, the profile is read again. The button itself flips at once (follows/api/follow_celebrity.ts).
 * `refetch` is a query's own (stable for the life of the query observer).
 */
export function useRefetchAfterFollow(memberId: number | undefined, refetch: () => unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (memberId === undefined) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { mutation } = event;
      const variables = mutation.state.variables as { followed_id?: unknown } | undefined;
      if (mutation.options.mutationKey?.[0] === 'follow_celebrity' && variables?.followed_id === memberId)
        void refetch();
    });
  }, [queryClient, memberId, refetch]);
}
