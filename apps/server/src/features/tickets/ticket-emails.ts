import type { OutgoingEmail } from '../../adapters/email/outbox';
import { formatMoney } from '@stagepass/domain/format';
import { eventDateText, eventTimeText } from '@stagepass/domain/events';
import { compose } from '../accounts/emails';

interface Recipient {
  email: string;
  name: string;
}
interface EventFacts {
  name: string;
  startTime: Date;
  timeZone: string;
}

/** When the event starts, at the venue. Kept per start and zone: formatting in a time zone is slow, and a rush mails
 * the same event's many times. */
const whenTexts = new Map<string, string>();
const when = (e: EventFacts) => {
  const key = `${e.startTime.getTime()} ${e.timeZone}`;
  let text = whenTexts.get(key);
  if (text === undefined) {
    const start = e.startTime.toISOString();
    text = `${eventDateText(start, e.timeZone)} at ${eventTimeText(start, e.timeZone)}`;
    if (whenTexts.size >= 1000) whenTexts.clear();
    whenTexts.set(key, text);
  }
  return text;
};

/** After a purchase: what was bought, what it cost, and where the tickets are. */
export function purchaseEmail(
  to: Recipient,
  event: EventFacts,
  p: { ticketName: string; quantity: number; totalCents: number; currency: string; purchaseId: number },
  publicUrl: string,
): OutgoingEmail {
  const link = new URL(`/dash/print-ticket-page/${p.purchaseId}`, publicUrl).toString();
  const total = p.totalCents === 0 ? 'Free' : formatMoney(p.totalCents, p.currency);
  return compose(to.email, `Your tickets for ${event.name}`, to.name, {
    before: [
      `You have ${p.quantity} × ${p.ticketName} for ${event.name}, ${when(event)}.`,
      `Total: ${total}. Purchase number ${p.purchaseId}.`,
    ],
    action: { label: 'See and print your tickets', url: link },
    after: ['Show the QR code of each ticket at the door.'],
  });
}

/** After a refund: the tickets no longer admit anyone, and the money goes back to the card. */
export function refundEmail(
  to: Recipient,
  event: EventFacts,
  p: { ticketName: string; quantity: number; totalCents: number; currency: string; purchaseId: number },
): OutgoingEmail {
  const paid = p.totalCents > 0;
  return compose(to.email, `Refund for ${event.name}`, to.name, {
    before: [
      `Your ${p.quantity} × ${p.ticketName} for ${event.name} (purchase number ${p.purchaseId}) ${p.quantity === 1 ? 'was' : 'were'} refunded.`,
      ...(paid
        ? [
            `${formatMoney(p.totalCents, p.currency)} is on its way back to your card. Banks take 5 to 10 days to show it.`,
          ]
        : []),
    ],
  });
}

/** The waitlist's offer: a returned ticket held for the member for 24 hours. */
export function waitlistOfferEmail(
  to: Recipient,
  event: EventFacts & { id: number },
  ticketName: string,
  token: string,
  expiresAt: Date,
  publicUrl: string,
): OutgoingEmail {
  const link = new URL(`/dash/event/${event.id}?offer=${token}`, publicUrl).toString();
  const until = `${eventDateText(expiresAt.toISOString(), event.timeZone)}, ${eventTimeText(expiresAt.toISOString(), event.timeZone)}`;
  return compose(to.email, `A ${ticketName} ticket for ${event.name} is held for you`, to.name, {
    before: [
      `A ${ticketName} ticket for ${event.name} (${when(event)}) came free, and you are first on the waitlist.`,
      `It is held for you until ${until}. After that it goes to the next person in line.`,
    ],
    action: { label: 'Buy your ticket', url: link },
  });
}

/** business_event_update_notify: the event changed. */
export function eventUpdateEmail(
  to: Recipient,
  event: EventFacts & { id: number; businessName: string },
  message: string | undefined,
  publicUrl: string,
): OutgoingEmail {
  const link = new URL(`/dash/event/${event.id}`, publicUrl).toString();
  return compose(to.email, `Update: ${event.name}`, to.name, {
    before: [
      `${event.businessName} updated ${event.name}, which you have tickets for. It now starts ${when(event)}.`,
      ...(message ? [message] : []),
    ],
    action: { label: 'See the event', url: link },
  });
}
