import { Container, Text, Title } from '@mantine/core';
import { PAGE_BEING_BUILT } from '../../lib/constants';

/** A route the spec names whose screen a later issue builds: an honest heading and one line. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md" c="dimmed">
        {PAGE_BEING_BUILT}
      </Text>
    </Container>
  );
}
