import { Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import {
  CONFIRM_YOUR_EMAIL,
  INVALID_EMAIL,
  invalidEmailMessage,
  LOGIN_MISSING_EMAIL,
} from '@stagepass/domain/accounts';
import { confirmEmailSentMessage } from '@stagepass/domain/account-flows';
import { isEmail } from '@stagepass/domain/validators';
import { notify } from '../../../components/ui/notify';
import { SocialButtons } from './social-buttons';
import { useRequestMutation } from '../../../lib/use-request';

interface SignUpFormProps {
  formRef?: Ref<HTMLFormElement>;
  autoFocus?: boolean;
  onFocus?: () => void;
}

type Notice = { title: string; body: string } | null;

/**
 * spec 000 §2.5 / §4: the Sign Up panel (social buttons, email, Sign Up). A valid email gets a
 * confirmation email, then 'Confirm your Email Address' and the field is cleared; an invalid one the
 * 'Invalid Email Address' dialog (spec 000 §8).
 */
export function SignUpForm({ formRef, autoFocus, onFocus }: SignUpFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const register = useRequestMutation('request_registration');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const address = email.trim();
    if (address === '') {
      notify(2, LOGIN_MISSING_EMAIL);
      return;
    }
    if (!isEmail(address)) {
      setNotice({ title: INVALID_EMAIL, body: invalidEmailMessage(address) });
      return;
    }
    register.mutate(
      { email: address },
      {
        onSuccess: () => {
          setEmail('');
          setNotice({ title: CONFIRM_YOUR_EMAIL, body: confirmEmailSentMessage(address) });
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={onFocus} aria-labelledby={headingId} noValidate>
      <Stack gap="md">
        <Title order={2} id={headingId} size="h3">
          Sign Up
        </Title>
        <SocialButtons purpose="register" />
        <Divider label="or" labelPosition="center" />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus={autoFocus || undefined}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          Sign Up
        </Button>
      </Stack>
      <Modal
        opened={notice !== null}
        onClose={() => setNotice(null)}
        title={notice?.title}
        centered
        zIndex={300}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">{notice?.body}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setNotice(null)}>OK</Button>
        </Group>
      </Modal>
    </form>
  );
}
