// Agency (spec 000 §4, §6, §7; spec 001 §3 'Agency pin', §4): an agency switches into its clients, sets
// a PIN, and talent and businesses authorize or revoke an agency by its username and PIN. The spec gives
// only 'Change Client' verbatim; every other text and limit here is ours.

// ---------------------------------------------------------------------------------------------
// PIN

/** The spec is silent on the PIN's form: 4 to 8 digits, kept as text so leading zeros count. */
export const AGENCY_PIN_MIN_LENGTH = 4;
export const AGENCY_PIN_MAX_LENGTH = 8;
export const AGENCY_PIN_FORMAT = `Your PIN must be ${AGENCY_PIN_MIN_LENGTH} to ${AGENCY_PIN_MAX_LENGTH} digits.`;

export function isAgencyPin(pin: string): boolean {
  return new RegExp(`^\\d{${AGENCY_PIN_MIN_LENGTH},${AGENCY_PIN_MAX_LENGTH}}$`).test(pin);
}

/** Wrong PINs for one agency username inside the window lock further tries, like the sign-in lockout. */
export const AGENCY_PIN_MAX_FAILURES = 5;
export const AGENCY_PIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const AGENCY_PIN_TITLE = 'Agency PIN';
export const AGENCY_PIN_NOTE =
  'Talent and businesses authorize your agency with your username and this PIN. Share it only with your clients.';
export const AGENCY_PIN_SET = 'Your PIN is set. Saving a new one replaces it; your clients stay connected.';
export const AGENCY_PIN_NOT_SET = 'You have not set a PIN yet, so no client can authorize your agency.';
export const AGENCY_PIN_SAVED = 'Your agency PIN has been saved.';
export const AGENCY_PINS_DO_NOT_MATCH = 'The PINs do not match.';

// ---------------------------------------------------------------------------------------------
// The client's side: authorize or revoke an agency

export const AGENCY_ACCESS_TITLE = 'Agency Access';
export const AGENCY_ACCESS_NOTE =
  'Let an agency act for you. Ask the agency for its username and PIN. An agency cannot change your sign-in email, password, social login or agency access.';
export const AGENCY_USERNAME_REQUIRED = "Please enter the agency's username.";
/** An unknown agency and a wrong PIN get the same answer, so usernames cannot be probed. */
export const AGENCY_ACCESS_REFUSED = 'The agency username or PIN is incorrect.';
export const AGENCY_PIN_LOCKED =
  'Too many wrong PINs for this agency from your network. Please wait 15 minutes and try again.';
export const AGENCY_ACCESS_REVOKED = 'Your agency can no longer act for you.';
export const NO_AGENCY = 'No agency can act for you.';
export const REVOKE_AGENCY_ACCESS = 'Revoke access';
export const REVOKE_AGENCY_CONFIRM =
  'The agency will no longer be able to act for you: any of its sessions on your account end now, and the webhook ' +
  'endpoints it set up for you are turned off.';

export function agencyAuthorizedMessage(agencyName: string): string {
  return `${agencyName} can now act for you.`;
}

export function currentAgencyText(agencyName: string): string {
  return `${agencyName} can act for you.`;
}

// ---------------------------------------------------------------------------------------------
// The agency's side: its clients and acting as one

export const CLIENTS_TITLE = 'Clients';
export const CLIENTS_NOTE = 'The talent and businesses you manage. Switch into a client to act on their behalf.';
export const NO_CLIENTS =
  'No clients yet. Give talent and businesses your username and PIN so they can authorize your agency in their Settings.';
export const SET_PIN_FIRST = 'Set your agency PIN in Settings so clients can authorize you.';
export const SWITCH_TO_CLIENT = 'Switch';

export function switchToClientLabel(clientName: string): string {
  return `Switch to ${clientName}`;
}

/** What kind of client a member is (spec 001 §1: talent and business clients). */
export function clientKindLabel(client: { is_business: boolean; is_specialist: boolean }): string {
  if (client.is_business && client.is_specialist) return 'Talent and business';
  return client.is_business ? 'Business' : 'Talent';
}

/** spec 000 §4: 'Agency clients get a "Change Client" button that confirms and then logs out.' */
export const CHANGE_CLIENT = 'Change Client';
export const CHANGE_CLIENT_CONFIRM = 'You will leave this client account and return to your agency dashboard.';

export const ACTING_AS_CLIENT_NOTE =
  "You are acting for this client. The client's sign-in email, password, social login, agency access and account status stay with the client.";

// Server answers
export const NOT_YOUR_CLIENT = 'That member is not one of your clients.';
export const NOT_ACTING_AS_CLIENT = 'This session is not acting for a client.';
/** An acting session asked for one of the client's account-security requests. */
export const REFUSED_WHILE_ACTING =
  "An agency acting for a client cannot change the client's sign-in, security, account status or agency access.";

// ---------------------------------------------------------------------------------------------
// The audit log (issue 15): every change an agency makes while acting for a client

export const AGENCY_AUDIT_TITLE = 'Agency activity';
export const AGENCY_AUDIT_CLIENT_NOTE =
  'Every change your agency made while acting for you: the request, when, and what it was about.';
export const AGENCY_AUDIT_AGENCY_NOTE =
  'Every change you made while acting for a client: the request, when, and what it was about.';
export const NO_AGENCY_AUDIT = 'No agency activity yet.';
export const AGENCY_AUDIT_ALL_CLIENTS = 'All clients';
export const AGENCY_AUDIT_SHOW_MORE = 'Show more';
/** One page of the audit log: at most this many entries. */
export const AGENCY_AUDIT_PAGE_MAX = 100;
export const AGENCY_AUDIT_PAGE_DEFAULT = 20;
/** What an entry without a known object shows in the Object column. */
export const AUDIT_NO_OBJECT = '—';

// ---------------------------------------------------------------------------------------------
// The agency dashboard (issue 15): each client's upcoming bookings and events, and what needs attention

export const CLIENT_OVERVIEW_TITLE = 'Your clients at a glance';
export const CLIENT_OVERVIEW_NOTE = "Each client's upcoming bookings and events, and what needs attention.";
export const UPCOMING_TITLE = 'Upcoming';
export const NOTHING_UPCOMING = 'Nothing upcoming.';
export const NEEDS_ATTENTION_TITLE = 'Needs attention';
export const NOTHING_NEEDS_ATTENTION = 'Nothing needs attention.';
/** Upcoming bookings and events shown per client on the dashboard. */
export const CLIENT_UPCOMING_MAX = 5;

/** What needs a client's attention (the agency switches in to handle it). */
export type AttentionKind = 'bid_requests' | 'schedule_requests' | 'unread_messages' | 'time_blocks' | 'payout_account';

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function attentionText(kind: AttentionKind, count: number): string {
  switch (kind) {
    case 'bid_requests':
      return `${countOf(count, 'bid request', 'bid requests')} to approve or reject`;
    case 'schedule_requests':
      return `${countOf(count, 'schedule request', 'schedule requests')} to answer`;
    case 'unread_messages':
      return countOf(count, 'unread message', 'unread messages');
    case 'time_blocks':
      return `${countOf(count, 'time block needs', 'time blocks need')} talent`;
    case 'payout_account':
      return 'No payout account yet: set up payouts to get paid';
  }
}

// ---------------------------------------------------------------------------------------------
// The daily digest (spec 001 §1 'agencies get summary notifications')

/**
 * The email preference (a type of /dash/emailPreferences, @stagepass/domain/marketing-emails) an agency turns off to
 * get the daily summary in-app only.
 */
export const AGENCY_DIGEST_EMAIL_TYPE_ID = 7;
/** A digest covers one calendar day here: the launch regions' (spec 000 §1) first, California. */
export const AGENCY_DIGEST_TIME_ZONE = 'America/Los_Angeles';

/** What happened to one client on the digest's day. Money is not summed across currencies: counts only. */
export interface DigestCounts {
  /** Bids placed on the talent, or by the business. */
  bids: number;
  /** Bookings made (the talent booked, or the business booking talent). */
  bookings: number;
  /** Tickets sold for the business's events. */
  tickets_sold: number;
  /** Assets sold and subscriptions started with the talent. */
  product_sales: number;
  /** Messages the client received. */
  messages: number;
}

export const NO_DIGEST_COUNTS: DigestCounts = { bids: 0, bookings: 0, tickets_sold: 0, product_sales: 0, messages: 0 };

export function digestTotal(c: DigestCounts): number {
  return c.bids + c.bookings + c.tickets_sold + c.product_sales + c.messages;
}

/** One client's line of the digest, naming only what happened: 'Tala Talent: 2 bids, 1 booking'. */
export function digestLine(clientName: string, c: DigestCounts): string {
  const parts = [
    c.bids > 0 && countOf(c.bids, 'bid', 'bids'),
    c.bookings > 0 && countOf(c.bookings, 'booking', 'bookings'),
    c.tickets_sold > 0 && countOf(c.tickets_sold, 'ticket sold', 'tickets sold'),
    c.product_sales > 0 && countOf(c.product_sales, 'product sale', 'product sales'),
    c.messages > 0 && countOf(c.messages, 'message', 'messages'),
  ].filter((p): p is string => typeof p === 'string');
  return `${clientName}: ${parts.join(', ')}`;
}

/** The digest's title (its email subject and notification title), for the day 'YYYY-MM-DD'. */
export function digestTitle(day: string): string {
  const date = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Your clients on ${date}`;
}

export const DIGEST_INTRO = 'Here is what happened to your clients:';
export const LATEST_DIGEST_TITLE = 'Latest daily summary';
export const NO_DIGEST_YET = 'Your first daily summary arrives the day after something happens to your clients.';
