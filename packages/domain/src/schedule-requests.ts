// Schedule requests (spec 001 §3 Schedule request, §4 Schedule request state and card badges, §5 the alert dialog):
// a business asks a talent with no schedule for a sub-event's time block to open one; the two write in a thread.

import { eventDateText, eventTimeText } from './events';

/** spec 001 §4: CREATED, BUSY and PENDING show on cards; the server also uses REJECTED. */
export const SCHEDULE_REQUEST_STATES = ['PENDING', 'CREATED', 'BUSY', 'REJECTED'] as const;
export type ScheduleRequestState = (typeof SCHEDULE_REQUEST_STATES)[number];

/**
 * What the talent may set with update_create_schedule_request. CREATED is set only by creating a schedule for the
 * request (specialist_schedule with sch_req_id), never by hand.
 */
export const TALENT_SETTABLE_STATES = ['PENDING', 'BUSY', 'REJECTED'] as const;
export type TalentSettableState = (typeof TALENT_SETTABLE_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Badges

/** spec 001 §4: the badges of a schedule request card. */
export const SCHEDULE_REQUEST_BADGES = {
  created: 'Created Schedule',
  declined: 'Decline Inquiry',
  newInquiry: 'New Inquiry',
  newMessage: 'New Message',
} as const;
export type ScheduleRequestBadge = (typeof SCHEDULE_REQUEST_BADGES)[keyof typeof SCHEDULE_REQUEST_BADGES];

export interface ScheduleRequestBadgeFacts {
  state: ScheduleRequestState;
  /** The sub-event's (slot's) start. */
  startMs: number;
  nowMs: number;
  /** Messages from the other side of the thread not read yet. */
  newMessages: number;
}

/**
 * spec 001 §4: only while the slot start is in the future: CREATED 'Created Schedule', BUSY 'Decline Inquiry',
 * PENDING 'New Inquiry', plus 'New Message' when there are new messages. REJECTED has no state badge.
 */
export function scheduleRequestBadges(f: ScheduleRequestBadgeFacts): ScheduleRequestBadge[] {
  if (f.startMs <= f.nowMs) return [];
  const badges: ScheduleRequestBadge[] = [];
  if (f.state === 'CREATED') badges.push(SCHEDULE_REQUEST_BADGES.created);
  else if (f.state === 'BUSY') badges.push(SCHEDULE_REQUEST_BADGES.declined);
  else if (f.state === 'PENDING') badges.push(SCHEDULE_REQUEST_BADGES.newInquiry);
  if (f.newMessages > 0) badges.push(SCHEDULE_REQUEST_BADGES.newMessage);
  return badges;
}

// ---------------------------------------------------------------------------------------------
// Replies (spec 001 §5: the alert dialog's input must be non-empty)

export const RESPONSE_REQUIRED = 'Please enter a response!';
/** Ours: a thread message is at most this long. */
export const SCHEDULE_REQUEST_MESSAGE_MAX = 2000;
export const MESSAGE_TOO_LONG = `Please keep the message under ${SCHEDULE_REQUEST_MESSAGE_MAX} characters.`;

/** spec 001 §5: the error of a reply as typed, or null when it can be sent (trimmed). */
export function replyError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return RESPONSE_REQUIRED;
  if (trimmed.length > SCHEDULE_REQUEST_MESSAGE_MAX) return MESSAGE_TOO_LONG;
  return null;
}

/**
 * Whether the talent may still act on the request: not once a schedule was created for it, and not after the slot
 * started. Replies stay open either way.
 */
export function talentCanAnswer(state: ScheduleRequestState, startMs: number, nowMs: number): boolean {
  return state !== 'CREATED' && startMs > nowMs;
}

// ---------------------------------------------------------------------------------------------
// Texts

export const SCHEDULE_REQUEST_NOT_FOUND = 'Schedule request not found';
export const TALENT_NOT_FOUND = 'Talent not found';
export const SLOT_STARTED = 'This time block has already started.';
export const TALENT_HAS_SCHEDULE =
  'This talent already has a schedule for this time block: place a bid on it instead of sending a request.';
export const SCHEDULE_ALREADY_CREATED = 'A schedule was already created for this request.';
export const NOTHING_TO_UPDATE = 'Choose a state or write a message.';

/** The talent-side actions (the detail page of /dash/sch-request/{eventId}/{requestId}). */
export const REPLY = 'Reply';
export const DECLINE_INQUIRY = SCHEDULE_REQUEST_BADGES.declined;
export const CREATE_SCHEDULE = 'Create Schedule';
export const SEND = 'Send';

/** What each state reads as on the detail page and the business's panel. */
export const SCHEDULE_REQUEST_STATE_LABELS: Record<ScheduleRequestState, string> = {
  PENDING: 'Awaiting the talent',
  CREATED: 'Schedule created',
  BUSY: 'Declined (busy)',
  REJECTED: 'Declined',
};

/** 'Jan 10 · 9:00 pm PST – 10:00 pm PST': the slot in the event's time zone (spec 001 §9 formats). */
export function slotText(start: string | number, end: string | number, timeZone: string): string {
  return `${eventDateText(start, timeZone)} · ${eventTimeText(start, timeZone)} – ${eventTimeText(end, timeZone)}`;
}

/** The in-app notifications of a thread (spec 001 §4 Notifications). */
export const scheduleRequestNotices = {
  newInquiry: (businessName: string, eventName: string, slot: string) => ({
    title: `New inquiry from ${businessName}`,
    body: `${businessName} asks you to open a schedule for ${eventName} (${slot}).`,
  }),
  messageToTalent: (businessName: string, eventName: string, message: string) => ({
    title: `New message from ${businessName}`,
    body: `${eventName}: ${message}`,
  }),
  messageToBusiness: (talentName: string, eventName: string, message: string) => ({
    title: `New message from ${talentName}`,
    body: `${eventName}: ${message}`,
  }),
  declined: (talentName: string, eventName: string) => ({
    title: `${talentName} declined your inquiry`,
    body: `${talentName} cannot open a schedule for ${eventName}.`,
  }),
  reopened: (talentName: string, eventName: string) => ({
    title: `${talentName} reopened your inquiry`,
    body: `${talentName} is considering a schedule for ${eventName} again.`,
  }),
  created: (talentName: string, eventName: string) => ({
    title: `${talentName} created a schedule`,
    body: `${talentName} opened a schedule for your inquiry about ${eventName}. You can bid on it now.`,
  }),
};

/** Notification types (notifications.type) of the thread. */
export const SCHEDULE_REQUEST_NOTICE_TYPES = {
  inquiry: 'SCHEDULE_REQUEST',
  message: 'SCHEDULE_REQUEST_MESSAGE',
  state: 'SCHEDULE_REQUEST_STATE',
} as const;

/** spec 001 §2: the talent's detail page of a request. */
export function scheduleRequestPath(eventId: number | string, requestId: number | string): string {
  return `/dash/sch-request/${eventId}/${requestId}`;
}
