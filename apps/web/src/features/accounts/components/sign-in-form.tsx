import { Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { dashboardPath, loginValidationMessage } from '@stagepass/domain/accounts';
import { notify } from '../../../components/ui/notify';
import { useSessionStore } from '../../../store/session-store';
import { useLogin } from '../api/login';

interface SignInFormProps {
  formRef?: Ref<HTMLFormElement>;
  autoFocus?: boolean;
  onFocus?: () => void;
}

/** spec 000 §2.5: the Sign In panel (email, password, Sign In, 'Forgot your password'). */
export function SignInForm({ formRef, autoFocus, onFocus }: SignInFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    // spec 000 §5: both fields are checked before anything is sent.
    const invalid = loginValidationMessage(email, password);
    if (invalid) {
      notify(2, invalid);
      return;
    }
    // spec 000 §7: username (email), password, attempts 1. A failure's server message is shown
    // as a red toast by the query client.
    login.mutate(
      { username: email.trim(), password, attempts: 1 },
      {
        onSuccess: ({ user }) => {
          // TODO(terms issue): spec 000 §4 — when user.terms_accepted is false, login must stop at
          // the Terms and Privacy modal ('show-terms'): Agree completes it and calls terms_accepted,
          // Reject shows TERMS_REJECTED. Until that modal exists the member is signed in regardless.
          // TODO(reactivation issue): spec 000 §4/§8 — a deactivated account gets the
          // 'Reactivate Account?' dialog instead of the plain error toast.
          // spec 000 §2.11: the dashboard for the member's role and fan mode.
          navigate(dashboardPath(user, useSessionStore.getState().fanMode), { replace: true });
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={onFocus} aria-labelledby={headingId} noValidate>
      <Stack gap="md">
        <Title order={2} id={headingId} size="h3">
          Sign In
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus={autoFocus || undefined}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          // Mantine's default 'Toggle password visibility' would also answer to getByLabel('Password').
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign In
        </Button>
        <Anchor component={Link} to="/auth/forgot-password" size="sm">
          Forgot your password
        </Anchor>
      </Stack>
    </form>
  );
}
