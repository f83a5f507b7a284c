import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { NAME_FORMAT, USERNAME_FORMAT, USERNAME_MAX_LENGTH, USERNAME_REQUIRED } from '@stagepass/domain/accounts';
import { NAME_REQUIRED, NAME_SAVED, USERNAME_SAVED } from '@stagepass/domain/settings';
import { hasLetter } from '@stagepass/domain/text';
import { isName, isUsername } from '@stagepass/domain/validators';
import { notify } from '../../../components/ui/notify';
import { useUserMutation } from '../../accounts/api/user-mutation';
import { useCurrentUser } from '../../accounts/hooks/use-session';
import { BioForm } from './bio-form';
import { NetworkFollowersForm } from '../../profiles/components/network-followers-form';
import { SettingsSection, serverFieldError } from './settings-section';

/** spec 000 §5: a name uses letters, spaces, commas, periods, apostrophes and hyphens, and has a letter. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return NAME_REQUIRED;
  return isName(trimmed) && hasLetter(trimmed) ? null : NAME_FORMAT;
}

/** spec 000 §5: letters, digits, underscore and hyphen only; a username to save cannot be empty. */
export function usernameProblem(username: string): string | null {
  const trimmed = username.trim();
  if (trimmed === '') return USERNAME_REQUIRED;
  if (trimmed.length > USERNAME_MAX_LENGTH) return `Usernames are at most ${USERNAME_MAX_LENGTH} characters.`;
  return isUsername(trimmed) ? null : USERNAME_FORMAT;
}

function NameForm() {
  const user = useCurrentUser();
  const [name, setName] = useState(user?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUserMutation('member_update');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = nameProblem(name);
    setProblem(invalid);
    if (invalid || update.isPending) return;
    // spec 000 §7: member_update, tag name.
    update.mutate(
      { tag: 'name', name: name.trim() },
      {
        // The server truncates to 40 characters (spec 000 §5): show what it kept.
        onSuccess: ({ user: saved }) => {
          setName(saved.name);
          notify(1, NAME_SAVED);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change name">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={problem ?? serverFieldError(update.error, 'name')}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" loading={update.isPending}>
          Save name
        </Button>
      </Group>
    </form>
  );
}

function UsernameForm() {
  const user = useCurrentUser();
  const hasUsername = Boolean(user?.username);
  const [username, setUsername] = useState(user?.username ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const setFirst = useUserMutation('set_username');
  const change = useUserMutation('update_username');
  const pending = setFirst.isPending || change.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = usernameProblem(username);
    setProblem(invalid);
    if (invalid || pending) return;
    // spec 000 §7: set_username chooses the first one; update_username changes it.
    const save = hasUsername ? change : setFirst;
    save.mutate(
      { username: username.trim() },
      {
        onSuccess: ({ user: saved }) => {
          setUsername(saved.username ?? '');
          notify(1, USERNAME_SAVED);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change username">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Username"
          description="Letters, digits, underscore and hyphen. Your creator URL uses it."
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={problem ?? serverFieldError(setFirst.error ?? change.error, 'username')}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" loading={pending}>
          {hasUsername ? 'Change username' : 'Set username'}
        </Button>
      </Group>
    </form>
  );
}

/**
 * /dash/settings: name (member_update, tag name) and username (set_username / update_username); talent and
 * businesses also their bio (member_update, tag bio; spec 001 §6) and the follower counts they declare for the other
 * networks (update_network_followers; spec 001 §3 Follow).
 */
export function ProfileSection() {
  const user = useCurrentUser();
  return (
    <SettingsSection title="Profile">
      <Stack gap="md">
        <NameForm />
        <UsernameForm />
        {(user?.is_specialist || user?.is_business) && (
          <>
            <BioForm />
            <NetworkFollowersForm />
          </>
        )}
      </Stack>
    </SettingsSection>
  );
}
