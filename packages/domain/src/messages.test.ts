import { describe, expect, it } from 'vitest';
import { MARKETING_EMAIL_TYPES } from './marketing-emails';
import {
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  UNREAD_EMAIL_AFTER_MS,
  UNREAD_MESSAGE_EMAIL_TYPE_ID,
  inboxPath,
  mayConverse,
  messageError,
  unreadEmailDue,
  unreadMessageEmail,
  type EventParty,
} from './messages';

describe('who may write to whom about an event (spec 001 §7)', () => {
  const parties: EventParty[] = ['business', 'talent', 'fan', 'none'];
  it('allows only the business with its talent or fans, both ways', () => {
    const allowed = parties.flatMap((a) => parties.filter((b) => mayConverse(a, b)).map((b) => `${a}-${b}`));
    expect(allowed.sort()).toEqual(['business-fan', 'business-talent', 'fan-business', 'talent-business']);
  });

  it('refuses fan to talent, the business to itself and outsiders', () => {
    expect(mayConverse('fan', 'talent')).toBe(false);
    expect(mayConverse('talent', 'fan')).toBe(false);
    expect(mayConverse('business', 'business')).toBe(false);
    expect(mayConverse('none', 'business')).toBe(false);
    expect(mayConverse('business', 'none')).toBe(false);
  });
});

describe('a message as typed', () => {
  it('is refused empty or blank, and longer than the limit once trimmed', () => {
    expect(messageError('')).toBe(MESSAGE_REQUIRED);
    expect(messageError(' \n\t ')).toBe(MESSAGE_REQUIRED);
    expect(messageError('x'.repeat(MESSAGE_MAX + 1))).toBe(MESSAGE_TOO_LONG);
  });

  it('is accepted up to the limit, spaces around it not counted', () => {
    expect(messageError('Hello!')).toBeNull();
    expect(messageError(`  ${'x'.repeat(MESSAGE_MAX)}  `)).toBeNull();
  });
});

describe('the unread-message email', () => {
  const written = Date.parse('2030-06-01T12:00:00Z');
  it('is due 15 minutes after the message, not a moment before', () => {
    expect(UNREAD_EMAIL_AFTER_MS).toBe(15 * 60_000);
    expect(unreadEmailDue(written, written + 15 * 60_000 - 1)).toBe(false);
    expect(unreadEmailDue(written, written + 15 * 60_000)).toBe(true);
  });

  it('names the sender, the event and how many messages wait', () => {
    expect(unreadMessageEmail('Pier Nine', 'Harbor Lights', 1)).toEqual({
      subject: 'New message from Pier Nine',
      intro: 'Pier Nine sent you a message about Harbor Lights that you have not read yet:',
    });
    expect(unreadMessageEmail('Pier Nine', 'Harbor Lights', 3).subject).toBe('3 new messages from Pier Nine');
  });

  it('can be turned off on the email preferences page', () => {
    expect(MARKETING_EMAIL_TYPES.find((t) => t.id === UNREAD_MESSAGE_EMAIL_TYPE_ID)?.name).toBe('Unread messages');
  });
});

describe('the inbox link', () => {
  it('opens the inbox, an event or one conversation', () => {
    expect(inboxPath()).toBe('/dash/inbox');
    expect(inboxPath(41)).toBe('/dash/inbox?event=41');
    expect(inboxPath(41, 9)).toBe('/dash/inbox?event=41&friend=9');
  });
});
