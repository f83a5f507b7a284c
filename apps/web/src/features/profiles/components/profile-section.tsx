import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateAction } from '../../../components/ui/empty-state';

/**
 * One titled part of a profile page; `empty` is shown when there is nothing in it yet, with `emptyHint` and
 * `emptyAction` when the profile is the viewer's own (the caller decides: a visitor gets neither).
 */
export function ProfileSection({
  id,
  title,
  empty,
  emptyHint,
  emptyAction,
  children,
}: {
  id: string;
  title: string;
  empty?: string | false;
  emptyHint?: string | undefined;
  emptyAction?: EmptyStateAction | null | undefined;
  children?: ReactNode;
}) {
  const headingId = `profile-${id}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {empty ? <EmptyState message={empty} description={emptyHint} action={emptyAction} /> : children}
    </Stack>
  );
}
