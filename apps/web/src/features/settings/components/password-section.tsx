import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@stagepass/domain/accounts';
import {
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_CHANGED,
  PASSWORD_NONE_YET,
  PASSWORD_SET,
  PASSWORDS_DO_NOT_MATCH,
} from '@stagepass/domain/settings';
import { useSessionStore } from '../../../store/session-store';
import { notify } from '../../../components/ui/notify';
import { useUserMutation } from '../../accounts/api/user-mutation';
import { SettingsSection, serverFieldError } from './settings-section';

interface Problems {
  current?: string;
  next?: string;
  confirm?: string;
}

export function passwordProblems(current: string, next: string, confirm: string, hasPassword = true): Problems {
  const problems: Problems = {};
  if (hasPassword && current === '') problems.current = CURRENT_PASSWORD_REQUIRED;
  if (next.length < MIN_PASSWORD_LENGTH) problems.next = PASSWORD_TOO_SHORT;
  else if (next.length > MAX_PASSWORD_LENGTH) problems.next = PASSWORD_TOO_LONG;
  if (!problems.next && confirm !== next) problems.confirm = PASSWORDS_DO_NOT_MATCH;
  return problems;
}

// Mantine's default 'Toggle password visibility' label would also match getByLabel('... password').
const toggle = { 'aria-label': 'Show typed characters' };

/**
 * /dash/settings, password change (spec 000 §7): member_update, tag password, with curr_password and
 * new_password. The server refuses a wrong current password and common passwords with its own
 * messages, shown as a notice and under the field; other devices are signed out. A member who signed up
 * through a social provider has no password yet and sets one without a current password.
 */
export function PasswordSection() {
  const hasPassword = useSessionStore((s) => s.user?.has_password ?? true);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const update = useUserMutation('member_update');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = passwordProblems(current, next, confirm, hasPassword);
    setProblems(found);
    if (Object.keys(found).length > 0 || update.isPending) return;
    update.mutate(
      { tag: 'password', ...(hasPassword ? { curr_password: current } : {}), new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          notify(1, hasPassword ? PASSWORD_CHANGED : PASSWORD_SET);
        },
      },
    );
  }

  return (
    <SettingsSection title="Password">
      <form onSubmit={submit} noValidate aria-label={hasPassword ? 'Change password' : 'Set a password'}>
        <Stack gap="sm" maw={420}>
          {hasPassword ? (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              visibilityToggleButtonProps={toggle}
              value={current}
              onChange={(e) => setCurrent(e.currentTarget.value)}
              error={problems.current ?? serverFieldError(update.error, 'curr_password')}
            />
          ) : (
            <Text size="sm">{PASSWORD_NONE_YET}</Text>
          )}
          <PasswordInput
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters. Long passphrases are welcome.`}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            error={problems.next ?? serverFieldError(update.error, 'new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={problems.confirm}
          />
          <Button type="submit" loading={update.isPending} w="fit-content">
            {hasPassword ? 'Change password' : 'Set password'}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
