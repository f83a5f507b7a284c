import { Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { WHO_FOR_GROUPS, WHO_FOR_PATH, WHO_FOR_TITLE } from '@stagepass/domain/site';
import classes from './landing.module.css';

const BLURBS: Record<(typeof WHO_FOR_GROUPS)[number], string> = {
  'Emerging Talent':
    'Musicians, DJs, comedians, dancers and creators building a following: land paid gigs, fill your calendar and grow your audience with every show.',
  'Neighborhood Venues':
    'Bars, cafés, galleries and small stages: bring in local talent on the nights you need it and sell tickets without a monthly bill.',
  'Event Promoters':
    'Showcases, pop-ups and tours: line up several acts in time blocks, book them through one auction and sell every ticket type in one place.',
};

/** spec 000 §2.4: 'Who is the product for' — three groups, each leading to /auth/creatorLanding. */
export function WhoFor() {
  return (
    <section className={`${classes.section} ${classes.alt}`} aria-labelledby="who-for-title">
      <Container size="lg">
        <Title id="who-for-title" order={2} ta="center" mb="xl">
          {WHO_FOR_TITLE}
        </Title>
        <div className={classes.grid3}>
          {WHO_FOR_GROUPS.map((group) => (
            <Link key={group} to={WHO_FOR_PATH} className={classes.cardLink}>
              <div className={`${classes.card} ${classes.shadowed}`}>
                <Title order={3} mb="xs">
                  {group}
                </Title>
                <Text c="dimmed">{BLURBS[group]}</Text>
              </div>
            </Link>
          ))}
        </div>
      </Container>
    </section>
  );
}
