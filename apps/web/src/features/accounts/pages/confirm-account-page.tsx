import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SOCIAL_SIGN_IN_CANCELLED, SOCIAL_STATE_MISMATCH, verifiedWith } from '@stagepass/domain/account-flows';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { loadDraft, saveDraft, saveVerification } from '../lib/registration-storage';
import { returnUrl, takeSocialState, VERIFY_RETURN_PATH } from '../lib/social-state';

/**
 * /auth/confirm-account-page (spec 000 §2.2, §7): where the professional network returns with code
 * and state after a business or agency verification started on /auth/register-page. The state must
 * carry this browser's nonce; the code is exchanged (get_linkedin_access_token) and the verified
 * account type, with the proof token the server checks at registration, is kept for the register
 * page, which the visitor goes back to.
 */
export function ConfirmAccountPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const exchange = useRequestMutation('get_linkedin_access_token');
  const started = useRef(false);

  useEffect(() => {
    // Codes are single use: StrictMode's second effect run must not exchange it again.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const back = () => void navigate('/auth/register-page', { replace: true });
    const checked = takeSocialState(params.get('state'));
    const code = params.get('code');
    if (
      !checked ||
      checked.provider !== 'linkedin' ||
      (checked.purpose !== 'business' && checked.purpose !== 'agency')
    ) {
      notify(2, SOCIAL_STATE_MISMATCH);
      back();
      return;
    }
    if (params.get('error') || !code) {
      notify(3, SOCIAL_SIGN_IN_CANCELLED);
      back();
      return;
    }
    const accType = checked.purpose;
    exchange.mutate(
      { code, redirect_uri: returnUrl(VERIFY_RETURN_PATH) },
      {
        onSuccess: (identity) => {
          saveVerification({ accType, method: 'linkedin', token: identity.token, name: identity.name });
          saveDraft({ ...loadDraft(), accType });
          notify(1, verifiedWith('LinkedIn'));
          back();
        },
        // The server's message was shown as a failure notice.
        onError: back,
      },
    );
    // Runs once per return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <LoadingScreen label="Confirming your account" />;
}
