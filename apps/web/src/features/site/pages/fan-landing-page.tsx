import { FeaturedEvents } from '../../events/components/featured-events';
import { LandingTalent } from '../../talent/components/featured-talent';
import { AudiencePage } from '../components/audience-page';
import { AudiencePanels } from '../components/audience-panels';
import { PromotionalOffer } from '../components/promotional-offer';
import type { AudienceContent } from '../components/audience-page';
import classes from '../components/audience-page.module.css';

// spec 000 §1 / spec 001 §1: what fans do with the product.
const CONTENT: AudienceContent = {
  eyebrow: 'Fans',
  title: 'Live music, comedy and more, right around the corner.',
  intro:
    'Discover events near you, follow the talent and venues you love, and get your tickets in seconds. Stagepass is free for fans.',
  features: [
    {
      title: 'Discover nearby events',
      text: 'See what is on near you tonight, this weekend or next month, with the talent playing each set.',
    },
    {
      title: 'Follow talent and venues',
      text: 'Follow the performers and businesses you like and hear first when they announce something new.',
    },
    {
      title: 'Tickets in a tap',
      text: 'Buy tickets with a saved card and show the QR code at the door. Your tickets live in the app.',
    },
    {
      title: 'Watch what interests you',
      text: 'Add events and items to your watchlist and come back to them when you are ready.',
    },
    {
      title: 'Support creators directly',
      text: 'Subscribe to your favourite creators monthly or yearly and buy their videos, songs, podcasts and more.',
    },
    {
      title: 'On your phone',
      text: 'Get the Stagepass app on the App Store or Google Play and take your tickets everywhere.',
    },
  ],
  steps: [
    {
      title: 'Sign up free',
      text: 'Create your account with your email or a social login.',
    },
    {
      title: 'Find your night out',
      text: 'Browse events near you and follow the talent you discover.',
    },
    {
      title: 'Show your ticket',
      text: 'Buy in seconds, then scan in at the door with the QR code on your phone.',
    },
  ],
  closingTitle: 'See it live',
  closingText: 'Your next favourite act might be playing around the corner tonight.',
};

/**
 * /auth/fanLanding (spec 000 §2.2): the dark landing page for fans, then the landing sections of spec 001 §2 in its
 * order: Featured Events, Featured Talent and 'THESE ARTISTS ALREADY JOINED' (loaded in the browser after the
 * prerendered page has hydrated), the audience panels (static, prerendered with the page) and the 'Current
 * Promotional Offer' (loaded after hydration).
 */
export function FanLandingPage() {
  return (
    <>
      <AudiencePage content={CONTENT} />
      <FeaturedEvents className={`${classes.section} ${classes.band}`} />
      <LandingTalent className={`${classes.section} ${classes.band}`} />
      <AudiencePanels className={classes.section} />
      <PromotionalOffer className={classes.section} />
    </>
  );
}
