import { Container, Text, Title } from '@mantine/core';
import { LOGGING_OUT, SITE_TAGLINE } from '@stagepass/domain/site';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { AudienceCards } from '../components/audience-cards';
import { CostsTeaser } from '../components/costs-teaser';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingFaq } from '../components/landing-faq';
import { LaunchingNow } from '../components/launching-now';
import { WhoFor } from '../components/who-for';
import { useLoggingOut } from '../hooks/use-logging-out';
import classes from '../components/landing.module.css';

/** The closing band: spec 000 §2.4 'Tagline: Host events. Book talent. Sell tickets.' */
function TaglineBand() {
  return (
    <section className={`${classes.section} ${classes.taglineBand}`} aria-label="Tagline">
      <Container size="md" ta="center">
        <Title order={2} fz={{ base: 30, sm: 44 }} c="white">
          {SITE_TAGLINE}
        </Title>
        <Text mt="sm" size="lg" c="rgb(255 255 255 / 0.8)">
          Stagepass brings talent, venues and fans together for live events.
        </Text>
      </Container>
    </section>
  );
}

/**
 * spec 000 §2.4: the landing page, in the order the spec lists its sections. Right after logout
 * it shows 'Logging Out' until the screen has been measured (see useLoggingOut).
 */
export function LandingPage() {
  const loggingOut = useLoggingOut();
  if (loggingOut) return <LoadingScreen label={LOGGING_OUT} />;

  return (
    <>
      <Hero />
      <AudienceCards />
      <WhoFor />
      <HowItWorks />
      <CostsTeaser />
      <LandingFaq />
      <LaunchingNow />
      <TaglineBand />
    </>
  );
}
