import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_PATH, TERMS_PATH } from '@stagepass/domain/limits';

/** spec 000 §2.11: footer links; Privacy and Terms open in a new tab. */
export function Footer() {
  return (
    <footer>
      <Container size="lg" py="xl">
        <Group component="nav" aria-label="Footer" gap="lg" justify="center">
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            Home
          </Anchor>
          <Anchor component={Link} to="/auth/creatorLanding" size="sm" c="dimmed">
            Talent &amp; Creators
          </Anchor>
          <Anchor component={Link} to="/auth/fanLanding" size="sm" c="dimmed">
            Fans
          </Anchor>
          <Anchor component={Link} to="/auth/businessLanding" size="sm" c="dimmed">
            Businesses
          </Anchor>
          <Anchor href={PRIVACY_PATH} target="_blank" rel="noopener" size="sm" c="dimmed">
            Privacy
          </Anchor>
          <Anchor href={TERMS_PATH} target="_blank" rel="noopener" size="sm" c="dimmed">
            Terms
          </Anchor>
        </Group>
        <Text ta="center" size="xs" c="dimmed" mt="md">
          © {new Date().getFullYear()} Stagepass
        </Text>
      </Container>
    </footer>
  );
}
