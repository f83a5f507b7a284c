import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AUDIENCE_PANELS, AUDIENCE_PANELS_TITLE } from '@stagepass/domain/site';
import classes from './audience-page.module.css';

// Marketing copy for each panel; the titles and targets are spec 001 §2's (domain/site AUDIENCE_PANELS).
const BLURBS: Record<(typeof AUDIENCE_PANELS)[number]['title'], string> = {
  Businesses:
    'Build events from time blocks, book the talent that fits each one, sell tickets and check guests in at the door.',
  'Talent & Creators':
    'Publish your availability, get booked for paid sets, and sell content and subscriptions to the fans you make.',
  Fans: 'Find live events near you tonight, follow the talent and venues you love, and keep your tickets in your pocket.',
  Agency:
    'Manage your talent and business clients, act for them when they ask, and get a summary of what needs attention.',
};

/**
 * spec 001 §2 landing sections on the fan side: the audience panels for Businesses, Talent & Creators, Fans and
 * Agency. Static markup (no request, no state), so the prerendered page carries it whole and it costs the first load
 * only the few components the landing already uses.
 */
export function AudiencePanels({ className }: { className?: string }) {
  return (
    <section className={className} aria-labelledby="audience-panels-title">
      <Container size="lg">
        <Title id="audience-panels-title" order={2} ta="center" mb="xl">
          {AUDIENCE_PANELS_TITLE}
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 4 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {AUDIENCE_PANELS.map((panel) => (
            <li key={panel.title}>
              <Link to={panel.to} className={classes.panelLink}>
                <Card withBorder radius="lg" padding="xl" className={classes.feature}>
                  <Title order={3} size="h4" mb="xs">
                    {panel.title}
                  </Title>
                  <Text c="dimmed">{BLURBS[panel.title]}</Text>
                  <Text c="grape" fw={600} mt="md">
                    {panel.action} →
                  </Text>
                </Card>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
