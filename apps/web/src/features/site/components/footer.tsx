import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FOOTER_LINKS } from '@stagepass/domain/site';

/** spec 000 §2.11: footer links; Privacy and Terms open in a new tab. */
export function Footer() {
  return (
    <footer>
      <Container size="lg" py="xl">
        <Group component="nav" aria-label="Footer" gap="lg" justify="center">
          {FOOTER_LINKS.map((l) =>
            l.newTab ? (
              // Static documents served next to the app (spec 000 §9), not client routes.
              <Anchor key={l.to} href={l.to} target="_blank" rel="noopener" size="sm" c="dimmed">
                {l.label}
              </Anchor>
            ) : (
              <Anchor key={l.to} component={Link} to={l.to} size="sm" c="dimmed">
                {l.label}
              </Anchor>
            ),
          )}
        </Group>
        <Text ta="center" size="xs" c="dimmed" mt="md">
          © {new Date().getFullYear()} Stagepass
        </Text>
      </Container>
    </footer>
  );
}
