import { Anchor, Button, Divider, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { Link } from 'react-router';
import { loginValidationMessage } from '@stagepass/domain/accounts';
import { notify } from '../../../components/ui/notify';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { SocialButtons } from './social-buttons';
import { useRequestMutation } from '../../../lib/use-request';

interface SignInFormProps {
  formRef?: Ref<HTMLFormElement>;
  autoFocus?: boolean;
  onFocus?: () => void;
}

/** spec 000 §2.5: the Sign In panel (social buttons, email, password, Sign In, 'Forgot your password'). */
export function SignInForm({ formRef, autoFocus, onFocus }: SignInFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Nothing is stored here: the sign-in flow stores the session only once the terms are accepted, and
  // shows the failure itself (a red toast, or the 'Reactivate Account?' dialog), so it is silent.
  const login = useRequestMutation('login', { meta: { silent: true } });
  const flow = useSignInFlow();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    // spec 000 §5: both fields are checked before anything is sent.
    const invalid = loginValidationMessage(email, password);
    if (invalid) {
      notify(2, invalid);
      return;
    }
    const username = email.trim();
    // spec 000 §7: username (email), password, attempts 1.
    login.mutate(
      { username, password, attempts: 1 },
      {
        // spec 000 §4: complete, or stop at the Terms modal ('show-terms').
        onSuccess: (result) => flow.finish(result),
        // spec 000 §8: the server's message as a red toast, or 'Reactivate Account?'.
        onError: (error) => flow.fail(error, { email: username }),
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={onFocus} aria-labelledby={headingId} noValidate>
      <Stack gap="md">
        <Title order={2} id={headingId} size="h3">
          Sign In
        </Title>
        <SocialButtons purpose="login" />
        <Divider label="or" labelPosition="center" />
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
      {flow.dialogs}
    </form>
  );
}
