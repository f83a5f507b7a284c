import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  AGENCY_PIN_FORMAT,
  AGENCY_PIN_MAX_LENGTH,
  AGENCY_PIN_NOT_SET,
  AGENCY_PIN_NOTE,
  AGENCY_PIN_SET,
  AGENCY_PIN_TITLE,
  AGENCY_PINS_DO_NOT_MATCH,
  isAgencyPin,
} from '@stagepass/domain/agency';
import { notify } from '../../../components/ui/notify';
import { SettingsSection, serverFieldError } from '../../settings/components/settings-section';
import { useRequest, useRequestMutation } from '../../../lib/use-request';

interface Problems {
  pin?: string;
  confirm?: string;
}

export function pinProblems(pin: string, confirm: string): Problems {
  if (!isAgencyPin(pin)) return { pin: AGENCY_PIN_FORMAT };
  return confirm === pin ? {} : { confirm: AGENCY_PINS_DO_NOT_MATCH };
}

const toggle = { 'aria-label': 'Show typed digits' };

/** /dash/settings for an agency (spec 000 §4 'set a PIN'): agency_update_pin(pin). */
export function AgencyPinSection() {
  const clients = useRequest('agency_get_clients', {});
  const update = useRequestMutation('agency_update_pin', { invalidates: ['agency_get_clients'] });
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = pinProblems(pin.trim(), confirm.trim());
    setProblems(found);
    if (Object.keys(found).length > 0 || update.isPending) return;
    update.mutate(
      { pin: pin.trim() },
      {
        onSuccess: ({ message }) => {
          setPin('');
          setConfirm('');
          notify(1, message);
        },
      },
    );
  }

  return (
    <SettingsSection title={AGENCY_PIN_TITLE} description={AGENCY_PIN_NOTE}>
      {clients.data && (
        <Text size="sm" role="status">
          {clients.data.pin_set ? AGENCY_PIN_SET : AGENCY_PIN_NOT_SET}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Set agency PIN">
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label="New PIN"
            description={AGENCY_PIN_FORMAT}
            inputMode="numeric"
            autoComplete="off"
            maxLength={AGENCY_PIN_MAX_LENGTH}
            visibilityToggleButtonProps={toggle}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            error={problems.pin ?? serverFieldError(update.error, 'pin')}
          />
          <PasswordInput
            label="Confirm PIN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={AGENCY_PIN_MAX_LENGTH}
            visibilityToggleButtonProps={toggle}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={problems.confirm}
          />
          <Button type="submit" loading={update.isPending} w="fit-content">
            Save PIN
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
