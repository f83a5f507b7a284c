import type { HandlerMap } from './context';
import { create_user } from '../features/accounts/create_user.handler';
import { login } from '../features/accounts/login.handler';
import { logout } from '../features/accounts/logout.handler';
import { registered_user } from '../features/accounts/registered_user.handler';
import { terms_accepted } from '../features/accounts/terms_accepted.handler';
import { request_registration } from '../features/accounts/request_registration.handler';
import { claim_code } from '../features/accounts/claim_code.handler';
import { claim_for_id } from '../features/accounts/claim_for_id.handler';
import { request_reset_password } from '../features/accounts/request_reset_password.handler';
import { reset_password } from '../features/accounts/reset_password.handler';
import { request_update_username } from '../features/accounts/request_update_username.handler';
import { deactivate_account } from '../features/accounts/deactivate_account.handler';
import { reactivate_account } from '../features/accounts/reactivate_account.handler';
import { request_delete_account } from '../features/accounts/request_delete_account.handler';
import { delete_account } from '../features/accounts/delete_account.handler';
import { get_member_id } from '../features/accounts/get_member_id.handler';
import { get_username } from '../features/accounts/get_username.handler';
import { set_username } from '../features/accounts/set_username.handler';
import { update_username } from '../features/accounts/update_username.handler';
import { member_update } from '../features/accounts/member_update.handler';
import { marketing_email_types } from '../features/settings/marketing_email_types.handler';
import { marketing_email_exclusions } from '../features/settings/marketing_email_exclusions.handler';
import { update_marketing_email_exclusions } from '../features/settings/update_marketing_email_exclusions.handler';
import { get_social_authorize_url } from '../features/accounts/get_social_authorize_url.handler';
import { get_fb_access_token } from '../features/accounts/get_fb_access_token.handler';
import { get_linkedin_access_token } from '../features/accounts/get_linkedin_access_token.handler';
import { get_apple_access_token } from '../features/accounts/get_apple_access_token.handler';
import { get_youtube_token } from '../features/accounts/get_youtube_token.handler';
import { instagram_get_access_token } from '../features/accounts/instagram_get_access_token.handler';
import { get_twitter_request_token } from '../features/accounts/get_twitter_request_token.handler';
import { get_twitter_access_token } from '../features/accounts/get_twitter_access_token.handler';
import { social_media_connect } from '../features/accounts/social_media_connect.handler';
import { social_media_register } from '../features/accounts/social_media_register.handler';
import { is_registered } from '../features/accounts/is_registered.handler';
import { is_connected } from '../features/accounts/is_connected.handler';
import { set_social_login } from '../features/accounts/set_social_login.handler';
import { social_media_disconnect } from '../features/accounts/social_media_disconnect.handler';
import { auth_send_phone_token } from '../features/accounts/auth_send_phone_token.handler';
import { auth_verify_phone_code } from '../features/accounts/auth_verify_phone_code.handler';
import { get_yelp_data } from '../features/accounts/get_yelp_data.handler';
import { geocode_address } from '../features/accounts/geocode_address.handler';
import { specialist_trait_query } from '../features/talent/specialist_trait_query.handler';
import { get_business_trait_types } from '../features/talent/get_business_trait_types.handler';
import { get_user_trait_types } from '../features/talent/get_user_trait_types.handler';
import { get_fees } from '../features/payments/get_fees.handler';
// launch and profile image
import { submit_marketing_form } from '../features/launch/submit_marketing_form.handler';
import { update_profile_image } from '../features/accounts/update_profile_image.handler';
// agency: clients, switching into a client, the PIN and the client's authorization
import { agency_get_clients } from '../features/agency/agency_get_clients.handler';
import { agency_switch_user } from '../features/agency/agency_switch_user.handler';
import { agency_logout_user } from '../features/agency/agency_logout_user.handler';
import { agency_update_pin } from '../features/agency/agency_update_pin.handler';
import { authorize_agency_access } from '../features/agency/authorize_agency_access.handler';
import { revoke_agency_access } from '../features/agency/revoke_agency_access.handler';
import { get_agency_access } from '../features/agency/get_agency_access.handler';

/** Every request's handler. A request in the contract registry without one here fails to compile. */
export const handlers: HandlerMap = {
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
};
