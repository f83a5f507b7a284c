import type { Handler } from '../../rpc/context';
import { returnAddress, withProvider } from './social';

export const get_twitter_request_token: Handler<'get_twitter_request_token'> = async ({ ctx, input }) => {
  const callback = returnAddress(ctx, input.redirect_uri, '/auth/login');
  const { token, url } = await withProvider(ctx, 'twitter', 'redirect_uri', () =>
    ctx.social.twitter.requestToken(callback),
  );
  return { oauth_token: token, url };
};
