import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LETS_GO, PRICING_PATH, SIGN_UP, VIEW_PRICING } from '@stagepass/domain/site';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useDashboardPath, useIsLoggedIn } from '../../accounts/hooks/use-session';
import classes from './audience-page.module.css';

export interface AudienceContent {
  /** Short audience name above the heading ('Talent & Creators'). */
  eyebrow: string;
  title: string;
  intro: string;
  features: readonly { title: string; text: string }[];
  steps: readonly { title: string; text: string }[];
  closingTitle: string;
  closingText: string;
}

/** Sign Up for visitors (spec 000 §2.5 modal), the dashboard for members. */
function Cta({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const loggedIn = useIsLoggedIn();
  const dashboard = useDashboardPath();
  const openAuthModal = useOpenAuthModal();
  return (
    <Group gap="sm" justify="center">
      {loggedIn ? (
        <Button size={size} component={Link} to={dashboard}>
          {LETS_GO}
        </Button>
      ) : (
        <Button size={size} onClick={() => openAuthModal('register')}>
          {SIGN_UP}
        </Button>
      )}
      <Button size={size} variant="default" component={Link} to={PRICING_PATH}>
        {VIEW_PRICING}
      </Button>
    </Group>
  );
}

/**
 * The three audience landing pages of spec 000 §2.2 share this layout. They are dark whatever
 * the visitor's setting: their routes carry the `dark` handle that the root layout reads.
 */
export function AudiencePage({ content }: { content: AudienceContent }) {
  return (
    <>
      <section className={classes.hero} aria-labelledby="audience-title">
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Badge variant="light" size="lg" className={classes.eyebrow}>
              {content.eyebrow}
            </Badge>
            <Title id="audience-title" order={1} fz={{ base: 38, sm: 56 }} lh={1.1}>
              {content.title}
            </Title>
            <Text size="xl" c="dimmed" maw={640}>
              {content.intro}
            </Text>
            <Cta />
          </Stack>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="features-title">
        <Container size="lg">
          <Title id="features-title" order={2} ta="center" mb="xl">
            What you get
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {content.features.map((f) => (
              <Card key={f.title} withBorder radius="lg" padding="xl" className={classes.feature}>
                <Title order={3} size="h4" mb="xs">
                  {f.title}
                </Title>
                <Text c="dimmed">{f.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={`${classes.section} ${classes.band}`} aria-labelledby="steps-title">
        <Container size="lg">
          <Title id="steps-title" order={2} ta="center" mb="xl">
            How it works
          </Title>
          <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="xl" p={0} m={0} style={{ listStyle: 'none' }}>
            {content.steps.map((s, i) => (
              <Stack component="li" key={s.title} gap="sm">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
                  <Text fw={800}>{i + 1}</Text>
                </ThemeIcon>
                <Title order={3} size="h4">
                  {s.title}
                </Title>
                <Text c="dimmed">{s.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.section} aria-labelledby="closing-title">
        <Container size="sm">
          <Stack align="center" ta="center" gap="md">
            <Title id="closing-title" order={2}>
              {content.closingTitle}
            </Title>
            <Text size="lg" c="dimmed">
              {content.closingText}
            </Text>
            <Cta size="md" />
          </Stack>
        </Container>
      </section>
    </>
  );
}
