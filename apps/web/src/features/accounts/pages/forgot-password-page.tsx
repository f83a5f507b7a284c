import { Button, Container, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CHECK_YOUR_EMAIL,
  invalidEmailMessage,
  LOGIN_MISSING_EMAIL,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_SHORT,
} from '@stagepass/domain/accounts';
import { PASSWORDS_DO_NOT_MATCH, resetEmailSentMessage } from '@stagepass/domain/account-flows';
import { isEmail } from '@stagepass/domain/validators';
import { notify } from '../../../components/ui/notify';
import { clearStore } from '../../../store/session-store';
import { useRequestMutation } from '../../../lib/use-request';
import { useRouteState } from '../../../lib/use-route-state';
import type { AuthModalState } from '../hooks/use-auth-modal';
import { useCodeCheck } from '../hooks/use-code-check';
import '../../../app/styles/accounts.css';

/**
 * /auth/forgot-password (spec 000 §4): without a code, ask for the email and answer 'Check your
 * email' (the same whether or not the account exists). With the code of the emailed rstpwd link,
 * choose the new password; success opens the sign-in modal.
 */
export function ForgotPasswordPage() {
  // The rstpwd link carries ?code= (spec 000 §2.8); a page of the app may pass it in route state.
  const code = useRouteState('/auth/forgot-password', 'code') ?? null;
  const check = useCodeCheck('CHG_PASSWD', code);

  return (
    <Container size="xs" py="xl">
      {check === 'checking' ? (
        <Loader aria-label="Checking your link" />
      ) : check === 'valid' && code ? (
        <NewPasswordForm code={code} />
      ) : (
        <RequestResetForm />
      )}
    </Container>
  );
}

function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestMutation('request_reset_password');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return void notify(2, LOGIN_MISSING_EMAIL);
    if (!isEmail(address)) return void notify(2, invalidEmailMessage(address));
    request.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  }

  if (sentTo)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {CHECK_YOUR_EMAIL}
        </Title>
        <Text>{resetEmailSentMessage(sentTo)}</Text>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot your password">
      <Stack gap="md">
        <Title order={1} size="h2">
          Forgot your password
        </Title>
        <Text c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useRequestMutation('reset_password');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return void notify(2, PASSWORD_TOO_SHORT);
    if (password !== confirm) return void notify(2, PASSWORDS_DO_NOT_MATCH);
    reset.mutate(
      { code, new_password: password },
      {
        onSuccess: (answer) => {
          // The server ended every session of the account, this device's included.
          clearStore();
          notify(1, answer.message || PASSWORD_RESET_DONE);
          const state: AuthModalState = { openSignUpModal: 'login' };
          navigate('/', { replace: true, state });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        <Button type="submit" loading={reset.isPending}>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
