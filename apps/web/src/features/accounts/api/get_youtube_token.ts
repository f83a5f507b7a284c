import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: the video-sharing network's code exchange. */
export function useGetYoutubeToken() {
  return useMutation({
    mutationKey: ['get_youtube_token'],
    mutationFn: (input: RequestInput<'get_youtube_token'>) => rpc('get_youtube_token', input),
  });
}
