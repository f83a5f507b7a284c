import type { Handler } from '../../rpc/context';
import { returnAddress, withProvider } from './social';

export const get_social_authorize_url: Handler<'get_social_authorize_url'> = async ({ ctx, input }) => {
  const { provider, state } = input;
  const redirectUri = returnAddress(ctx, input.redirect_uri, '/auth/login');
  if (provider === 'twitter') {
    // OAuth 1.0a has no state: it rides on the return address instead.
    const callback = new URL(redirectUri);
    callback.searchParams.set('state', state);
    const { url } = await withProvider(ctx, provider, 'provider', () =>
      ctx.social.twitter.requestToken(callback.toString()),
    );
    return { url };
  }
  const url = await withProvider(ctx, provider, 'provider', () =>
    ctx.social.oauth2(provider).authorizeUrl({ redirectUri, state }),
  );
  return { url };
};
