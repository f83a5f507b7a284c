import { useQueryClient } from '@tanstack/react-query';
import type { RequestOutput } from '@stagepass/contract/registry';
import { useRequestMutation } from '../../../lib/use-request';
import { followingQuery } from './user_query_following';

type Following = RequestOutput<'user_query_following'>;

/**
 * follow_celebrity with an optimistic toggle: the button flips at once (the following list is updated in the cache),
 * goes back if the server refuses, and the list is refetched either way.
 */
export function useFollowCelebrity(name: string) {
  const queryClient = useQueryClient();
  const { queryKey } = followingQuery();
  return useRequestMutation('follow_celebrity', {
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Following>(queryKey);
      if (previous) {
        const rest = previous.following.filter((f) => f.id !== input.followed_id);
        const following =
          input.req_type === 'follow'
            ? [
                {
                  id: input.followed_id,
                  name,
                  photo: null,
                  username: null,
                  followed_type: input.followed_type,
                  since: new Date().toISOString(),
                },
                ...rest,
              ]
            : rest;
        const count = (type: 'SPECIALIST' | 'BUSINESS') => following.filter((f) => f.followed_type === type).length;
        queryClient.setQueryData<Following>(queryKey, {
          following,
          counts: {
            ...previous.counts,
            specialists: count('SPECIALIST'),
            businesses: count('BUSINESS'),
            total: following.length,
          },
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
