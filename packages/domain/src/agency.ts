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
export const AGENCY_PIN_LOCKED = 'Too many wrong PINs for this agency. Please wait 15 minutes and try again.';
export const AGENCY_ACCESS_REVOKED = 'Your agency can no longer act for you.';
export const NO_AGENCY = 'No agency can act for you.';
export const REVOKE_AGENCY_ACCESS = 'Revoke access';
export const REVOKE_AGENCY_CONFIRM =
  'The agency will no longer be able to act for you, and any of its sessions on your account end now.';

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
