import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { HOW_IT_WORKS_TITLE, SIGN_UP } from '@stagepass/domain/site';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import classes from './landing.module.css';

const STEPS = [
  {
    title: 'Create your free account',
    text: 'Join as a fan, talent or creator, business or agency. There are no upfront or subscription fees.',
  },
  {
    title: 'Set the stage',
    text: 'Talent publish when and where they can perform. Businesses build events from time blocks and bid for the talent they want; the best offers win when the schedule closes.',
  },
  {
    title: 'Show up, sell out, get paid',
    text: 'Fans buy tickets in the app and staff check them in at the door. Payouts arrive a few days after the event.',
  },
] as const;

/** spec 000 §2.4: 'How it works in three columns', then a Sign Up button for logged-out visitors. */
export function HowItWorks() {
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();

  return (
    <section className={classes.section} aria-labelledby="how-title">
      <Container size="lg">
        <Title id="how-title" order={2} ta="center" mb="xl">
          {HOW_IT_WORKS_TITLE}
        </Title>
        <ol className={`${classes.grid3} ${classes.wide}`}>
          {STEPS.map((step, i) => (
            <Stack component="li" key={step.title} gap="sm" align="flex-start">
              <span className={`${classes.stepIcon} ${classes.step}`} aria-hidden="true">
                <Text fw={800}>{i + 1}</Text>
              </span>
              <Title order={3}>{step.title}</Title>
              <Text c="dimmed">{step.text}</Text>
            </Stack>
          ))}
        </ol>
        {!loggedIn && (
          <Stack align="center" mt={48}>
            <Button size="lg" onClick={() => openAuthModal('register')}>
              {SIGN_UP}
            </Button>
          </Stack>
        )}
      </Container>
    </section>
  );
}
