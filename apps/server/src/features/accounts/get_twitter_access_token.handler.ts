import type { Handler } from '../../rpc/context';
import { identityResult, withProvider } from './social';

export const get_twitter_access_token: Handler<'get_twitter_access_token'> = async ({ ctx, input }) => {
  const profile = await withProvider(ctx, 'twitter', 'oauth_verifier', () =>
    ctx.social.twitter.exchange({ token: input.oauth_token, verifier: input.oauth_verifier }),
  );
  return identityResult(ctx, 'twitter', profile);
};
