import type { z } from 'zod';
import { create_user } from './accounts/create_user';
import { login } from './accounts/login';
import { logout } from './accounts/logout';
import { registered_user } from './accounts/registered_user';
import { terms_accepted } from './accounts/terms_accepted';
import { request_registration } from './accounts/request_registration';
import { claim_code } from './accounts/claim_code';
import { claim_for_id } from './accounts/claim_for_id';
import { request_reset_password } from './accounts/request_reset_password';
import { reset_password } from './accounts/reset_password';
import { request_update_username } from './accounts/request_update_username';
import { deactivate_account } from './accounts/deactivate_account';
import { reactivate_account } from './accounts/reactivate_account';
import { request_delete_account } from './accounts/request_delete_account';
import { delete_account } from './accounts/delete_account';
import { get_member_id } from './accounts/get_member_id';
import { get_username } from './accounts/get_username';
import { set_username } from './accounts/set_username';
import { update_username } from './accounts/update_username';
import { member_update } from './accounts/member_update';
import { marketing_email_types } from './settings/marketing_email_types';
import { marketing_email_exclusions } from './settings/marketing_email_exclusions';
import { update_marketing_email_exclusions } from './settings/update_marketing_email_exclusions';
import { get_social_authorize_url } from './accounts/get_social_authorize_url';
import { get_fb_access_token } from './accounts/get_fb_access_token';
import { get_linkedin_access_token } from './accounts/get_linkedin_access_token';
import { get_apple_access_token } from './accounts/get_apple_access_token';
import { get_youtube_token } from './accounts/get_youtube_token';
import { instagram_get_access_token } from './accounts/instagram_get_access_token';
import { get_twitter_request_token } from './accounts/get_twitter_request_token';
import { get_twitter_access_token } from './accounts/get_twitter_access_token';
import { social_media_connect } from './accounts/social_media_connect';
import { social_media_register } from './accounts/social_media_register';
import { is_registered } from './accounts/is_registered';
import { is_connected } from './accounts/is_connected';
import { set_social_login } from './accounts/set_social_login';
import { social_media_disconnect } from './accounts/social_media_disconnect';
import { auth_send_phone_token } from './accounts/auth_send_phone_token';
import { auth_verify_phone_code } from './accounts/auth_verify_phone_code';
import { get_yelp_data } from './accounts/get_yelp_data';
import { geocode_address } from './accounts/geocode_address';
import { specialist_trait_query } from './talent/specialist_trait_query';
import { get_business_trait_types } from './talent/get_business_trait_types';
import { get_user_trait_types } from './talent/get_user_trait_types';
import { get_fees } from './payments/get_fees';
// launch and profile image
import { submit_marketing_form } from './launch/submit_marketing_form';
import { update_profile_image } from './accounts/update_profile_image';
// agency: clients, switching into a client, the PIN and the client's authorization
import { agency_get_clients } from './agency/agency_get_clients';
import { agency_switch_user } from './agency/agency_switch_user';
import { agency_logout_user } from './agency/agency_logout_user';
import { agency_update_pin } from './agency/agency_update_pin';
import { authorize_agency_access } from './agency/authorize_agency_access';
import { revoke_agency_access } from './agency/revoke_agency_access';
import { get_agency_access } from './agency/get_agency_access';

/** Every request the server answers, by its wire name. */
export const requests = {
  login,
  logout,
  create_user,
  registered_user,
  terms_accepted,
  // accounts: emailed codes, password, email change, deactivation and deletion
  request_registration,
  claim_code,
  claim_for_id,
  request_reset_password,
  reset_password,
  request_update_username,
  deactivate_account,
  reactivate_account,
  request_delete_account,
  delete_account,
  // accounts: member lookups and profile updates
  get_member_id,
  get_username,
  set_username,
  update_username,
  member_update,
  // settings: marketing email preferences
  marketing_email_types,
  marketing_email_exclusions,
  update_marketing_email_exclusions,
  // accounts: social sign-in and connected accounts
  get_social_authorize_url,
  get_fb_access_token,
  get_linkedin_access_token,
  get_apple_access_token,
  get_youtube_token,
  instagram_get_access_token,
  get_twitter_request_token,
  get_twitter_access_token,
  social_media_connect,
  social_media_register,
  is_registered,
  is_connected,
  set_social_login,
  social_media_disconnect,
  // accounts: phone verification, business review lookup, geocoding
  auth_send_phone_token,
  auth_verify_phone_code,
  get_yelp_data,
  geocode_address,
  // talent: traits
  specialist_trait_query,
  get_business_trait_types,
  get_user_trait_types,
  // payments: fees
  get_fees,
  // launch: marketing forms of the city launch pages
  submit_marketing_form,
  // accounts: profile picture
  update_profile_image,
  // agency: clients, switching into a client, the PIN and the client's authorization
  agency_get_clients,
  agency_switch_user,
  agency_logout_user,
  agency_update_pin,
  authorize_agency_access,
  revoke_agency_access,
  get_agency_access,
} as const;

export type Requests = typeof requests;
export type RequestName = keyof Requests;
export type RequestInput<N extends RequestName> = z.input<Requests[N]['input']>;
export type ParsedInput<N extends RequestName> = z.output<Requests[N]['input']>;
export type RequestOutput<N extends RequestName> = z.output<Requests[N]['output']>;

export function isRequestName(name: string): name is RequestName {
  return Object.hasOwn(requests, name);
}
