import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MANAGER_PASSWORD_MIN } from '@stagepass/domain/guests';
import { useRequestMutation } from '../../../lib/use-request';
import { checkinLink, MANAGER_PASSWORD as T } from '../guest-texts';

/**
 * The check-in app's password for this event (spec 001 §1: staff log into the event-manager app with the event id
 * and a manager password set by the organiser). Saving a new one signs out the devices that used the old one.
 */
export function ManagerPassword({ eventId, isSet }: { eventId: number; isSet: boolean }) {
  const [password, setPassword] = useState('');
  const save = useRequestMutation('business_set_manager_password', {
    invalidates: ['get_guest_list'],
    onSuccess: () => setPassword(''),
  });
  const tooShort = password.length > 0 && password.length < MANAGER_PASSWORD_MIN;
  return (
    <Stack gap="xs">
      <Text size="sm">{T.explain(eventId)}</Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (password.length >= MANAGER_PASSWORD_MIN) save.mutate({ event_id: eventId, password });
        }}
      >
        <Group align="end" gap="sm">
          <PasswordInput
            label={isSet ? T.changeLabel : T.label}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={tooShort ? T.tooShort : (save.error?.field === 'password' && save.error.message) || undefined}
            autoComplete="new-password"
            w={260}
          />
          <Button type="submit" loading={save.isPending} disabled={password.length < MANAGER_PASSWORD_MIN}>
            {T.save}
          </Button>
          <Anchor component={Link} to={checkinLink(eventId)} size="sm" target="_blank">
            {T.openApp}
          </Anchor>
        </Group>
      </form>
      {save.isSuccess && <Alert color="green">{save.data.message}</Alert>}
      {save.error && save.error.field !== 'password' && <Alert color="red">{save.error.message}</Alert>}
      {isSet && !save.isSuccess && (
        <Text size="sm" c="dimmed">
          {T.isSet}
        </Text>
      )}
    </Stack>
  );
}
