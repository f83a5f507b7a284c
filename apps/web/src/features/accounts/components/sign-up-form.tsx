import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { notify } from '../../../components/ui/notify';
import { EMAIL_SIGN_UP_UNAVAILABLE } from '../../../lib/constants';

interface SignUpFormProps {
  formRef?: Ref<HTMLFormElement>;
  autoFocus?: boolean;
  onFocus?: () => void;
}

/** spec 000 §2.5: the Sign Up panel (email, Sign Up). */
export function SignUpForm({ formRef, autoFocus, onFocus }: SignUpFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // TODO(registration issue): spec 000 §4 — a valid email calls request_registration and shows
    // 'Confirm your Email Address'; an invalid one shows 'Invalid Email Address'. That request is
    // not served yet, so say so plainly instead of pretending an email was sent.
    notify(3, EMAIL_SIGN_UP_UNAVAILABLE);
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={onFocus} aria-labelledby={headingId} noValidate>
      <Stack gap="md">
        <Title order={2} id={headingId} size="h3">
          Sign Up
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus={autoFocus || undefined}
        />
        <Button type="submit" fullWidth>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
