import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PROGRAMME_MIN_AGE } from '@stagepass/domain/limits';
import { LAUNCHING_NOW_CITIES, LAUNCHING_NOW_TITLE } from '@stagepass/domain/site';
import { FaqList } from './faq-list';
import type { FaqItem } from './faq-list';
import classes from './landing.module.css';

// spec 000 §1 (launch regions) and §2.12 (what joining a city launch gives, who may join).
const CITY_FAQ: readonly FaqItem[] = [
  {
    question: 'Where is Stagepass launching?',
    answer:
      'We are launching across California: the SF Bay Area, Los Angeles, San Diego and Sacramento. A New York launch is on its way too.',
  },
  {
    question: 'What do I get for joining a city launch?',
    answer:
      'Access to emerging talent and performers, promotional exposure, easy booking tools, audience growth through co-promotion, and perks for early partners. Select partners are featured in our launch events.',
  },
  {
    question: 'Who can join?',
    answer: `Talent and creators, venues, and event promoters who are ${PROGRAMME_MIN_AGE} or older. Pick your city, choose Talent or Business, and tell us a little about yourself.`,
  },
  {
    question: 'Does joining a launch cost anything?',
    answer:
      'No. Joining is free, and so is applying to be a launch partner. Participation is not guaranteed, and the programme may change as we grow.',
  },
  {
    question: 'My city isn’t listed. Can I still sign up?',
    answer:
      'Yes. Create an account today and you can book, sell tickets and follow talent anywhere. We will let you know when a launch comes to your area.',
  },
];

/** spec 000 §2.4: 'a Launching Now section with buttons to /sf, /la, /sd, /sactown, plus a city FAQ'. */
export function LaunchingNow() {
  return (
    <section className={`${classes.section} ${classes.alt}`} aria-labelledby="launching-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="md" mb="xl">
          <Title id="launching-title" order={2}>
            {LAUNCHING_NOW_TITLE}
          </Title>
          <Text size="lg" c="dimmed">
            Be part of the first wave in your city.
          </Text>
          <Group justify="center" gap="sm">
            {LAUNCHING_NOW_CITIES.map(({ city, path }) => (
              <Button key={path} component={Link} to={path} variant="light" size="md">
                {city}
              </Button>
            ))}
          </Group>
        </Stack>
        <Title order={3} ta="center" mb="md">
          City launch FAQ
        </Title>
        <FaqList items={CITY_FAQ} label="City launch questions" />
      </Container>
    </section>
  );
}
