import type { accountsRequests } from '@stagepass/contract/accounts/index';
import type { AreaHandlers } from '../../rpc/context';
import { login } from './login.handler';
import { logout } from './logout.handler';
import { create_user } from './create_user.handler';
import { registered_user } from './registered_user.handler';
import { terms_accepted } from './terms_accepted.handler';
import { request_registration } from './request_registration.handler';
import { claim_code } from './claim_code.handler';
import { claim_for_id } from './claim_for_id.handler';
import { request_reset_password } from './request_reset_password.handler';
import { reset_password } from './reset_password.handler';
import { request_update_username } from './request_update_username.handler';
import { deactivate_account } from './deactivate_account.handler';
import { reactivate_account } from './reactivate_account.handler';
import { request_delete_account } from './request_delete_account.handler';
import { delete_account } from './delete_account.handler';
import { get_member_id } from './get_member_id.handler';
import { get_username } from './get_username.handler';
import { set_username } from './set_username.handler';
import { update_username } from './update_username.handler';
import { member_update } from './member_update.handler';
import { update_profile_image } from './update_profile_image.handler';
import { get_social_authorize_url } from './get_social_authorize_url.handler';
import { get_fb_access_token } from './get_fb_access_token.handler';
import { get_linkedin_access_token } from './get_linkedin_access_token.handler';
import { get_apple_access_token } from './get_apple_access_token.handler';
import { get_youtube_token } from './get_youtube_token.handler';
import { instagram_get_access_token } from './instagram_get_access_token.handler';
import { get_twitter_request_token } from './get_twitter_request_token.handler';
import { get_twitter_access_token } from './get_twitter_access_token.handler';
import { social_media_connect } from './social_media_connect.handler';
import { social_media_register } from './social_media_register.handler';
import { is_registered } from './is_registered.handler';
import { is_connected } from './is_connected.handler';
import { set_social_login } from './set_social_login.handler';
import { social_media_disconnect } from './social_media_disconnect.handler';
import { auth_send_phone_token } from './auth_send_phone_token.handler';
import { auth_verify_phone_code } from './auth_verify_phone_code.handler';
import { get_yelp_data } from './get_yelp_data.handler';
import { geocode_address } from './geocode_address.handler';

/** The accounts area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const accountsHandlers: AreaHandlers<typeof accountsRequests> = {
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
};
