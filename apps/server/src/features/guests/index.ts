import type { guestsRequests } from '@stagepass/contract/guests/index';
import type { AreaHandlers } from '../../rpc/context';
import { business_guest_checkin } from './business_guest_checkin.handler';
import { business_set_manager_password } from './business_set_manager_password.handler';
import { checkin_codes } from './checkin_codes.handler';
import { checkin_scan } from './checkin_scan.handler';
import { checkin_sign_in } from './checkin_sign_in.handler';
import { checkin_sync } from './checkin_sync.handler';
import { get_guest_list } from './get_guest_list.handler';

/** The guest list and check-in handlers, one for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const guestsHandlers: AreaHandlers<typeof guestsRequests> = {
  get_guest_list,
  business_guest_checkin,
  business_set_manager_password,
  checkin_sign_in,
  checkin_codes,
  checkin_scan,
  checkin_sync,
};
