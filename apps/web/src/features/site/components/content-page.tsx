import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A readable article page: one h1, an 'Updated' line, then sections with h2 headings. */
export function ContentPage({
  title,
  updated,
  lead,
  children,
}: {
  title: string;
  updated: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py={56} component="article">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          Updated {updated}
        </Text>
        <Text size="lg" mt="sm">
          {lead}
        </Text>
      </Stack>
      <Stack gap="xl">{children}</Stack>
    </Container>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}
