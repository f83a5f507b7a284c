import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CHECK_YOUR_EMAIL, INVALID_EMAIL } from '@stagepass/domain/accounts';
import { EMAIL_CHANGE_NOTE } from '@stagepass/domain/settings';
import { isEmail } from '@stagepass/domain/validators';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { SettingsSection, serverFieldError } from './settings-section';

/**
 * /dash/settings, email change (spec 000 §4, §7): request_update_username(new_email) sends a link
 * to the new address, then 'Check your email'. Opening the link (/redirect/updateemail) changes the
 * sign-in email and logs out after 0.5 s; that page is built with the link handler.
 */
export function EmailSection() {
  const user = useCurrentUser();
  const [newEmail, setNewEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestMutation('request_update_username');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = newEmail.trim();
    // spec 000 §5: the standard address pattern; §4 'Invalid Email Address' otherwise.
    const invalid = isEmail(email) ? null : INVALID_EMAIL;
    setProblem(invalid);
    if (invalid || request.isPending) return;
    request.mutate(
      { new_email: email },
      {
        onSuccess: ({ message }) => {
          setSentTo(email);
          setNewEmail('');
          notify(3, message || CHECK_YOUR_EMAIL);
        },
      },
    );
  }

  return (
    <SettingsSection title="Email" description={EMAIL_CHANGE_NOTE}>
      <Text size="sm">
        Current email: <strong>{user?.email}</strong>
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change email">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="New email address"
            type="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.currentTarget.value)}
            error={problem ?? serverFieldError(request.error, 'new_email')}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={request.isPending}>
            Send link
          </Button>
        </Group>
      </form>
      {sentTo && (
        <Alert color="blue" variant="light" title={CHECK_YOUR_EMAIL} role="status">
          We sent a link to {sentTo}. Open it to make it your sign-in email.
        </Alert>
      )}
    </SettingsSection>
  );
}
