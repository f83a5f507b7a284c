import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { USERNAME_FORMAT } from '@stagepass/domain/accounts';
import {
  AGENCY_ACCESS_NOTE,
  AGENCY_ACCESS_TITLE,
  AGENCY_PIN_FORMAT,
  AGENCY_PIN_MAX_LENGTH,
  AGENCY_USERNAME_REQUIRED,
  NO_AGENCY,
  REVOKE_AGENCY_ACCESS,
  REVOKE_AGENCY_CONFIRM,
  currentAgencyText,
  isAgencyPin,
} from '@stagepass/domain/agency';
import { isUsername } from '@stagepass/domain/validators';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { notify } from '../../../components/ui/notify';
import { SettingsSection, serverFieldError } from '../../settings/components/settings-section';
import { requestQuery, useRequest, useRequestMutation } from '../../../lib/use-request';

interface Problems {
  username?: string;
  pin?: string;
}

export function accessProblems(username: string, pin: string): Problems {
  const problems: Problems = {};
  const name = username.trim().replace(/^@/, '');
  if (name === '') problems.username = AGENCY_USERNAME_REQUIRED;
  else if (!isUsername(name)) problems.username = USERNAME_FORMAT;
  if (!isAgencyPin(pin.trim())) problems.pin = AGENCY_PIN_FORMAT;
  return problems;
}

function CurrentAgency() {
  const access = useRequest('get_agency_access', {});
  const queryClient = useQueryClient();
  // spec 000 §7: afterwards no agency can act for the client.
  const revoke = useRequestMutation('revoke_agency_access', {
    onSuccess: () => queryClient.setQueryData(requestQuery('get_agency_access', {}).queryKey, { agency: null }),
  });
  const agency = access.data?.agency;
  if (access.isPending) return null;
  if (!agency)
    return (
      <Text size="sm" role="status">
        {NO_AGENCY}
      </Text>
    );

  function confirmRevoke() {
    modals.openConfirmModal({
      title: REVOKE_AGENCY_ACCESS,
      children: <Text size="sm">{REVOKE_AGENCY_CONFIRM}</Text>,
      labels: { confirm: REVOKE_AGENCY_ACCESS, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate({}, { onSuccess: ({ message }) => notify(1, message) }),
    });
  }

  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={agency.name} image={agency.image} decorative />
        <Stack gap={0}>
          <Text size="sm" role="status">
            {currentAgencyText(agency.name)}
          </Text>
          {agency.username && (
            <Text size="sm" c="dimmed">
              @{agency.username}
            </Text>
          )}
        </Stack>
      </Group>
      <Button variant="outline" color="red" size="xs" onClick={confirmRevoke} loading={revoke.isPending}>
        {REVOKE_AGENCY_ACCESS}
      </Button>
    </Group>
  );
}

/**
 * /dash/settings for talent and businesses (spec 000 §4): authorize an agency by its username and PIN
 * (authorize_agency_access, replacing any earlier agency), see which agency can act for you, and revoke it.
 */
export function AgencyAccessSection() {
  const queryClient = useQueryClient();
  // spec 000 §7: the answer is the client's agency now.
  const authorize = useRequestMutation('authorize_agency_access', {
    onSuccess: ({ agency }) => queryClient.setQueryData(requestQuery('get_agency_access', {}).queryKey, { agency }),
  });
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = accessProblems(username, pin);
    setProblems(found);
    if (Object.keys(found).length > 0 || authorize.isPending) return;
    authorize.mutate(
      { agency_username: username.trim(), pin: pin.trim() },
      {
        onSuccess: ({ message }) => {
          setUsername('');
          setPin('');
          notify(1, message);
        },
      },
    );
  }

  return (
    <SettingsSection title={AGENCY_ACCESS_TITLE} description={AGENCY_ACCESS_NOTE}>
      <CurrentAgency />
      <form onSubmit={submit} noValidate aria-label="Authorize an agency">
        <Stack gap="sm" maw={420}>
          <TextInput
            label="Agency username"
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={problems.username ?? serverFieldError(authorize.error, 'agency_username')}
          />
          <PasswordInput
            label="Agency PIN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={AGENCY_PIN_MAX_LENGTH}
            visibilityToggleButtonProps={{ 'aria-label': 'Show typed digits' }}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            error={problems.pin ?? serverFieldError(authorize.error, 'pin')}
          />
          <Button type="submit" loading={authorize.isPending} w="fit-content">
            Authorize
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
