import type { Handler } from '../../rpc/context';
import { exchangeCode, identityResult, returnAddress } from './social';

export const get_apple_access_token: Handler<'get_apple_access_token'> = async ({ ctx, input }) => {
  const redirectUri = returnAddress(ctx, input.redirect_uri, '/auth/login');
  const profile = await exchangeCode(ctx, 'apple', input.code, redirectUri);
  // Apple names the person only to the browser, on the first sign-in. The name is theirs to give; the
  // email is not taken from the browser, since only the exchanged token proves it.
  const named = profile.name ? profile : { ...profile, name: input.name || null };
  const result = await identityResult(ctx, 'apple', named);
  // spec 000 §4: unregistered with an email goes to registration; registered goes on to social connect.
  return { ...result, unregistered: !result.is_registered };
};
