import { Anchor, Container, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GRIEVANCE_WINDOW_DAYS, TALENT_PAYOUT_DELAY_DAYS, TICKET_PAYOUT_DELAY_DAYS } from '@stagepass/domain/limits';
import { FAQ_TITLE, PRICING_PATH } from '@stagepass/domain/site';
import { FaqList } from './faq-list';
import type { FaqItem } from './faq-list';
import classes from './landing.module.css';

// Answers follow the product facts of spec 000 §1 and spec 001 §1 / §9.
const FAQ: readonly FaqItem[] = [
  {
    question: 'Does it cost anything to join?',
    answer: (
      <>
        No. There are no upfront or subscription fees. Stagepass takes a small cut of the bookings and sales made
        through it; the current rates are on the{' '}
        <Anchor component={Link} to={PRICING_PATH} inherit>
          pricing page
        </Anchor>
        .
      </>
    ),
  },
  {
    question: 'When do talent get paid for a booking?',
    answer: `Booking fees are paid out through our card payment provider ${TALENT_PAYOUT_DELAY_DAYS} days after the event, as long as no dispute is filed. A business that has a problem with a booking can file a grievance within ${GRIEVANCE_WINDOW_DAYS} days of the event, which holds the payout until it is resolved.`,
  },
  {
    question: 'When do organisers receive their ticket revenue?',
    answer: `Ticket revenue is paid to the organiser's bank account ${TICKET_PAYOUT_DELAY_DAYS} days after the event, if no dispute is filed.`,
  },
  {
    question: 'How do subscriptions work?',
    answer:
      'Fans can subscribe to a creator monthly or yearly. Creators are paid at the start of each billing cycle, and fans can cancel whenever they like.',
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'Yes. The Stagepass app for fans is on both the App Store and Google Play, so you can find events, buy tickets and follow talent on the go.',
  },
  {
    question: 'How do I check guests in at my event?',
    answer:
      'Use the Stagepass event-manager app. Your door staff log in with the event id and a manager password that you set for the event, then scan each ticket’s QR code. They never need your account.',
  },
  {
    question: 'Is there an affiliate programme?',
    answer:
      'Yes. Talent and businesses can join the affiliate programme and earn a share of the revenue from the creators and businesses they refer. Affiliate payouts are made monthly in one lump sum, less processing fees. New members enter their referrer’s affiliate code when they register.',
  },
  {
    question: 'I’m a creator or a business. Can I still use Stagepass as a fan?',
    answer:
      'Yes. Switch to fan mode from your dashboard to discover events, buy tickets and follow talent, then switch back whenever you like.',
  },
];

/** spec 000 §2.4: the landing page's FAQ. */
export function LandingFaq() {
  return (
    <section className={classes.section} aria-labelledby="faq-title">
      <Container size="md">
        <Title id="faq-title" order={2} ta="center" mb="xl">
          {FAQ_TITLE}
        </Title>
        <FaqList items={FAQ} label="Frequently asked questions" />
      </Container>
    </section>
  );
}
