import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { RpcError } from '../../../lib/rpc';

/** One titled part of /dash/settings, a landmark screen readers can jump to. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The server's message for a field, to show under its input as well as in the error toast
 * (spec 000 §8 shows every failure as a notice; DESIGN.md §2 names the field of a 400).
 */
export function serverFieldError(error: unknown, ...fields: string[]): string | null {
  return error instanceof RpcError && error.field && fields.includes(error.field) ? error.message : null;
}
