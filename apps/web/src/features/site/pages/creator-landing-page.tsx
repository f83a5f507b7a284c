import { TALENT_PAYOUT_DELAY_DAYS } from '@stagepass/domain/limits';
import { AudiencePage } from '../components/audience-page';
import type { AudienceContent } from '../components/audience-page';

// spec 000 §1 / spec 001 §1: what talent and creators do with the product.
const CONTENT: AudienceContent = {
  eyebrow: 'Talent & Creators',
  title: 'Get booked. Get paid. Grow your audience.',
  intro:
    'Stagepass puts your availability in front of venues and promoters, pays you for every set, and gives you a home online to sell your content and subscriptions.',
  features: [
    {
      title: 'Publish your availability',
      text: 'Set the days, hours and places you can perform, with your rate. Businesses bid for time blocks inside your schedule, and you choose whether to approve each bid.',
    },
    {
      title: 'Bookings that pay what you are worth',
      text: 'When your schedule closes, the best combination of bids for your day wins, with travel between venues kept short. A business in a hurry can Book Now at your set price.',
    },
    {
      title: 'Go on tour',
      text: 'Publish schedules in different cities and let venues along the way book you, one time block after another.',
    },
    {
      title: 'Your own website',
      text: 'Get a creator website at your own address and sell videos, songs, podcasts, photographs, blogs and newsletters straight to your fans.',
    },
    {
      title: 'Subscriptions',
      text: 'Offer tiers that fans pay for monthly or yearly. You are paid at the start of every billing cycle.',
    },
    {
      title: 'Paid on time',
      text: `Booking fees arrive ${TALENT_PAYOUT_DELAY_DAYS} days after the event through our card payment provider, unless a dispute is filed. No upfront or subscription fees, ever.`,
    },
  ],
  steps: [
    {
      title: 'Create your profile',
      text: 'Sign up as talent, add your photo, your talents and your links. Connect your social accounts so businesses see your reach.',
    },
    {
      title: 'Open your schedule',
      text: 'Tell us where and when you are free and what your time costs. Bids come to you, and you stay in control.',
    },
    {
      title: 'Perform and get paid',
      text: 'Show up, play your set and get paid a few days later. Fans can follow you and subscribe between shows.',
    },
  ],
  closingTitle: 'Your time is now',
  closingText: 'We are launching across California now. Be one of the first acts venues can book.',
};

/** /auth/creatorLanding (spec 000 §2.2): the dark landing page for talent and creators. */
export function CreatorLandingPage() {
  return <AudiencePage content={CONTENT} />;
}
