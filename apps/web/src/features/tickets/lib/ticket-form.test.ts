import { describe, expect, it } from 'vitest';
import { TICKET_SALES_END_AFTER_EVENT, TICKET_SALES_END_BEFORE_START } from '@stagepass/domain/tickets';
import { makeEvent } from '../../events/testing';
import { makeBusinessTicket } from '../testing';
import { fromMinorUnits, ticketDraft, ticketErrors, ticketInput, toMinorUnits } from './ticket-form';
import type { TicketDraft } from './ticket-form';

const event = makeEvent(); // Dec 31 2026, 8 pm to 11 pm in Los Angeles
const draft = (p: Partial<TicketDraft> = {}): TicketDraft => ({
  name: 'General Admission',
  price: 25,
  quantity: 100,
  refundable: true,
  salesStart: '2026-06-01T10:00',
  salesEnd: '2026-12-31T18:00',
  description: '',
  private: false,
  taxes: [],
  onlineOnly: false,
  purchaseLimit: '',
  ...p,
});

describe('money: typed in dollars, sent in cents', () => {
  it('rounds to the cent, so floating point never loses one', () => {
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits(25.5, 'USD')).toBe(2550);
    expect(toMinorUnits(0, 'USD')).toBe(0);
    expect(fromMinorUnits(2550, 'USD')).toBe(25.5);
  });

  it('uses the currency’s minor unit: yen have none', () => {
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(fromMinorUnits(1500, 'JPY')).toBe(1500);
  });
});

describe('venue times', () => {
  it('an existing ticket’s instants show at the venue’s wall clock', () => {
    const d = ticketDraft(event, 'USD', makeBusinessTicket(), Date.now());
    expect(d.salesStart).toBe('2026-06-01T10:00'); // 17:00 UTC is 10 am PDT
    expect(d.salesEnd).toBe('2026-12-31T18:00'); // 02:00 UTC on Jan 1 is 6 pm PST
    expect(d.price).toBe(25);
  });

  it('a new ticket sells from now until the event starts', () => {
    const now = Date.parse('2026-03-10T20:30:00Z'); // 1:30 pm PDT
    const d = ticketDraft(event, 'USD', undefined, now);
    expect(d.salesStart).toBe('2026-03-10T13:30');
    expect(d.salesEnd).toBe('2026-12-31T20:00');
  });
});

describe('ticketErrors', () => {
  it('accepts a complete ticket', () => {
    expect(ticketErrors(draft(), event, 'USD')).toEqual({});
  });

  it('names each wrong field as the server does', () => {
    const errors = ticketErrors(
      draft({
        name: ' ',
        price: '',
        quantity: 0,
        purchaseLimit: 51,
        taxes: [{ type: '', rate: 31 }],
      }),
      event,
      'USD',
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['name', 'price', 'purchase_limit', 'quantity', 'tax_details.0.rate_pct', 'tax_details.0.type'].sort(),
    );
  });

  it('refuses a name over 36 characters', () => {
    expect(ticketErrors(draft({ name: 'x'.repeat(37) }), event, 'USD').name).toBeDefined();
    expect(ticketErrors(draft({ name: 'x'.repeat(36) }), event, 'USD').name).toBeUndefined();
  });

  it('sales end after they start, and by the time the event ends (read at the venue)', () => {
    expect(ticketErrors(draft({ salesEnd: '2026-06-01T10:00' }), event, 'USD').sales_end).toBe(
      TICKET_SALES_END_BEFORE_START,
    );
    // The event ends at 11 pm in Los Angeles: 11:00 pm is fine, 11:01 pm is not.
    expect(ticketErrors(draft({ salesEnd: '2026-12-31T23:00' }), event, 'USD').sales_end).toBeUndefined();
    expect(ticketErrors(draft({ salesEnd: '2026-12-31T23:01' }), event, 'USD').sales_end).toBe(
      TICKET_SALES_END_AFTER_EVENT,
    );
  });
});

describe('ticketInput', () => {
  it('sends cents, venue times, trimmed taxes and no limit as null', () => {
    expect(ticketInput(draft({ price: 19.99, taxes: [{ type: ' VAT ', rate: 7.25 }] }), 41, 'USD', 5)).toEqual({
      event_id: 41,
      ticket_id: 5,
      name: 'General Admission',
      price: 1999,
      quantity: 100,
      refundable: true,
      sales_start: '2026-06-01T10:00',
      sales_end: '2026-12-31T18:00',
      description: '',
      private: false,
      tax_details: [{ type: 'VAT', rate_pct: 7.25 }],
      online_only: false,
      purchase_limit: null,
    });
  });
});
