import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BIO_DESCRIPTION, BIO_LABEL, BIO_MAX_LENGTH, BIO_SAVED, BIO_TOO_LONG } from '@stagepass/domain/profiles';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { serverFieldError } from './settings-section';

/**
 * spec 001 §6 'business traits and bio' and the talent's 'bio': the text their profile page shows (member_update,
 * tag bio). Starts from the stored bio (member_query); saved, the profile pages read it again.
 */
export function BioForm() {
  const stored = useRequest('member_query', {});
  const [bio, setBio] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useRequestMutation('member_update', {
    invalidates: ['member_query', 'specialist_query', 'business_query'],
  });
  // Untouched, the field shows what is stored.
  const value = bio ?? stored.data?.member.bio ?? '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = value.trim().length > BIO_MAX_LENGTH ? BIO_TOO_LONG : null;
    setProblem(invalid);
    if (invalid || update.isPending) return;
    update.mutate(
      { tag: 'bio', bio: value.trim() },
      {
        onSuccess: () => {
          setBio(value.trim());
          notify(1, BIO_SAVED);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change bio">
      <Stack gap="xs">
        <Textarea
          label={BIO_LABEL}
          description={BIO_DESCRIPTION}
          autosize
          minRows={3}
          maxRows={10}
          value={value}
          disabled={!stored.data}
          onChange={(e) => setBio(e.currentTarget.value)}
          error={problem ?? serverFieldError(update.error, 'bio')}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {value.trim().length} / {BIO_MAX_LENGTH}
          </Text>
          <Button type="submit" loading={update.isPending} disabled={!stored.data}>
            Save bio
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
