import { business_guest_checkin } from './business_guest_checkin';
import { business_set_manager_password } from './business_set_manager_password';
import { checkin_codes } from './checkin_codes';
import { checkin_scan } from './checkin_scan';
import { checkin_sign_in } from './checkin_sign_in';
import { checkin_sync } from './checkin_sync';
import { get_guest_list } from './get_guest_list';

/**
 * The guest list and check-in area's requests (spec 001 §7 Guest list; the event-manager app of §1, whose requests
 * are ours). The registry spreads it.
 */
export const guestsRequests = {
  get_guest_list,
  business_guest_checkin,
  business_set_manager_password,
  checkin_sign_in,
  checkin_codes,
  checkin_scan,
  checkin_sync,
} as const;
