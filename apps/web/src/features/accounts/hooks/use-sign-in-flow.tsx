import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RequestOutput } from '@stagepass/contract/registry';
import { dashboardPath, TERMS_REJECTED, UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import type { SocialProvider } from '@stagepass/domain/social';
import { notify } from '../../../components/ui/notify';
import { rpc, RpcError } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';
import { useRequestMutation } from '../../../lib/use-request';
import type { NotAuthorized } from '../components/social-not-authorized-dialog';
import { clearEventBeforeLogin, peekEventBeforeLogin } from '../lib/pending-event';

// The dialogs load only when a sign-in needs one, keeping the sign-in modal itself light.
const TermsModal = lazy(() => import('../components/terms-modal').then((m) => ({ default: m.TermsModal })));
const ReactivateDialog = lazy(() =>
  import('../components/reactivate-dialog').then((m) => ({ default: m.ReactivateDialog })),
);
const SocialNotAuthorizedDialog = lazy(() =>
  import('../components/social-not-authorized-dialog').then((m) => ({ default: m.SocialNotAuthorizedDialog })),
);

/** What login, social_media_connect (signed in) and registration answer with. */
export type SignInResult = Pick<RequestOutput<'login'>, 'session' | 'user'>;

/** spec 000 §4: a login either completes or stops at the Terms modal ('show-terms'). */
export type SignInOutcome = 'done' | 'show-terms';

export interface SignInFailureContext {
  /** The address that tried to sign in, for the reactivation offer. */
  email: string | null;
  /** Set for a social sign-in, for the unauthorised-provider alert. */
  provider?: SocialProvider;
}

interface Options {
  /** After a dialog of this flow closes without signing in (Reject, Cancel, OK). */
  onAbandon?: () => void;
  /** Where a completed sign-in goes instead of the dashboard choice (registration: /dash/welcome). */
  destination?: () => string;
}

/**
 * The end of every sign-in, by password or by a social provider (spec 000 §4, §8, §2.11):
 * - success with terms accepted stores the session and goes on (completeSignIn);
 * - success without acceptance opens the Terms modal; Agree records it (terms_accepted) and
 *   completes, Reject shows TERMS_REJECTED and ends the unused session;
 * - a deactivated account gets 'Reactivate Account?'; an unauthorised provider its alert;
 * - any other failure the server's message as a red toast.
 * Render `dialogs` where the flow is used.
 */
export function useSignInFlow({ onAbandon, destination }: Options = {}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<SignInResult | null>(null);
  const [deactivatedEmail, setDeactivatedEmail] = useState<string | null>(null);
  const [notAuthorized, setNotAuthorized] = useState<NotAuthorized | null>(null);
  // spec 000 §4: Agree records acceptance. The login waiting behind the modal is not stored yet, so
  // its session is passed in.
  const termsAccepted = useRequestMutation('terms_accepted', { session: pending?.session });

  const complete = useCallback(
    ({ session, user }: SignInResult) => {
      const store = useSessionStore.getState();
      store.signIn({ session, user });
      if (destination) {
        navigate(destination(), { replace: true });
        return;
      }
      // spec 000 §2.11: a plain user who stored an event id before login goes back to that page;
      // the stored id is used up either way.
      const pendingEvent = peekEventBeforeLogin();
      clearEventBeforeLogin();
      const to = pendingEvent && user.is_user ? pendingEvent.returnTo : dashboardPath(user, store.fanMode);
      navigate(to, { replace: true });
    },
    [navigate, destination],
  );

  const finish = useCallback(
    (result: SignInResult): SignInOutcome => {
      if (!result.user.terms_accepted) {
        setPending(result);
        return 'show-terms';
      }
      complete(result);
      return 'done';
    },
    [complete],
  );

  /** Shows a failed sign-in; 'dialog' when a dialog of this flow opened (it calls onAbandon when closed). */
  const fail = useCallback((error: unknown, { email, provider }: SignInFailureContext): 'dialog' | 'toast' => {
    // spec 000 §4: a refused social sign-in passes back the account's email, which may not be the provider's.
    const accountEmail = error instanceof RpcError ? (error.details?.email ?? email) : email;
    if (error instanceof RpcError && error.code === 'ACCOUNT_DEACTIVATED' && accountEmail) {
      setDeactivatedEmail(accountEmail);
      return 'dialog';
    }
    if (error instanceof RpcError && error.code === 'SOCIAL_NOT_AUTHORIZED' && provider) {
      setNotAuthorized({ provider, message: error.message });
      return 'dialog';
    }
    notify(2, error instanceof Error && error.message ? error.message : UNKNOWN_SERVER_ERROR);
    return 'toast';
  }, []);

  function agree() {
    if (!pending) return;
    termsAccepted.mutate(
      {},
      {
        onSuccess: () => {
          setPending(null);
          complete({ ...pending, user: { ...pending.user, terms_accepted: true } });
        },
      },
    );
  }

  function reject() {
    if (!pending) return;
    const { session } = pending;
    setPending(null);
    notify(2, TERMS_REJECTED);
    // No login without acceptance: the session the server opened is ended, unused.
    rpc('logout', {}, { session }).catch(() => undefined);
    onAbandon?.();
  }

  const dialogs: ReactNode = (
    <Suspense fallback={null}>
      {pending !== null && <TermsModal opened agreeing={termsAccepted.isPending} onAgree={agree} onReject={reject} />}
      {deactivatedEmail !== null && (
        <ReactivateDialog
          email={deactivatedEmail}
          onClose={() => {
            setDeactivatedEmail(null);
            onAbandon?.();
          }}
        />
      )}
      {notAuthorized !== null && (
        <SocialNotAuthorizedDialog
          value={notAuthorized}
          onClose={() => {
            setNotAuthorized(null);
            onAbandon?.();
          }}
        />
      )}
    </Suspense>
  );

  return { finish, fail, dialogs };
}
