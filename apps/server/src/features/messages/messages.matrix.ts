import type { messagesRequests } from '@stagepass/contract/messages/index';
import { purchases, tickets } from '@stagepass/db/schema/tickets';
import type { AreaMatrix, Person, World } from '../../rpc/authorization-matrix-fixtures';
import { matrixEvent } from '../../rpc/matrix-event';
import * as repo from './messages-repository';

/** `holder` holds a (free, charged) ticket of the event: a fan of it (spec 001 §7). */
async function ticketHolder(w: World, eventId: number, holder: Person): Promise<void> {
  const now = new Date(w.t.clock.now());
  const [ticket] = await w.t.db
    .insert(tickets)
    .values({
      eventId,
      name: 'Matrix Admission',
      priceCents: 0,
      quantity: 10,
      refundable: true,
      salesStart: new Date('2026-11-01T18:00:00Z'),
      salesEnd: new Date('2031-01-11T03:00:00Z'),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tickets.id });
  await w.t.db.insert(purchases).values({
    ticketId: ticket!.id,
    eventId,
    memberId: holder.id,
    quantity: 1,
    unitPriceCents: 0,
    feeCents: 0,
    taxCents: 0,
    totalCents: 0,
    currency: 'USD',
    paymentCompany: 'Stagepass',
    paymentMethod: 'FreeTicket',
    status: 'Charged',
    createdAt: now,
  });
}

const messageOf = (w: World, eventId: number, from: Person, to: Person, text: string) =>
  repo.insert(w.t.db, { eventId, senderId: from.id, recipientId: to.id, message: text }, new Date(w.t.clock.now()));

/** What of another member must not be in an answer: id, email, name, username. */
const secretsOf = (p: Person) => [p.id, p.email, p.name, ...(p.username ? [p.username] : [])];

/** The other business's event and a message between it and the other agency's client: none of the caller's. */
async function foreignConversation(w: World) {
  const name = `Orchard Secret ${w.n}`;
  const text = `Quincy private words ${w.n}`;
  const eventId = await matrixEvent(w, w.other.business, name);
  await ticketHolder(w, eventId, w.other.client);
  const message = await messageOf(w, eventId, w.other.client, w.other.business, text);
  return {
    eventId,
    messageId: message.id,
    secrets: [name, text, ...secretsOf(w.other.business), ...secretsOf(w.other.client)],
  };
}

/** The authorization matrix's inputs for the area (rpc/authorization-matrix-fixtures.ts spreads them). */
export const messagesMatrix: AreaMatrix<typeof messagesRequests> = {
  fixtures: {
    get_messages: () => ({}),
    // The business writes to a ticket holder of its event; anyone else, holding a ticket, to the business.
    set_message: async (w) => {
      const eventId = await matrixEvent(w, w.business);
      if (w.caller === 'business') {
        await ticketHolder(w, eventId, w.fan);
        return { friend_id: w.fan.id, event_id: eventId, message: 'See you at the door' };
      }
      if (w.me) await ticketHolder(w, eventId, w.me);
      return { friend_id: w.business.id, event_id: eventId, message: 'Is there parking?' };
    },
    // A message to the caller (logged out: the business's to the fan, refused before it matters).
    mark_messages_as_read: async (w) => {
      const eventId = await matrixEvent(w, w.business);
      const [from, to] = w.caller === 'business' ? [w.fan, w.business] : [w.business, w.me ?? w.fan];
      return { message_ids: [(await messageOf(w, eventId, from, to, 'Doors open at eight')).id] };
    },
  },
  foreignFixtures: {
    get_messages: async (w) => {
      const { eventId, secrets } = await foreignConversation(w);
      return { input: { event_id: eventId }, secrets };
    },
    set_message: async (w) => {
      const { eventId, secrets } = await foreignConversation(w);
      return { input: { friend_id: w.other.business.id, event_id: eventId, message: 'Let me in' }, secrets };
    },
    mark_messages_as_read: async (w) => {
      const { messageId, secrets } = await foreignConversation(w);
      return { input: { message_ids: [messageId] }, secrets };
    },
  },
};
