import type { Handler } from '../../rpc/context';
import { exchangeCode, identityResult, returnAddress } from './social';

export const get_youtube_token: Handler<'get_youtube_token'> = async ({ ctx, input }) => {
  const redirectUri = returnAddress(ctx, input.redirect_uri, '/auth/login');
  const profile = await exchangeCode(ctx, 'youtube', input.code, redirectUri);
  return identityResult(ctx, 'youtube', profile);
};
