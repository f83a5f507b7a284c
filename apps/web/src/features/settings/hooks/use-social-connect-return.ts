import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import {
  SOCIAL_CONNECT_EXPIRED,
  socialConnectCancelledMessage,
  socialConnectedMessage,
} from '@stagepass/domain/settings';
import { socialProviderLabel } from '@stagepass/domain/social';
import type { SocialProvider } from '@stagepass/domain/social';
import { notify } from '../../../components/ui/notify';
import { rpc } from '../../../lib/rpc';
import { requestQuery } from '../../../lib/use-request';
import { CONNECT_RETURN_PATH, connectReturnUrl, takeConnectState } from '../lib/social-connect';

/** The provider's code exchange (spec 000 §7 get_*_token) for the identity's token. */
function exchange(provider: SocialProvider, code: string): Promise<{ token: string }> {
  const redirect_uri = connectReturnUrl();
  if (provider === 'facebook') return rpc('get_fb_access_token', { code, action: 'connect', redirect_uri });
  if (provider === 'youtube') return rpc('get_youtube_token', { code, redirect_uri });
  if (provider === 'linkedin') return rpc('get_linkedin_access_token', { code, redirect_uri });
  if (provider === 'apple') return rpc('get_apple_access_token', { code, redirect_uri });
  return Promise.reject(new Error(SOCIAL_CONNECT_EXPIRED));
}

/**
 * Finishes a connect round trip when the provider sends the browser back to /dash/settings:
 * checks the state, exchanges the code for the verified identity (the provider's get_*_token
 * request), then social_media_connect while signed in connects it with login enabled.
 */
export function useSocialConnectReturn(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  const state = params.get('state');
  const code = params.get('code');
  const denied = params.get('error');
  const returning = state !== null && (code !== null || denied !== null);

  useEffect(() => {
    // Once: StrictMode runs effects twice, and the nonce is used up on the first run.
    if (!returning || started.current) return;
    started.current = true;
    const done = () => void navigate(CONNECT_RETURN_PATH, { replace: true });

    const provider = takeConnectState(state);
    if (!provider) {
      notify(2, SOCIAL_CONNECT_EXPIRED);
      done();
      return;
    }
    const label = socialProviderLabel(provider);
    if (denied !== null || !code) {
      notify(3, socialConnectCancelledMessage(label));
      done();
      return;
    }

    // Plain rpc calls rather than the mutation hooks: one chain, one failure notice (spec 000 §8).
    exchange(provider, code)
      .then(({ token }) => rpc('social_media_connect', { company: provider, id: token, login: true }))
      .then((result) => {
        if (result.status !== 'connected') throw new Error(UNKNOWN_SERVER_ERROR);
        queryClient.setQueryData(requestQuery('is_connected', {}).queryKey, { providers: result.providers });
        notify(1, socialConnectedMessage(label));
      })
      .catch((error: unknown) => {
        notify(2, error instanceof Error && error.message ? error.message : UNKNOWN_SERVER_ERROR);
      })
      .finally(done);
  }, [returning]); // eslint-disable-line react-hooks/exhaustive-deps

  return returning;
}
