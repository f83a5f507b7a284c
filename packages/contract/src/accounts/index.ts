import { login } from './login';
import { logout } from './logout';
import { create_user } from './create_user';
import { registered_user } from './registered_user';
import { terms_accepted } from './terms_accepted';
import { request_registration } from './request_registration';
import { claim_code } from './claim_code';
import { claim_for_id } from './claim_for_id';
import { request_reset_password } from './request_reset_password';
import { reset_password } from './reset_password';
import { request_update_username } from './request_update_username';
import { deactivate_account } from './deactivate_account';
import { reactivate_account } from './reactivate_account';
import { request_delete_account } from './request_delete_account';
import { delete_account } from './delete_account';
import { get_member_id } from './get_member_id';
import { get_username } from './get_username';
import { set_username } from './set_username';
import { update_username } from './update_username';
import { member_update } from './member_update';
import { update_profile_image } from './update_profile_image';
import { get_social_authorize_url } from './get_social_authorize_url';
import { get_fb_access_token } from './get_fb_access_token';
import { get_linkedin_access_token } from './get_linkedin_access_token';
import { get_apple_access_token } from './get_apple_access_token';
import { get_youtube_token } from './get_youtube_token';
import { instagram_get_access_token } from './instagram_get_access_token';
import { get_twitter_request_token } from './get_twitter_request_token';
import { get_twitter_access_token } from './get_twitter_access_token';
import { social_media_connect } from './social_media_connect';
import { social_media_register } from './social_media_register';
import { is_registered } from './is_registered';
import { is_connected } from './is_connected';
import { set_social_login } from './set_social_login';
import { social_media_disconnect } from './social_media_disconnect';
import { auth_send_phone_token } from './auth_send_phone_token';
import { auth_verify_phone_code } from './auth_verify_phone_code';
import { get_yelp_data } from './get_yelp_data';
import { geocode_address } from './geocode_address';

/** The accounts area's requests by wire name. The registry spreads it. */
export const accountsRequests = {
  // sign-in, registration, terms
  login,
  logout,
  create_user,
  registered_user,
  terms_accepted,
  // emailed codes, password, email change, deactivation and deletion
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
  // member lookups and profile updates
  get_member_id,
  get_username,
  set_username,
  update_username,
  member_update,
  update_profile_image,
  // social sign-in and connected accounts
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
  // phone verification, business review lookup, geocoding
  auth_send_phone_token,
  auth_verify_phone_code,
  get_yelp_data,
  geocode_address,
} as const;
