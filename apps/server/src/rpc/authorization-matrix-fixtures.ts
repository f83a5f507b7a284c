import sharp from 'sharp';
import { expect } from 'vitest';
import type { Caller } from '@stagepass/contract/define';
import type { RequestInput, RequestName, Requests } from '@stagepass/contract/registry';
import { members } from '@stagepass/db/schema/accounts';
import { bids as bidsTable, bookingPayments, talentTraits } from '@stagepass/db/schema/bookings';
import { agencyClients, agencyPins } from '@stagepass/db/schema/agency';
import { phoneVerifications } from '@stagepass/db/schema/phone';
import { notifications as notificationsTable } from '@stagepass/db/schema/notifications';
import { eq } from 'drizzle-orm';
import { TAX_TERMS } from '@stagepass/domain/tax';
import { templateTimeToInstant } from '@stagepass/domain/schedules';
import { purchases as purchasesTable, tickets } from '@stagepass/db/schema/tickets';
import * as events from '../features/events/events-repository';
import * as ticketRepo from '../features/tickets/tickets-repository';
import * as guestRepo from '../features/guests/guests-repository';
import * as scheduleFixtures from '../features/schedules/schedules-fixtures';
import * as scheduleRequestRepo from '../features/schedule-requests/schedule-requests-repository';
import { hashToken, newSessionToken } from '../features/accounts/session-token';
import { insertEnabledPayoutAccount } from '../features/payments/payouts-repository';
import { hashPassword } from '../features/accounts/passwords';
import { hashPhoneCode, newSrvSid } from '../features/accounts/phone';
import { openSession } from '../features/accounts/sessions';
import * as social from '../features/accounts/social-repository';
import { confirmEmail, mailedCode } from '../test/account-flows';
import type { TestApp } from '../test/test-app';
import { messagesMatrix } from '../features/messages/messages.matrix';
import { reviewsMatrix } from '../features/reviews/reviews.matrix';
import { postsMatrix } from '../features/posts/posts.matrix';
import { reportsMatrix } from '../features/reports/reports.matrix';
import { matrixEvent } from './matrix-event';
import { catalogueMatrix } from '../features/catalogue/catalogue.matrix';
import { assetsMatrix } from '../features/assets/assets.matrix';
import { subscriptionsMatrix } from '../features/subscriptions/subscriptions.matrix';
import { webhooksMatrix } from '../features/webhooks/webhooks.matrix';
import { affiliateMatrix } from '../features/affiliate/affiliate.matrix';
import { mediaMatrix } from '../features/media/media.matrix';
import { websiteMatrix } from '../features/website/website.matrix';

/**
 * The world of one cell of the authorization matrix: fresh members of every role, made for this cell only, so
 * a request with side effects (logout, deactivate_account, delete_account, agency_logout_user, ...) never
 * spoils a caller of another cell.
 */
export interface Person {
  id: number;
  email: string;
  username: string | null;
  name: string;
}

export interface World {
  t: TestApp;
  shared: Shared;
  /** Unique in the run: for emails, usernames and phone numbers nobody else uses. */
  n: number;
  caller: Caller;
  /** The caller's own account (for agencyAsClient, the client); null when logged out. */
  me: Person | null;
  /** The caller's bearer token; undefined when logged out. */
  token: string | undefined;
  fan: Person;
  talent: Person;
  business: Person;
  /** The agency, with PIN_OF_AGENCY set, and `client` (a talent) authorized it. */
  agency: Person;
  client: Person;
  /** A fan none of the callers is: the account that login, reset and delete requests act on. */
  spare: Person;
  /** Another agency and its client, and another business: the other member's objects of owner-scoped requests. */
  other: { agency: Person; client: Person; business: Person };
  /** An address nobody has used. */
  freshEmail(label: string): string;
  /** A valid phone number nobody has used (the send limit is per number). */
  freshPhone(): string;
}

export const PASSWORD = 'Matrix-Harbor-Lantern-42';
export const AGENCY_PIN = '0420';
export const RETURN = 'http://127.0.0.1:3000/auth/login';
/** Bayside Venue in the sandbox business directory (adapters/business-directory/sandbox.ts). */
const LISTED_PHONE = '+14155550100';

/** Slow to make (argon2, image encoding): made once per run. */
export interface Shared {
  passwordHash: string;
  pinHash: string;
  picture: string;
}

export async function makeShared(): Promise<Shared> {
  const raw = Buffer.alloc(300 * 300 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3) % 300)) & 0xff;
  const png = await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  return {
    passwordHash: await hashPassword(PASSWORD),
    pinHash: await hashPassword(AGENCY_PIN),
    picture: `data:image/png;base64,${png.toString('base64')}`,
  };
}

const ROLES = {
  fan: { name: 'Fern Fan', role: {} },
  talent: { name: 'Tomas Talent', role: { isSpecialist: true } },
  business: { name: 'Bramble Venue', role: { isBusiness: true } },
  agency: { name: 'Acme Agency', role: { isAgency: true }, username: 'acme' },
  client: { name: 'Cleo Client', role: { isSpecialist: true } },
  spare: { name: 'Sam Spare', role: {}, username: 'spare' },
  otherAgency: { name: 'Oriel Agency', role: { isAgency: true }, username: 'oriel' },
  otherClient: { name: 'Quincy Foreign', role: { isSpecialist: true }, username: 'quincy' },
  otherBusiness: { name: 'Orchard Hall', role: { isBusiness: true }, username: 'orchard' },
} as const;
type Key = keyof typeof ROLES;
const KEYS = Object.keys(ROLES) as Key[];

/** The members of one world and their agency links, before any session. */
interface Base {
  n: number;
  by: Record<Key, Person>;
}

let counter = 0;
let phones = 0;
const pools = new WeakMap<TestApp, Base[]>();

/**
 * Worlds are made BATCH at a time, in three statements (members, the agencies' PINs, the links): a run needs
 * a few hundred, and made one by one they cost about as much as the calls they serve.
 */
const BATCH = 48;

async function makeBases(t: TestApp, shared: Shared): Promise<Base[]> {
  const now = new Date(t.clock.now());
  const ns = Array.from({ length: BATCH }, () => ++counter);
  const rows = await t.db
    .insert(members)
    .values(
      ns.flatMap((n) =>
        KEYS.map((key) => {
          const p = ROLES[key];
          return {
            email: `${key.toLowerCase()}.${n}@matrix.test`,
            name: p.name,
            username: 'username' in p ? `${p.username}${n}` : null,
            passwordHash: shared.passwordHash,
            ...p.role,
            termsAcceptedAt: now,
            createdAt: now,
          };
        }),
      ),
    )
    .returning({ id: members.id, email: members.email, username: members.username, name: members.name });
  const bases = ns.map((n, i) => ({
    n,
    by: Object.fromEntries(KEYS.map((key, k) => [key, rows[i * KEYS.length + k]!])) as Record<Key, Person>,
  }));
  await t.db
    .insert(agencyPins)
    .values(bases.map(({ by }) => ({ agencyId: by.agency.id, pinHash: shared.pinHash, updatedAt: now })));
  await t.db.insert(agencyClients).values(
    bases.flatMap(({ by }) => [
      { agencyId: by.agency.id, clientId: by.client.id, createdAt: now },
      { agencyId: by.otherAgency.id, clientId: by.otherClient.id, createdAt: now },
    ]),
  );
  return bases;
}

/** Builds the world of one cell: eight members of its own, the two agency links, and the caller's session. */
export async function newWorld(t: TestApp, shared: Shared, caller: Caller): Promise<World> {
  let pool = pools.get(t);
  if (!pool) pools.set(t, (pool = []));
  if (pool.length === 0) pool.push(...(await makeBases(t, shared)).reverse());
  const { n, by } = pool.pop()!;

  let me: Person | null = null;
  let token: string | undefined;
  if (caller === 'agencyAsClient') {
    const agencyToken = await openSession(t.db, by.agency.id, t.clock.now());
    const res = await t.call('agency_switch_user', { sp_id: by.client.id }, agencyToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    me = by.client;
    token = res.body.data.session as string;
  } else if (caller !== 'loggedOut') {
    me = by[caller];
    token = await openSession(t.db, me.id, t.clock.now());
  }

  let k = 0;
  return {
    t,
    shared,
    n,
    caller,
    me,
    token,
    fan: by.fan,
    talent: by.talent,
    business: by.business,
    agency: by.agency,
    client: by.client,
    spare: by.spare,
    other: { agency: by.otherAgency, client: by.otherClient, business: by.otherBusiness },
    freshEmail: (label) => `${label}.${n}.${++k}@matrix.test`,
    freshPhone: () => `+1415555${2000 + (++phones % 8000)}`,
  };
}

/** A valid input for a request, made in (and for) the world of one cell. */
export type Fixture<N extends RequestName> = (w: World) => RequestInput<N> | Promise<RequestInput<N>>;

/** A sandbox provider's authorization code for a new identity (what the /dev/oauth page hands out). */
const sandboxCode = (w: World, provider: 'facebook' | 'linkedin' | 'apple' | 'youtube' | 'instagram') =>
  w.t.app.sandboxIdentity.issueCode(provider, { email: w.freshEmail(provider), name: 'Sky Social' }, RETURN);

/** The token standing for a new, verified Facebook identity (get_fb_access_token, as the client does it). */
async function socialToken(w: World): Promise<string> {
  const res = await w.t.call('get_fb_access_token', { code: sandboxCode(w, 'facebook'), redirect_uri: RETURN });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

/** A phone verification as auth_send_phone_token leaves it, with a code we know; verified when asked. */
async function phoneVerification(w: World, phone: string, verified: boolean) {
  const srvSid = newSrvSid();
  const code = '424242';
  const now = w.t.clock.now();
  await w.t.db.insert(phoneVerifications).values({
    srvSid,
    phone,
    method: 'sms',
    codeHash: hashPhoneCode(srvSid, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + 10 * 60 * 1000),
    verifiedAt: verified ? new Date(now) : null,
  });
  return { srv_sid: srvSid, code };
}

/**
 * One valid input per request. A request missing here fails to compile, and the suite also checks at run time
 * that every registry name has one. Each should reach the handler's success path where that is cheap; what the
 * matrix checks is only that the caller is let through (or refused) as declared.
 */
export const fixtures: { [N in RequestName]: Fixture<N> } = {
  // accounts: sign-in, registration, terms
  login: (w) => ({ username: w.spare.email, password: PASSWORD }),
  logout: () => ({}),
  create_user: async (w) => {
    const email = w.freshEmail('newcomer');
    const registration_token = await confirmEmail(w.t, email);
    return { userData: { email, name: 'Nova Newcomer', password: PASSWORD, accType: 'user', registration_token } };
  },
  registered_user: (w) => ({ email: w.spare.email }),
  terms_accepted: () => ({}),
  // accounts: emailed codes
  request_registration: (w) => ({ email: w.freshEmail('register') }),
  claim_code: async (w) => {
    const email = w.freshEmail('claim');
    expect((await w.t.call('request_registration', { email })).status).toBe(200);
    return { type: 'REGISTRATION', code: await mailedCode(w.t, email, 'regemail') };
  },
  // A recommendation request sent to the caller's email (features/reviews/reviews.matrix.ts).
  claim_for_id: (w) => reviewsMatrix.claimForId.fixture(w),
  request_reset_password: (w) => ({ email: w.spare.email }),
  reset_password: async (w) => {
    expect((await w.t.call('request_reset_password', { email: w.spare.email })).status).toBe(200);
    return { code: await mailedCode(w.t, w.spare.email, 'rstpwd'), new_password: 'Renewed-Harbor-Lantern-77' };
  },
  request_update_username: (w) => ({ new_email: w.freshEmail('moved') }),
  deactivate_account: () => ({}),
  reactivate_account: (w) => ({ email: w.spare.email }),
  request_delete_account: () => ({}),
  delete_account: async (w) => {
    const spareToken = await openSession(w.t.db, w.spare.id, w.t.clock.now());
    expect((await w.t.call('request_delete_account', {}, spareToken)).status).toBe(200);
    return { code: await mailedCode(w.t, w.spare.email, 'delete') };
  },
  // accounts: lookups and profile
  get_member_id: (w) => ({ username: w.spare.username! }),
  get_username: (w) => ({ user_id: w.spare.id }),
  set_username: async (w) => {
    // A first username only: the agency has one (its clients authorize it by it), so its cell starts without.
    if (w.me?.username) await w.t.db.update(members).set({ username: null }).where(eq(members.id, w.me.id));
    return { username: `first${w.n}` };
  },
  update_username: (w) => ({ username: `renamed${w.n}` }),
  member_update: () => ({ tag: 'name', name: 'Remy Renamed' }),
  update_profile_image: (w) => ({ media_type: 'image', image: w.shared.picture }),
  // accounts: social sign-in and connected accounts
  get_social_authorize_url: () => ({ provider: 'facebook', redirect_uri: RETURN, state: 'user.facebook.nonce123' }),
  get_fb_access_token: (w) => ({ code: sandboxCode(w, 'facebook'), action: 'login', redirect_uri: RETURN }),
  get_linkedin_access_token: (w) => ({ code: sandboxCode(w, 'linkedin'), redirect_uri: RETURN }),
  get_apple_access_token: (w) => ({ code: sandboxCode(w, 'apple'), redirect_uri: RETURN }),
  get_youtube_token: (w) => ({ code: sandboxCode(w, 'youtube'), redirect_uri: RETURN }),
  instagram_get_access_token: (w) => ({ code: sandboxCode(w, 'instagram'), redirect_uri: RETURN }),
  get_twitter_request_token: () => ({ redirect_uri: RETURN }),
  get_twitter_access_token: (w) => {
    const sandbox = w.t.app.sandboxIdentity;
    const oauth_token = sandbox.issueRequestToken(RETURN);
    const oauth_verifier = sandbox.issueVerifier(oauth_token, { email: w.freshEmail('twitter'), name: 'Tweety' });
    return { oauth_token, oauth_verifier };
  },
  social_media_connect: async (w) => ({ company: 'facebook', id: await socialToken(w), login: true }),
  social_media_register: async (w) => ({
    token: await socialToken(w),
    userData: { name: 'Sol Social', accType: 'user' },
  }),
  is_registered: async (w) => ({ company: 'facebook', id: await socialToken(w) }),
  is_connected: () => ({}),
  set_social_login: async (w) => {
    // A connected provider to switch (without one the handler answers 404, also past authorization).
    if (w.me)
      await social.insertIdentity(w.t.db, {
        memberId: w.me.id,
        provider: 'facebook',
        subject: `matrix-${w.n}`,
        email: w.me.email,
        name: w.me.name,
        loginEnabled: false,
        createdAt: new Date(w.t.clock.now()),
      });
    return { provider: 'facebook', enabled: true };
  },
  social_media_disconnect: () => ({ company: 'facebook' }),
  // accounts: phone, business review lookup, geocoding
  auth_send_phone_token: (w) => ({ phone: w.freshPhone(), method: 'sms' }),
  auth_verify_phone_code: async (w) => {
    const phone = w.freshPhone();
    return { phone, ...(await phoneVerification(w, phone, false)) };
  },
  get_yelp_data: async (w) => {
    await phoneVerification(w, LISTED_PHONE, true);
    return { phone: LISTED_PHONE };
  },
  geocode_address: () => ({ address: 'San Francisco, CA' }),
  // settings
  marketing_email_types: () => ({}),
  marketing_email_exclusions: () => ({}),
  update_marketing_email_exclusions: () => ({ exclusions: [] }),
  // talent
  specialist_trait_query: () => ({}),
  get_business_trait_types: () => ({}),
  get_user_trait_types: () => ({}),
  // schedules: locations, schedules, templates and the calendar feed of the caller (agencyAsClient: the client's)
  locations_query: () => ({ latitude: 37.77, longitude: -122.42 }),
  location_create_update: async (w) => ({
    location_id: (await ownLocation(w)).id,
    name: 'Matrix Studio',
    address: 'San Francisco, CA',
  }),
  location_delete: async (w) => ({ location: (await ownLocation(w)).id }),
  specialist_schedule: async (w) => scheduleInput(w, (await ownLocation(w)).id),
  specialist_delete_schedule: async (w) => ({
    sch_id: (await scheduleFixtures.makeSchedule(w.t.db, scheduleOwner(w).id, w.t.clock.now())).scheduleId,
  }),
  specialist_schedule_list: () => ({}),
  specialist_template: async (w) => ({ name: 'Matrix Mornings', ...templateInput((await ownLocation(w)).id) }),
  specialist_template_list: () => ({}),
  specialist_apply_template: async (w) => {
    const location = await ownLocation(w);
    await scheduleFixtures.makeTemplate(w.t.db, scheduleOwner(w).id, 'Matrix Mornings', location.id, w.t.clock.now());
    return { name: 'Matrix Mornings', dates: [scheduleFixtures.testDay(w.t.clock.now(), 20)] };
  },
  specialist_calendar_feed: () => ({}),
  specialist_calendar_feed_reset: () => ({}),
  // payments
  get_fees: () => ({}),
  // payments: payout accounts
  stripe_get_connect_id: () => ({}),
  stripe_get_account_url: () => ({}),
  stripe_retrieve_accountLink: async (w) => {
    await ownPayoutAccountLink(w);
    return {};
  },
  register_stripe_payout_account: async (w) => ({ auth_code: (await ownPayoutAccountLink(w)) ?? 'acct_none' }),
  stripe_delete_payout_account: async (w) => {
    await ownPayoutAccountLink(w);
    return {};
  },
  // events
  business_create_update_event: async (w) => {
    if (w.me) await enablePayouts(w, w.me);
    return {
      create: '1',
      event_name: 'Matrix Night',
      address: 'San Francisco, CA',
      draft: '0',
      start_time: '2031-01-10T20:00',
      end_time: '2031-01-10T23:00',
    };
  },
  business_delete_event: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  business_create_update_sub_event: async (w) => ({
    event_id: (await makeEvent(w, w.business)).eventId,
    sb_start_time: '2031-01-10T21:00',
    sb_end_time: '2031-01-10T22:00',
    traits_num: { '1': 1 },
  }),
  business_delete_sub_event: async (w) => ({ sb_event_id: (await makeEvent(w, w.business)).subEventId }),
  user_events_query: () => ({ latitude: 37.77, longitude: -122.42 }),
  business_events_query: () => ({}),
  events_query_for_user: (w) => ({ business_id: w.business.id }),
  watch_item: async (w) => ({ item_id: (await makeEvent(w, w.business)).eventId, item_type: 'EVENT' }),
  unwatch_item: async (w) => ({ item_id: (await makeEvent(w, w.business)).eventId, item_type: 'EVENT' }),
  get_watched_items: () => ({}),
  business_event_update_notify: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  business_get_online_url: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  user_get_online_url: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  // tickets
  business_ticket_create_update: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId, ...TICKET }),
  business_ticket_query: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  business_get_private_ticket_codes: async (w) => ({
    ticket_id: (await makeTicket(w, w.business, { private: true })).ticketId,
  }),
  get_tickets_for_event: async (w) => ({ event_id: (await makeTicket(w, w.business)).eventId }),
  ticketing_charges: async (w) => ({ ticket_id: (await makeTicket(w, w.business)).ticketId, quantity: 2 }),
  user_purchase_tickets: async (w) => freePurchase(await makeTicket(w, w.business)),
  user_get_purchased_tickets: () => ({}),
  user_get_ticket_receipt: async (w) => ({ purchase_id: await ownPurchase(w) }),
  user_refund_tickets: async (w) => ({ purchase_id: await ownPurchase(w) }),
  ticket_waitlist_join: async (w) => ({ ticket_id: (await makeTicket(w, w.business, { soldOut: true })).ticketId }),
  ticket_waitlist_leave: async (w) => ({ ticket_id: (await makeTicket(w, w.business, { soldOut: true })).ticketId }),
  // tickets: sales tax (the breakdown answers 409 until the business has accepted the tax terms)
  ticket_tax_breakdown: async (w) => {
    if (w.caller === 'business') {
      const res = await w.t.call('ticket_tax_terms_accepted', { version: TAX_TERMS.version }, w.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return {};
  },
  ticket_tax_terms_query: () => ({}),
  ticket_tax_terms_accepted: () => ({ version: TAX_TERMS.version }),
  renew_notification: () => ({}),
  terms_renewed: () => ({}),
  // guest list and check-in
  get_guest_list: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  business_guest_checkin: async (w) => ({ ...(await purchaseAt(w, w.business, w.fan)), action: 'checkin' }),
  business_set_manager_password: async (w) => ({
    event_id: (await makeEvent(w, w.business)).eventId,
    password: 'door-staff-2031',
  }),
  checkin_sign_in: async (w) => ({
    event_id: await eventWithManagerPassword(w),
    password: PASSWORD,
    device_name: 'Door 1',
  }),
  checkin_codes: async (w) => ({ session_token: await checkinToken(w) }),
  checkin_scan: async (w) => ({
    session_token: await checkinToken(w),
    code: 'MxNoSuchPass0001',
    client_scan_id: `scan-${w.n}-a`,
    scanned_at: new Date(w.t.clock.now()).toISOString(),
  }),
  checkin_sync: async (w) => ({
    session_token: await checkinToken(w),
    scans: [
      {
        code: 'MxNoSuchPass0001',
        client_scan_id: `scan-${w.n}-b`,
        scanned_at: new Date(w.t.clock.now()).toISOString(),
      },
    ],
  }),
  // schedule requests: the talent's own (for agencyAsClient, the client's), the business's own event and request
  create_schedule_request: async (w) => ({
    sb_event_id: (await makeEvent(w, w.business)).subEventId,
    sp_id: w.talent.id,
    message: 'Could you open a schedule for this block?',
  }),
  get_create_schedule_requests: async (w) => ({ req_id: await makeScheduleRequest(w, w.business, askedTalent(w)) }),
  update_create_schedule_request: async (w) => ({
    sch_req_id: await makeScheduleRequest(w, w.business, askedTalent(w)),
    state: 'BUSY',
  }),
  business_get_schedule_requests: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  business_update_schedule_request: async (w) => ({
    sch_req_id: await makeScheduleRequest(w, w.business, w.talent),
    message: 'Any news?',
  }),
  // payments: cards
  stripe_create_customer: () => ({}),
  stripe_get_customer_id: () => ({}),
  stripe_retrieve_sources: () => ({}),
  stripe_source_action: async (w) => ({ action: 'Add', token: await sandboxCardToken(w) }),
  stripe_setup_intent: () => ({}),
  // payments: the payments page
  business_payment_query: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  // launch
  submit_marketing_form: (w) => ({
    formId: 7,
    fields: {
      f_name: 'Nia Newcomer',
      email: w.freshEmail('launch'),
      primary_talent: 'Singer',
      instagram_handle: '@nia',
    },
  }),
  // agency
  agency_get_clients: () => ({}),
  agency_switch_user: (w) => ({ sp_id: w.client.id }),
  agency_logout_user: () => ({}),
  agency_update_pin: () => ({ pin: '9731' }),
  authorize_agency_access: (w) => ({ agency_username: w.agency.username!, pin: AGENCY_PIN }),
  revoke_agency_access: () => ({}),
  get_agency_access: () => ({}),
  // issue 15: the audit log (the caller's own) and the agency's dashboard
  agency_audit_get: () => ({}),
  agency_dashboard_query: () => ({}),
  // issue 13: profiles (public profiles by id; the caller's own member and agency records)
  member_query: () => ({}),
  user_query: (w) => ({ user_id: w.spare.id }),
  business_query: (w) => ({ business_id: w.business.id }),
  specialist_query: (w) => ({ sp_id: w.talent.id }),
  agency_query: () => ({}),
  update_network_followers: () => ({ networks: [{ network: 'Instagram', handle: 'matrix', count: 1200 }] }),
  // notifications and follows
  get_notifications: () => ({ type: 'BUSINESS_EVENT', state: 'unread', limit: 10 }),
  get_bid_notifications: async (w) => ({ bidId: (await notificationOf(w, w.me ?? w.spare, 'Bid news')).bidId! }),
  get_schreq_notifications: () => ({}),
  get_notifications_for_followed: () => ({ limit: 20 }),
  mark_notifications_as_read: async (w) => ({
    notification_ids: [(await notificationOf(w, w.me ?? w.spare, 'Read me')).id],
  }),
  delete_notifications: async (w) => ({
    notification_ids: [(await notificationOf(w, w.me ?? w.spare, 'Delete me')).id],
  }),
  follow_celebrity: (w) => ({ followed_id: w.other.business.id, req_type: 'follow', followed_type: 'BUSINESS' }),
  user_query_following: () => ({}),
  // issue 13: featured and search (public: everyone may ask)
  get_featured_celebrities: () => ({ limit: 12, latitude: 37.77, longitude: -122.42, distance: 50 }),
  search_celebrities_regexp: (w) => ({ lookfor: w.talent.name, followed_type: 'SPECIALIST' }),
  get_businesses_from_id: (w) => ({ business_ids: [w.business.id, w.other.business.id] }),
  get_celebrities_from_id: (w) => ({ celebs_id: [w.talent.id, w.client.id] }),
  specialist_update_traits: () => ({ trait_ids: [1, 102] }),
  // bookings: the business's own time block and bids; the talent's (agencyAsClient: the client's) bids
  business_find_specialists_for_sub_event: async (w) => ({
    sb_event_id: (await makeEvent(w, w.business)).subEventId,
    trait: 1,
  }),
  business_find_availablity: (w) => ({ date: '2031-01-10', sp_id: w.talent.id, latitude: 37.77, longitude: -122.42 }),
  bid_book_candidate: async (w) => {
    const { subEventId } = await biddableBlock(w, w.business, w.talent);
    // The business pays with a saved card (refused callers never get this far).
    if (w.caller === 'business') {
      expect((await w.t.call('stripe_create_customer', {}, w.token)).status).toBe(200);
      const card = await w.t.call('stripe_source_action', { action: 'Add', token: await sandboxCardToken(w) }, w.token);
      expect(card.status, JSON.stringify(card.body)).toBe(200);
    }
    return { sb_event_id: subEventId, sp_id: w.talent.id, sp_trait_id: 1, price: 300 };
  },
  business_delete_bid: async (w) => ({ bid_id: await makeBid(w, w.business, w.talent) }),
  // A bid request on an open schedule of the caller (agencyAsClient: the client's).
  specialist_update_bid: async (w) => ({
    bid_id: await makeBid(w, w.business, scheduleOwner(w), 'Request', 'Matrix Night', true),
    approve_bid: true,
  }),
  specialist_event_query: () => ({}),
  specialist_payment_query: () => ({}),
  business_bids_query: async (w) => ({ event_id: (await makeEvent(w, w.business)).eventId }),
  business_freeze_payment: async (w) => ({
    bid_id: await bookedBid(w, w.business, w.talent),
    description: 'The act did not show up.',
  }),
  // issue 13: messages, reviews and recommendations, posts and comments, reports (features/<area>/<area>.matrix.ts)
  ...messagesMatrix.fixtures,
  ...reviewsMatrix.fixtures,
  ...postsMatrix.fixtures,
  ...reportsMatrix.fixtures,
  // issue 14: creator commerce
  ...catalogueMatrix.fixtures,
  ...assetsMatrix.fixtures,
  ...subscriptionsMatrix.fixtures,
  // issue 15: webhooks
  ...webhooksMatrix.fixtures,
  // issue 15: the affiliate programme
  ...affiliateMatrix.fixtures,
  // issue 15: media links and the creator website
  ...mediaMatrix.fixtures,
  ...websiteMatrix.fixtures,
};

/** An enabled payout account for a member, as finished sandbox onboarding leaves it. */
const enablePayouts = (w: World, who: Person) => insertEnabledPayoutAccount(w.t.db, who.id, w.t.clock.now());

/** The caller's own payout account, opened through stripe_get_account_url: its connect id (null when refused). */
async function ownPayoutAccountLink(w: World): Promise<string | null> {
  if (!w.token || (w.caller !== 'talent' && w.caller !== 'business')) return null;
  const res = await w.t.call('stripe_get_account_url', {}, w.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.connect_id as string;
}

/** matrixEvent with one time block. */
async function makeEvent(w: World, owner: Person, name = 'Matrix Night') {
  const eventId = await matrixEvent(w, owner, name);
  const subEventId = await events.insertSubEvent(
    w.t.db,
    {
      eventId,
      startTime: new Date('2031-01-11T05:00:00Z'),
      endTime: new Date('2031-01-11T06:00:00Z'),
      notes: '',
      traitsNum: { '1': 1 },
    },
    new Date(w.t.clock.now()),
  );
  return { eventId, subEventId };
}

/** A free ticket on sale until the night before the event (a free ticket needs no payout account). */
const TICKET = {
  name: 'Matrix Admission',
  price: 0,
  quantity: 10,
  refundable: true,
  sales_start: '2026-11-01T10:00',
  sales_end: '2031-01-10T19:00',
  private: false,
  online_only: false,
} as const;

/** A ticket of a new event of `owner`; sold out when asked (its one unit sold). */
async function makeTicket(w: World, owner: Person, options: { private?: boolean; soldOut?: boolean } = {}) {
  const event = await makeEvent(w, owner);
  const now = new Date(w.t.clock.now());
  const ticket = await ticketRepo.insertTicket(
    w.t.db,
    event.eventId,
    {
      name: TICKET.name,
      priceCents: 0,
      quantity: options.soldOut ? 1 : 10,
      refundable: true,
      salesStart: new Date('2026-11-01T18:00:00Z'),
      salesEnd: new Date('2031-01-11T03:00:00Z'),
      private: options.private ?? false,
    },
    now,
  );
  if (options.private) await ticketRepo.insertCodes(w.t.db, ticket.id, [`Mx${String(w.n).padStart(8, '0')}`], now);
  if (options.soldOut) await w.t.db.update(tickets).set({ sold: 1 }).where(eq(tickets.id, ticket.id));
  return { ...event, ticketId: ticket.id };
}

const freePurchase = (t: { eventId: number; ticketId: number }) => ({
  event_id: t.eventId,
  ticket_id: t.ticketId,
  quantity: 1,
  price: 0,
  payment_company: 'Stagepass' as const,
  payment_method: 'FreeTicket',
});

/** A free purchase the caller made (logged out: an id, refused before it matters). */
async function ownPurchase(w: World, token = w.token): Promise<number> {
  if (!token) return 1;
  const res = await w.t.call('user_purchase_tickets', freePurchase(await makeTicket(w, w.business)), token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.purchase.purchase_id as number;
}

/** A token for Stripe's 4242 test card from the sandbox's card form. */
async function sandboxCardToken(w: World): Promise<string> {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/dev/cards/tokens',
    payload: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

/** Another business's event: its name and its business are the secrets. */
async function foreignEvent(w: World) {
  const name = `Orchard Secret ${w.n}`;
  return { ...(await makeEvent(w, w.other.business, name)), secrets: [name, ...secretsOf(w.other.business)] };
}

/** The status an allowed caller gets from its valid fixture instead of a 2xx, and why it cannot get a 2xx. */
export interface ExpectedStatus {
  status: number;
  why: string;
}

export type ExpectedStatuses = { [N in RequestName]?: Partial<Record<Caller, ExpectedStatus>> };

/**
 * The few cells of the matrix where an allowed caller's valid fixture cannot reach the handler's success path: the
 * status it gets instead, and why. Every other allowed cell must answer 2xx (authorization-matrix.test.ts); keep
 * this list short, and prefer a fixture that sets the state up so the call succeeds.
 */
export const expectedStatuses: ExpectedStatuses = {};

/** The requests whose contract declares them owner-scoped. */
export type OwnerScopedName = {
  [N in RequestName]: Requests[N]['access']['ownerScoped'] extends true ? N : never;
}[RequestName];

/**
 * One area's block of the matrix, kept in its feature folder (features/<area>/<area>.matrix.ts): a valid input for
 * each of its requests, and the call on another member's object for each owner-scoped one.
 */
export interface AreaMatrix<M> {
  fixtures: { [N in keyof M & RequestName]: Fixture<N> };
  foreignFixtures: { [N in keyof M & OwnerScopedName]: (w: World) => ForeignCall<N> | Promise<ForeignCall<N>> };
}

/** An owner-scoped request aimed at another member's object, and what of that object must not be in the answer. */
export interface ForeignCall<N extends RequestName> {
  input: RequestInput<N>;
  secrets: (string | number)[];
}

const secretsOf = (p: Person) => [p.id, p.email, p.name, ...(p.username ? [p.username] : [])];

/**
 * For every owner-scoped request, the same request on another member's object (compile error when missing).
 * The other member is the other agency's client (its id, email, name and username are the secrets), or the
 * other business with an event of its own.
 */
export const foreignFixtures: {
  [N in OwnerScopedName]: (w: World) => ForeignCall<N> | Promise<ForeignCall<N>>;
} = {
  agency_switch_user: (w) => ({ input: { sp_id: w.other.client.id }, secrets: secretsOf(w.other.client) }),
  // schedules: the other agency's client's location, schedule and template
  location_create_update: async (w) => {
    const { locationId, secrets } = await foreignSchedule(w);
    return { input: { location_id: locationId, name: 'Taken Over', address: 'San Francisco, CA' }, secrets };
  },
  location_delete: async (w) => {
    const { locationId, secrets } = await foreignSchedule(w);
    return { input: { location: locationId }, secrets };
  },
  specialist_schedule: async (w) => {
    const { scheduleId, secrets } = await foreignSchedule(w);
    return { input: { ...scheduleInput(w, (await ownLocation(w)).id), sch_id: scheduleId }, secrets };
  },
  specialist_delete_schedule: async (w) => {
    const { scheduleId, secrets } = await foreignSchedule(w);
    return { input: { sch_id: scheduleId }, secrets };
  },
  specialist_template: async (w) => {
    const { template, secrets } = await foreignSchedule(w);
    return {
      input: { name: 'Matrix Copy', old_name: template, ...templateInput((await ownLocation(w)).id) },
      secrets,
    };
  },
  specialist_apply_template: async (w) => {
    const { template, secrets } = await foreignSchedule(w);
    return { input: { name: template, dates: [scheduleFixtures.testDay(w.t.clock.now(), 20)] }, secrets };
  },
  claim_for_id: (w) => reviewsMatrix.claimForId.foreign(w),
  business_create_update_event: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    if (w.me) await enablePayouts(w, w.me);
    return {
      input: {
        create: '0',
        event_id: eventId,
        event_name: 'Taken Over',
        address: 'San Francisco, CA',
        draft: '0',
        start_time: '2031-01-10T20:00',
        end_time: '2031-01-10T23:00',
      },
      secrets,
    };
  },
  business_delete_event: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_create_update_sub_event: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return {
      input: { event_id: eventId, sb_start_time: '2031-01-10T21:00', sb_end_time: '2031-01-10T22:00' },
      secrets,
    };
  },
  business_delete_sub_event: async (w) => {
    const { subEventId, secrets } = await foreignEvent(w);
    return { input: { sb_event_id: subEventId }, secrets };
  },
  business_event_update_notify: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_get_online_url: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_ticket_create_update: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId, ...TICKET }, secrets };
  },
  business_ticket_query: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_payment_query: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_get_private_ticket_codes: async (w) => {
    const { ticketId } = await makeTicket(w, w.other.business, { private: true });
    return {
      input: { ticket_id: ticketId },
      secrets: [`Mx${String(w.n).padStart(8, '0')}`, ...secretsOf(w.other.business)],
    };
  },
  user_get_ticket_receipt: async (w) => ({
    input: { purchase_id: await othersPurchase(w) },
    secrets: secretsOf(w.other.client),
  }),
  user_refund_tickets: async (w) => ({
    input: { purchase_id: await othersPurchase(w) },
    secrets: secretsOf(w.other.client),
  }),
  get_guest_list: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_guest_checkin: async (w) => ({
    input: { ...(await purchaseAt(w, w.other.business, w.other.client)), action: 'checkin' },
    secrets: [...secretsOf(w.other.client), ...secretsOf(w.other.business)],
  }),
  business_set_manager_password: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId, password: 'door-staff-2031' }, secrets };
  },
  // schedule requests: the other business's sub-event, event and request (to the other agency's client)
  create_schedule_request: async (w) => {
    const { subEventId, secrets } = await foreignEvent(w);
    return { input: { sb_event_id: subEventId, sp_id: w.talent.id, message: 'Please open a schedule' }, secrets };
  },
  get_create_schedule_requests: async (w) => {
    const { requestId, secrets } = await foreignScheduleRequest(w);
    return { input: { req_id: requestId }, secrets };
  },
  update_create_schedule_request: async (w) => {
    const { requestId, secrets } = await foreignScheduleRequest(w);
    return { input: { sch_req_id: requestId, state: 'BUSY' }, secrets };
  },
  business_get_schedule_requests: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_update_schedule_request: async (w) => {
    const { requestId, secrets } = await foreignScheduleRequest(w);
    return { input: { sch_req_id: requestId, message: 'Any news?' }, secrets };
  },
  // notifications: another member's notification is not touched (404 when none named is the caller's)
  mark_notifications_as_read: async (w) => {
    const n = await notificationOf(w, w.other.client, `Orchard secret note ${w.n}`);
    return { input: { notification_ids: [n.id] }, secrets: [n.title, ...secretsOf(w.other.client)] };
  },
  delete_notifications: async (w) => {
    const n = await notificationOf(w, w.other.client, `Orchard secret note ${w.n}`);
    return { input: { notification_ids: [n.id] }, secrets: [n.title, ...secretsOf(w.other.client)] };
  },
  // bookings: the other business's time block, event and bids (to the other agency's client)
  business_find_specialists_for_sub_event: async (w) => {
    const { subEventId, secrets } = await foreignEvent(w);
    return { input: { sb_event_id: subEventId, trait: 1 }, secrets };
  },
  bid_book_candidate: async (w) => {
    const { subEventId, secrets } = await foreignEvent(w);
    return { input: { sb_event_id: subEventId, sp_id: w.talent.id, sp_trait_id: 1, price: 300 }, secrets };
  },
  business_delete_bid: async (w) => foreignBid(w),
  specialist_update_bid: async (w) => {
    const { input, secrets } = await foreignBid(w, 'Request');
    return { input: { ...input, approve_bid: true }, secrets };
  },
  business_bids_query: async (w) => {
    const { eventId, secrets } = await foreignEvent(w);
    return { input: { event_id: eventId }, secrets };
  },
  business_freeze_payment: async (w) => {
    const { input, secrets } = await foreignBid(w);
    return { input: { ...input, description: 'Not mine to freeze' }, secrets };
  },
  ...messagesMatrix.foreignFixtures,
  ...reviewsMatrix.foreignFixtures,
  ...postsMatrix.foreignFixtures,
  ...reportsMatrix.foreignFixtures,
  ...catalogueMatrix.foreignFixtures,
  ...assetsMatrix.foreignFixtures,
  ...subscriptionsMatrix.foreignFixtures,
  ...webhooksMatrix.foreignFixtures,
  ...affiliateMatrix.foreignFixtures,
  ...mediaMatrix.foreignFixtures,
  ...websiteMatrix.foreignFixtures,
};

/** notifications: a stored notification of `owner`, about a bid. */
async function notificationOf(w: World, owner: Person, title: string) {
  const [row] = await w.t.db
    .insert(notificationsTable)
    .values({
      memberId: owner.id,
      type: 'BID_UPDATE',
      title,
      body: `${title}: the bid changed.`,
      category: 'SPECIALIST_EVENT',
      bidId: 900_000 + w.n,
      createdAt: new Date(w.t.clock.now()),
    })
    .returning();
  return row!;
}

/** A paid (free) purchase of `quantity` by `buyer` at a new event of `owner`: the guest list's row. */
async function purchaseAt(w: World, owner: Person, buyer: Person, quantity = 2) {
  const ticket = await makeTicket(w, owner);
  const [purchase] = await w.t.db
    .insert(purchasesTable)
    .values({
      ticketId: ticket.ticketId,
      eventId: ticket.eventId,
      memberId: buyer.id,
      quantity,
      unitPriceCents: 0,
      feeCents: 0,
      taxCents: 0,
      totalCents: 0,
      currency: 'USD',
      paymentCompany: 'Stagepass',
      paymentMethod: 'FreeTicket',
      status: 'Charged',
      createdAt: new Date(w.t.clock.now()),
    })
    .returning();
  return { event_id: ticket.eventId, purchase_id: purchase!.id };
}

/** An event of the world's business whose manager password is PASSWORD. */
async function eventWithManagerPassword(w: World): Promise<number> {
  const { eventId } = await makeEvent(w, w.business);
  await guestRepo.setManagerPassword(w.t.db, eventId, w.shared.passwordHash, new Date(w.t.clock.now()));
  return eventId;
}

/** A check-in session's token for an event of the world's business (the app signed in). */
async function checkinToken(w: World): Promise<string> {
  const eventId = await eventWithManagerPassword(w);
  const token = newSessionToken();
  const now = w.t.clock.now();
  await guestRepo.insertSession(w.t.db, {
    eventId,
    tokenHash: hashToken(token),
    deviceName: 'Door 1',
    createdAt: new Date(now),
    expiresAt: new Date(now + 60 * 60 * 1000),
  });
  return token;
}

/** A free purchase of the other agency's client. */
async function othersPurchase(w: World): Promise<number> {
  return (await purchaseAt(w, w.other.business, w.other.client, 1)).purchase_id;
}

/** schedule requests: the talent a world's business asks (the caller's own account when it is talent). */
const askedTalent = (w: World): Person => (w.caller === 'agencyAsClient' ? w.client : w.talent);

/** schedule requests: a PENDING request of `business` to `talent` about a new event's time block, with a message. */
async function makeScheduleRequest(w: World, business: Person, talent: Person, name = 'Matrix Night') {
  const now = new Date(w.t.clock.now());
  const { eventId, subEventId } = await makeEvent(w, business, name);
  const requestId = (await scheduleRequestRepo.insert(
    w.t.db,
    { businessId: business.id, talentId: talent.id, eventId, subEventId },
    now,
  ))!;
  await scheduleRequestRepo.insertMessage(w.t.db, requestId, business.id, `${name}: are you free?`, now);
  return requestId;
}

/** schedule requests: the other business's request to the other agency's client; the event name and both are secret. */
async function foreignScheduleRequest(w: World) {
  const name = `Orchard Secret ${w.n}`;
  const requestId = await makeScheduleRequest(w, w.other.business, w.other.client, name);
  return { requestId, secrets: [name, ...secretsOf(w.other.business), ...secretsOf(w.other.client)] };
}

/** schedules: whose locations, schedules and templates the caller's fixtures make (agencyAsClient: the client). */
const scheduleOwner = (w: World): Person =>
  w.me && (w.caller === 'talent' || w.caller === 'agencyAsClient') ? w.me : w.talent;

/** schedules: a location of the schedule owner. */
const ownLocation = (w: World) => scheduleFixtures.makeLocation(w.t.db, scheduleOwner(w).id, w.t.clock.now());

/** schedules: a valid specialist_schedule input at a location, 12 days ahead, 10:00 to 16:00 local. */
function scheduleInput(w: World, locationId: number) {
  const f = scheduleFixtures.scheduleFields(locationId, scheduleFixtures.testDay(w.t.clock.now(), 12));
  return {
    location_id: locationId,
    start_time: new Date(f.startMs).toISOString(),
    end_time: new Date(f.endMs).toISOString(),
    buffer_time: 30,
    rate: 100,
    book_now: 250,
    lockout: 60,
    max_events: 2,
  };
}

/** schedules: a template's fields at a location. */
const templateInput = (locationId: number) => ({
  location_id: locationId,
  start_time: '10:00',
  end_time: '14:00',
  buffer_time: 30,
  rate: 100,
  lockout: 60,
  max_events: 2,
});

/** schedules: the other agency's client's location (its name is secret), a schedule there and a template. */
async function foreignSchedule(w: World) {
  const now = w.t.clock.now();
  const location = await scheduleFixtures.makeLocation(w.t.db, w.other.client.id, now, `Quincy Secret ${w.n}`);
  const { scheduleId } = await scheduleFixtures.makeSchedule(w.t.db, w.other.client.id, now, {
    locationId: location.id,
  });
  const template = `Quincy Plan ${w.n}`;
  await scheduleFixtures.makeTemplate(w.t.db, w.other.client.id, template, location.id, now);
  return {
    locationId: location.id,
    scheduleId,
    template,
    secrets: [location.name, template, ...secretsOf(w.other.client)],
  };
}

/**
 * bookings: a time block of a new event of `business` that `talent` can be bid on: the talent offers trait 1, has a
 * payout account and an open $100 schedule 12 days ahead (10:00 to 16:00 in San Francisco); the block is 11:00 to
 * 12:00 of that day.
 */
async function biddableBlock(w: World, business: Person, talent: Person, name = 'Matrix Night') {
  const now = w.t.clock.now();
  const { scheduleId, dayId } = await scheduleFixtures.makeSchedule(w.t.db, talent.id, now, { daysAhead: 12 });
  await w.t.db.insert(talentTraits).values({ talentId: talent.id, traitId: 1 });
  await enablePayouts(w, talent);
  const day = scheduleFixtures.testDay(now, 12);
  const tz = scheduleFixtures.TEST_LOCATION.timeZone;
  const eventId = await matrixEvent(w, business, name);
  const subEventId = await events.insertSubEvent(
    w.t.db,
    {
      eventId,
      startTime: new Date(templateTimeToInstant(day, '11:00', tz)),
      endTime: new Date(templateTimeToInstant(day, '12:00', tz)),
      notes: '',
      traitsNum: { '1': 1 },
    },
    new Date(now),
  );
  return { eventId, subEventId, scheduleId, dayId };
}

/**
 * bookings: a bid of `business` on `talent` for a new event's time block; with no schedule behind it, unless
 * `onSchedule` (a biddableBlock's: its day is open, so the talent may answer a request).
 */
async function makeBid(
  w: World,
  business: Person,
  talent: Person,
  state: 'Bid' | 'Request' | 'Booked' = 'Bid',
  name = 'Matrix Night',
  onSchedule = false,
) {
  const now = new Date(w.t.clock.now());
  const scheduled = onSchedule ? await biddableBlock(w, business, talent, name) : null;
  const block = scheduled ?? (await makeEvent(w, business, name));
  const [row] = await w.t.db
    .insert(bidsTable)
    .values({
      subEventId: block.subEventId,
      eventId: block.eventId,
      businessId: business.id,
      talentId: talent.id,
      traitId: 1,
      maxCents: 30_000,
      state,
      ...(scheduled ? { scheduleId: scheduled.scheduleId, dayId: scheduled.dayId } : {}),
      placedAt: now,
      updatedAt: now,
    })
    .returning({ id: bidsTable.id });
  return row!.id;
}

/** bookings: a booked bid of `business` on `talent`, charged (the event is in 2031: a grievance may be filed). */
async function bookedBid(w: World, business: Person, talent: Person): Promise<number> {
  const now = new Date(w.t.clock.now());
  const bidId = await makeBid(w, business, talent, 'Booked');
  const [bid] = await w.t.db.select().from(bidsTable).where(eq(bidsTable.id, bidId));
  await w.t.db.insert(bookingPayments).values({
    bidId,
    eventId: bid!.eventId,
    businessId: business.id,
    talentId: talent.id,
    priceCents: 30_000,
    feeCents: 1_500,
    chargedCents: 31_500,
    currency: 'USD',
    chargeId: `ch_matrix_${w.n}`,
    state: 'Charged',
    chargedAt: now,
    payoutDueAt: new Date('2031-01-12T06:00:00Z'),
    createdAt: now,
  });
  return bidId;
}

/** bookings: the other business's bid on the other agency's client; the event name and both are secret. */
async function foreignBid(w: World, state: 'Bid' | 'Request' = 'Bid') {
  const name = `Orchard Secret ${w.n}`;
  const bidId = await makeBid(w, w.other.business, w.other.client, state, name);
  return { input: { bid_id: bidId }, secrets: [name, ...secretsOf(w.other.business), ...secretsOf(w.other.client)] };
}
