// The guest list's and the check-in app's own labels (the spec names the table's columns and the app, not the rest).
// Texts shared with the server (scan answers, refusals) are in @stagepass/domain/guests.
import { MANAGER_PASSWORD_MIN } from '@stagepass/domain/guests';

export type ArrivalFilter = 'none' | 'some' | 'all';

export const GUEST_LIST = {
  heading: 'Guest list',
  loading: 'Loading the guest list',
  // spec 001 §2: 'Guest-list table with columns Guest, Ticket, Checked In / Purchased'.
  guest: 'Guest',
  ticket: 'Ticket',
  checkedIn: 'Checked In / Purchased',
  actions: 'Check-in',
  search: 'Search guests',
  // An icon button's name: 'Filter Guest', 'Filter Ticket', 'Filter Checked In / Purchased'.
  filter: 'Filter',
  filterGuest: 'Guest name contains',
  filterTicket: 'Tickets',
  filterArrival: 'Arrival',
  checkIn: 'Check in',
  undo: 'Undo',
  empty: 'No guests yet: tickets sold for this event appear here.',
  noMatch: 'No guest matches these filters.',
  conflictsTitle: 'Admitted twice while offline',
  conflict: (c: {
    code: string;
    guest_name: string;
    first: { device_name: string };
    second: { device_name: string };
  }) =>
    `${c.guest_name}'s ticket ${c.code} was admitted on ${c.first.device_name} and again on ${c.second.device_name}.`,
} as const;

export const ARRIVAL_FILTERS: { value: ArrivalFilter | 'any'; label: string }[] = [
  { value: 'any', label: 'Everyone' },
  { value: 'none', label: 'Not arrived' },
  { value: 'some', label: 'Partly in' },
  { value: 'all', label: 'All in' },
];

export const MANAGER_PASSWORD = {
  explain: (eventId: number) =>
    `Door staff check guests in with the check-in app: they sign in with event id ${eventId} and the manager password.`,
  label: 'Manager password',
  changeLabel: 'New manager password',
  tooShort: `Use at least ${MANAGER_PASSWORD_MIN} characters`,
  save: 'Save password',
  isSet: 'A manager password is set. Saving a new one signs out every device.',
  openApp: 'Open the check-in app',
} as const;

/** The check-in app, opened for an event (its id filled in). */
export const checkinLink = (eventId: number) => `/checkin?event=${eventId}`;

export const CHECKIN_APP = {
  title: 'Stagepass Check-in',
  signInHeading: 'Sign in to check guests in',
  eventId: 'Event id',
  password: 'Manager password',
  deviceName: 'Device name',
  deviceNameHint: 'Shown when a ticket is scanned twice, e.g. Door 1.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  code: 'Ticket code',
  codePlaceholder: 'Type or paste the code on the ticket',
  checkIn: 'Check in',
  scan: 'Scan with camera',
  stopScan: 'Stop camera',
  noCamera: 'No camera is available here: type the code instead.',
  online: 'Online',
  offline: 'Offline: scans are kept on this device',
  waiting: (n: number) => (n === 1 ? '1 scan waiting to sync' : `${n} scans waiting to sync`),
  syncNow: 'Sync now',
  synced: 'All scans are synced.',
  conflictsTitle: 'Conflicts found after sync',
  tapToContinue: 'Tap to continue',
  device: (name: string) => `This device: ${name}`,
  downloaded: (n: number) => `${n} ticket codes on this device`,
} as const;
