import { isEmail } from '@stagepass/domain/validators';
import { FACEBOOK_INVALID_EMAIL } from '@stagepass/domain/social';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { exchangeCode, identityResult, returnAddress } from './social';

export const get_fb_access_token: Handler<'get_fb_access_token'> = async ({ ctx, input }) => {
  const redirectUri = returnAddress(ctx, input.redirect_uri, '/auth/login');
  const profile = await exchangeCode(ctx, 'facebook', input.code, redirectUri);
  // spec 000 §5: a Facebook sign-up needs a valid email.
  if (input.action === 'register' && !(profile.email && isEmail(profile.email)))
    throw new AppError('INVALID_INPUT', FACEBOOK_INVALID_EMAIL, 'code');
  return { ...(await identityResult(ctx, 'facebook', profile)), action: input.action };
};
