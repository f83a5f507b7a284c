import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { claimTypeOf, REGISTERED_USER } from '@stagepass/domain/account-codes';
import type { ClaimType } from '@stagepass/domain/account-codes';
import { ACCOUNT_EXISTS, ACCOUNT_EXISTS_REDIRECTING } from '@stagepass/domain/accounts';
import {
  APP_STORE_LABEL,
  CONTINUE_WITH_WEB,
  MOBILE_LINK_WARNING,
  PLAY_STORE_LABEL,
  REDIRECTING,
} from '@stagepass/domain/account-flows';
import { ACCOUNT_EXISTS_REDIRECT_MS, EMAIL_CHANGE_LOGOUT_MS, REACTIVATION_LOGOUT_MS } from '@stagepass/domain/limits';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { loadToastArea, notify } from '../../../components/ui/notify';
import { APP_STORE_URL, mobileAppLink, PLAY_STORE_URL } from '../../../lib/mobile-app';
import { useLogout } from '../api/logout';
import type { AuthModalState } from '../hooks/use-auth-modal';
import { useDashboardPath } from '../hooks/use-session';
import { startEmailRegistration } from '../lib/registration-storage';
import { useRequestMutation } from '../../../lib/use-request';

/** What happens once a claim has answered: go somewhere, or log out, after a delay. */
type Next = { kind: 'go'; to: string; state?: unknown; delay: number } | { kind: 'logout'; delay: number };

/** spec 000 §2.8: /redirect/{requestType}/{code}, with a 'Redirecting' spinner. */
export function LinkHandlerPage() {
  const { requestType = '', code = '' } = useParams();
  return <LinkAction requestType={requestType} code={code} />;
}

/**
 * spec 000 §2.8: the mobile variant of the path (/mobile/redirect/{requestType}/{code}, under the
 * /mobile hand-off area of §2.9): a warning screen offers the App Store and Play Store installs, or
 * 'Continue with Web', which handles the link here as /redirect would.
 */
export function MobileLinkHandlerPage() {
  const { requestType = '', code = '' } = useParams();
  const [web, setWeb] = useState(false);
  if (web) return <LinkAction requestType={requestType} code={code} />;
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Open in the Stagepass app
        </Title>
        <Text>{MOBILE_LINK_WARNING}</Text>
        <Button component="a" href={mobileAppLink(`redirect/${requestType}/${encodeURIComponent(code)}`)}>
          Open in the app
        </Button>
        <Stack gap="xs">
          <Button component="a" variant="default" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            {APP_STORE_LABEL}
          </Button>
          <Button component="a" variant="default" href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
            {PLAY_STORE_LABEL}
          </Button>
        </Stack>
        <Anchor component="button" type="button" onClick={() => setWeb(true)}>
          {CONTINUE_WITH_WEB}
        </Anchor>
      </Stack>
    </Container>
  );
}

/**
 * Acts on requestType (spec 000 §2.8): recreq, regemail, updateemail and reactivate claim their code
 * (claim_code), rstpwd and delete carry it to their page. Claim answers show as notices (spec 000 §8:
 * 1 success, 2 failure, 3 info); the delays come from @stagepass/domain/limits.
 */
function LinkAction({ requestType, code }: { requestType: string; code: string }) {
  const navigate = useNavigate();
  const dashboard = useDashboardPath();
  const claim = useRequestMutation('claim_code');
  const logout = useLogout();
  const started = useRef(false);
  const [next, setNext] = useState<Next | null>(null);
  const [accountExists, setAccountExists] = useState(false);

  useEffect(() => {
    // A code is single use: StrictMode's second effect run must not claim it again.
    if (started.current) return;
    started.current = true;
    const type = claimTypeOf(requestType);
    const carry = (path: string) => `${path}?code=${encodeURIComponent(code)}`;

    if (!type || !code) {
      navigate(dashboard, { replace: true });
      return;
    }
    if (type === 'CHG_PASSWD') {
      navigate(carry('/auth/forgot-password'), { replace: true });
      return;
    }
    if (type === 'DELETE_ACCT') {
      navigate(carry('/auth/delete-account'), { replace: true });
      return;
    }

    const home: Next = { kind: 'go', to: dashboard, delay: 0 };
    // Every claim answers with a toast: its code loads while the claim is asked.
    void loadToastArea();
    claim.mutate(
      { type, code },
      {
        onSuccess: (answer) => {
          if (answer.type === REGISTERED_USER) {
            // spec 000 §2.8 / §8: 'Account already exists.' then 'Redirecting to the product Login
            // Page...', then home, with the sign-in modal open, after 3 seconds.
            notify(3, answer.message || ACCOUNT_EXISTS);
            setAccountExists(true);
            const state: AuthModalState = { openSignUpModal: 'login' };
            setNext({ kind: 'go', to: '/', state, delay: ACCOUNT_EXISTS_REDIRECT_MS });
            return;
          }
          notify(answer.success ? 1 : 2, answer.message);
          if (!answer.success) return setNext(home);
          setNext(afterClaim(type, answer.auth_user, dashboard));
        },
        // The server's message was shown as a failure notice (kind 2).
        onError: () => setNext(home),
      },
    );
    // Runs once per opened link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!next) return;
    let timer: number | undefined;
    let cancelled = false;
    // A logout loads the server root afresh: its delay counts from when the toast can show, so it is seen.
    const ready = next.kind === 'logout' ? loadToastArea() : Promise.resolve();
    void ready.then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        if (next.kind === 'logout') logout.mutate();
        else navigate(next.to, { replace: true, state: next.state });
      }, next.delay);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `logout` and `navigate` are stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next]);

  return (
    <Stack>
      {accountExists && (
        <Text ta="center" pt="xl" fw={600}>
          {ACCOUNT_EXISTS_REDIRECTING}
        </Text>
      )}
      <LoadingScreen label={REDIRECTING} />
    </Stack>
  );
}

function afterClaim(
  type: Exclude<ClaimType, 'CHG_PASSWD' | 'DELETE_ACCT'>,
  authUser: { email: string; registration_token: string } | undefined,
  dashboard: string,
): Next {
  switch (type) {
    case 'RECOMMEND':
      return { kind: 'go', to: dashboard, delay: 0 };
    case 'REGISTRATION':
      // spec 000 §2.8: clear saved registration data, store the authenticated email, register.
      if (!authUser) return { kind: 'go', to: '/', delay: 0 };
      startEmailRegistration(authUser.email, authUser.registration_token);
      return { kind: 'go', to: '/auth/register-page', delay: 0 };
    case 'CHG_EMAIL':
      return { kind: 'logout', delay: EMAIL_CHANGE_LOGOUT_MS };
    case 'REACTIVATE_ACCT':
      return { kind: 'logout', delay: REACTIVATION_LOGOUT_MS };
  }
}
