import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { COSTS_TITLE, PRICING_PATH, VIEW_PRICING } from '@stagepass/domain/site';
import classes from './landing.module.css';

/** spec 000 §2.4: 'Curious about costs?' with View Pricing to /auth/pricing. */
export function CostsTeaser() {
  return (
    <section className={`${classes.section} ${classes.alt}`} aria-labelledby="costs-title">
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title id="costs-title" order={2}>
            {COSTS_TITLE}
          </Title>
          <Text size="lg" c="dimmed">
            No upfront costs and no subscription fees. Stagepass takes a small cut of bookings and sales, so we only
            earn when you do.
          </Text>
          <Button component={Link} to={PRICING_PATH} size="md" variant="outline">
            {VIEW_PRICING}
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
