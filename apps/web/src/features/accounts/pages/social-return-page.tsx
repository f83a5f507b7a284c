import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SOCIAL_SIGN_IN_CANCELLED, SOCIAL_STATE_MISMATCH } from '@stagepass/domain/account-flows';
import { SOCIAL_CONNECT_GENDER, socialSignInFailedMessage, type SocialProvider } from '@stagepass/domain/social';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { notify } from '../../../components/ui/notify';
import type { AuthModalState, AuthPanel } from '../hooks/use-auth-modal';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { startSocialRegistration } from '../lib/registration-storage';
import { returnUrl, SIGN_IN_RETURN_PATH, takeSocialState } from '../lib/social-state';
import { useRequestMutation } from '../../../lib/use-request';

/**
 * /auth/login: without provider parameters it opens the sign-in modal on the landing page (spec 000
 * §2.2, §2.5); with them it is where the social sign-in providers return (the server's default
 * return address for them is {PUBLIC_URL}/auth/login too).
 */
export function AuthLoginPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (!params.has('code') && !params.has('error') && !params.has('state')) {
    const state: AuthModalState = { openSignUpModal: 'login' };
    return <Navigate to="/" replace state={state} />;
  }
  return <SocialReturn params={params} />;
}

interface Identity {
  provider: SocialProvider;
  token: string;
  email: string | null;
  name: string | null;
}

/**
 * spec 000 §4: the social sign-in branches. The code is exchanged for a verified identity, then
 * social_media_connect signs in: terms accepted → logged in; not accepted → Terms modal; deactivated
 * → reactivation offer; unauthorised provider → its alert; no account → registration (clear the
 * registration data, store email, provider and token locally, replace the route with
 * /auth/register-page). The platform-vendor sign-in goes to registration straight from its exchange
 * when it reports an unregistered email.
 */
function SocialReturn({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const youtube = useRequestMutation('get_youtube_token');
  const facebook = useRequestMutation('get_fb_access_token');
  const apple = useRequestMutation('get_apple_access_token');
  // Silent: the sign-in flow shows the failures itself (deactivated, unauthorised provider).
  const connect = useRequestMutation('social_media_connect', { meta: { silent: true } });
  const started = useRef(false);
  const panel = useRef<AuthPanel>('login');

  const backToModal = () => {
    const state: AuthModalState = { openSignUpModal: panel.current };
    navigate('/', { replace: true, state });
  };
  const flow = useSignInFlow({ onAbandon: backToModal });

  const code = params.get('code');
  const error = params.get('error');
  const state = params.get('state');
  // The platform-vendor sign-in names the person only on their first sign-in (its form post, turned into
  // this query by the server).
  const givenName = params.get('name');

  useEffect(() => {
    // Codes are single use: StrictMode's second effect run must not exchange it again.
    if (started.current) return;
    started.current = true;

    const checked = takeSocialState(state);
    if (!checked || (checked.purpose !== 'login' && checked.purpose !== 'register')) {
      notify(2, SOCIAL_STATE_MISMATCH);
      backToModal();
      return;
    }
    const { purpose, provider } = checked;
    panel.current = purpose;
    if (error || !code) {
      notify(3, SOCIAL_SIGN_IN_CANCELLED);
      backToModal();
      return;
    }
    const redirect_uri = returnUrl(SIGN_IN_RETURN_PATH);

    async function exchange(p: SocialProvider, c: string): Promise<(Identity & { unregistered?: boolean }) | null> {
      switch (p) {
        case 'youtube':
          return youtube.mutateAsync({ code: c, redirect_uri });
        case 'facebook':
          // spec 000 §5: signing up with Facebook needs a valid email; the server checks it on 'register'.
          return facebook.mutateAsync({ code: c, redirect_uri, action: purpose === 'register' ? 'register' : 'login' });
        case 'apple':
          return apple.mutateAsync({ code: c, redirect_uri, ...(givenName ? { name: givenName } : {}) });
        default:
          notify(2, socialSignInFailedMessage(p));
          return null;
      }
    }

    async function run(c: string) {
      let identity: (Identity & { unregistered?: boolean }) | null;
      try {
        identity = await exchange(provider, c);
      } catch {
        // The server's message was shown as a toast (spec 000 §8).
        backToModal();
        return;
      }
      if (!identity) return backToModal();

      if (identity.unregistered && identity.email) {
        startSocialRegistration(identity.email, identity.provider, identity.token, identity.name);
        navigate('/auth/register-page', { replace: true });
        return;
      }

      try {
        const result = await connect.mutateAsync({
          company: identity.provider,
          id: identity.token,
          name: identity.name ?? undefined,
          email: identity.email ?? undefined,
          gender: SOCIAL_CONNECT_GENDER,
          react: true,
          login: true,
        });
        if (result.status === 'signed_in') {
          flow.finish(result);
        } else if (result.status === 'unregistered') {
          startSocialRegistration(result.email, result.provider, result.token, result.name);
          navigate('/auth/register-page', { replace: true });
        } else {
          navigate('/', { replace: true });
        }
      } catch (err) {
        // The dialogs send the visitor back when closed; a plain toast has nothing to wait for.
        if (flow.fail(err, { email: identity.email, provider: identity.provider }) === 'toast') backToModal();
      }
    }

    void run(code);
    // Runs once per return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <LoadingScreen label="Signing you in" />
      {flow.dialogs}
    </>
  );
}
