import type { RequestName } from '@stagepass/contract/registry';

type Fields = Record<string, unknown>;

/**
 * What an agency acting as its client (agency_switch_user) may not do. DESIGN.md §4: it acts with the
 * client's rights, except over the client's account itself: the sign-in email and password, social sign-in,
 * consent to the terms, deactivation and deletion, and which agency may act for the client; and except secret links
 * that would outlive its access. What it may set up that keeps working without a session is tied to its access
 * instead, and ends with it (webhooks/webhook-agency-access.ts). Each entry
 * refuses the request outright, or when its raw fields match (checked before the input is validated, so a
 * refusal never depends on the input being well formed).
 */
const REFUSED: { readonly [N in RequestName]?: true | ((fields: Fields) => boolean) } = {
  // Sign-in email and password (the name, username and phone stay editable).
  member_update: (fields) => fields.tag === 'password',
  request_update_username: true,
  terms_accepted: true,
  // Account status.
  deactivate_account: true,
  request_delete_account: true,
  delete_account: true,
  // Social sign-in: a network connected here could later sign in to the client's account.
  social_media_connect: true,
  instagram_get_access_token: true,
  set_social_login: true,
  social_media_disconnect: true,
  // Agency access, and agency requests made from inside a client.
  authorize_agency_access: true,
  revoke_agency_access: true,
  agency_switch_user: true,
  agency_update_pin: true,
  // The client's payout account is its bank account (spec 001 §6): it can be read, not opened, changed or closed.
  stripe_get_account_url: true,
  stripe_retrieve_accountLink: true,
  register_stripe_payout_account: true,
  stripe_delete_payout_account: true,
  // Secrets that keep working with no session, so past a revocation: the talent's private calendar feed (its URL reads
  // every booking; acting, the feed is not made either, specialist_calendar_feed), and an event's manager password
  // (it signs the check-in app in, which downloads every guest's name and pass code, checkin_codes).
  specialist_calendar_feed_reset: true,
  business_set_manager_password: true,
  // The client's cards (contract payments/card-access.ts): the agency may read them and pay with them, not open the
  // client's customer or add, remove or change cards.
  stripe_create_customer: true,
  stripe_source_action: true,
  stripe_setup_intent: true,
};

/** The requests an acting session is refused (some only for certain fields, see REFUSED). */
export const REFUSED_WHILE_ACTING_REQUESTS = Object.keys(REFUSED) as RequestName[];

export function refusedWhileActing(name: RequestName, fields: Fields): boolean {
  const rule = REFUSED[name];
  return rule === true || (typeof rule === 'function' && rule(fields));
}
