import { TICKET_PAYOUT_DELAY_DAYS } from '@stagepass/domain/limits';
import { AudiencePage } from '../components/audience-page';
import type { AudienceContent } from '../components/audience-page';

// spec 000 §1 / spec 001 §1: what businesses (venues and organisers) do with the product.
const CONTENT: AudienceContent = {
  eyebrow: 'Businesses',
  title: 'Fill your room with live talent.',
  intro:
    'Venues and event promoters use Stagepass to plan events, book performers and sell tickets, all in one place and with no monthly fee.',
  features: [
    {
      title: 'Events built from time blocks',
      text: 'Create an event, split it into sub-events and time blocks, and line up a different act for each one.',
    },
    {
      title: 'Find and book talent',
      text: 'Search talent near your venue and bid your maximum for a time block. If you win, you pay just one dollar more than the next best bid, never more than your maximum.',
    },
    {
      title: 'Book Now',
      text: 'Found the perfect act and cannot wait? Book Now confirms the booking at once at the talent’s listed price.',
    },
    {
      title: 'Sell tickets your way',
      text: 'Unlimited ticket types for public and private events, private ticket codes for guest lists, and printable tickets.',
    },
    {
      title: 'Check-in at the door',
      text: 'Your staff use the event-manager app with the event id and a manager password you set, and scan each guest’s QR code. No shared logins.',
    },
    {
      title: 'Fast payouts',
      text: `Ticket revenue reaches your bank ${TICKET_PAYOUT_DELAY_DAYS} days after the event. If a booking goes wrong, file a grievance and the talent payout is held until it is resolved.`,
    },
  ],
  steps: [
    {
      title: 'Verify your business',
      text: 'Sign up as a business and verify through your professional network or with a quick phone check against your business listing.',
    },
    {
      title: 'Create your event',
      text: 'Add the date, the time blocks and the ticket types. Publish it publicly or keep it private.',
    },
    {
      title: 'Book and sell',
      text: 'Bid for talent, watch your bids in real time and sell tickets to fans nearby. Check guests in with the app.',
    },
  ],
  closingTitle: 'Host events. Book talent. Sell tickets.',
  closingText: 'We are launching across California now. Be one of the first venues on the map.',
};

/** /auth/businessLanding (spec 000 §2.2): the dark landing page for venues and organisers. */
export function BusinessLandingPage() {
  return <AudiencePage content={CONTENT} />;
}
