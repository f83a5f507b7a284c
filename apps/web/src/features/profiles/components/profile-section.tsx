import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a profile page; `empty` is shown when there is nothing in it yet. */
export function ProfileSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string | false;
  children?: ReactNode;
}) {
  const headingId = `profile-${id}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Stack>
  );
}
