import { Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AUDIENCE_CARDS } from '@stagepass/domain/site';
import classes from './landing.module.css';

// Marketing copy for each card; the titles and targets are spec 000 §2.4's (domain/site).
const BLURBS: Record<(typeof AUDIENCE_CARDS)[number]['title'], string> = {
  Talent:
    'Publish your availability, get booked for paid sets, and sell digital content and subscriptions from your own website.',
  Businesses:
    'Build events from time blocks, book the talent that fits, and sell every kind of ticket with check-in at the door.',
  Fans: 'Discover live events near you, follow the talent and venues you love, and get your tickets in a tap.',
};

/** spec 000 §2.4: three audience cards (Talent, Businesses, Fans) leading to their landing pages. */
export function AudienceCards() {
  return (
    <section className={classes.section} aria-labelledby="audiences-title">
      <Container size="lg">
        <Title id="audiences-title" order={2} ta="center" mb="xl">
          One stage for everyone
        </Title>
        <div className={classes.grid3}>
          {AUDIENCE_CARDS.map((card) => (
            <Link key={card.to} to={card.to} className={classes.cardLink}>
              <div className={`${classes.card} ${classes.bordered}`}>
                <Title order={3} mb="xs">
                  {card.title}
                </Title>
                <Text c="dimmed">{BLURBS[card.title]}</Text>
                <Text c="grape" fw={600} mt="md" aria-hidden="true">
                  Learn more →
                </Text>
              </div>
            </Link>
          ))}
        </div>
      </Container>
    </section>
  );
}
