import { Center, Loader, Stack, Text } from '@mantine/core';

/** spec 000 §2.2: shown while a lazily loaded page arrives. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
