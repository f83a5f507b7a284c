import type { Handler } from '../../rpc/context';
import { exchangeCode, identityResult, returnAddress } from './social';

export const get_linkedin_access_token: Handler<'get_linkedin_access_token'> = async ({ ctx, input }) => {
  const redirectUri = returnAddress(ctx, input.redirect_uri, '/auth/confirm-account-page');
  const profile = await exchangeCode(ctx, 'linkedin', input.code, redirectUri);
  return identityResult(ctx, 'linkedin', profile);
};
