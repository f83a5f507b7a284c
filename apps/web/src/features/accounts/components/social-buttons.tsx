import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { socialProviderLabel, type SocialProvider } from '@stagepass/domain/social';
import { assignLocation } from '../../../lib/navigation';
import { newSocialState, returnUrl, signInProviders, SIGN_IN_RETURN_PATH } from '../lib/social-state';
import { useRequestMutation } from '../../../lib/use-request';

/**
 * spec 000 §2.5: the video-sharing network, the general social network and the platform-vendor
 * sign-in; the last only in production builds. Each sends the browser to the provider's authorize
 * page (the sandbox identity provider unless the server is configured with a real one), which
 * returns to /auth/login with a code (pages/social-return-page.tsx).
 */
export function SocialButtons({ purpose }: { purpose: 'login' | 'register' }) {
  const authorize = useRequestMutation('get_social_authorize_url');
  const [going, setGoing] = useState<SocialProvider | null>(null);
  const verb = purpose === 'login' ? 'Sign in' : 'Sign up';

  function start(provider: SocialProvider) {
    setGoing(provider);
    authorize.mutate(
      { provider, redirect_uri: returnUrl(SIGN_IN_RETURN_PATH), state: newSocialState(purpose, provider) },
      {
        onSuccess: ({ url }) => assignLocation(url),
        onError: () => setGoing(null),
      },
    );
  }

  return (
    <Stack gap="xs">
      {signInProviders().map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="default"
          fullWidth
          loading={going === provider}
          disabled={going !== null && going !== provider}
          onClick={() => start(provider)}
        >
          {verb} with {socialProviderLabel(provider)}
        </Button>
      ))}
    </Stack>
  );
}
