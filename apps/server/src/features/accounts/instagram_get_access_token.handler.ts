import type { Handler } from '../../rpc/context';
import { connectIdentity } from './social-connect';
import { exchangeCode, issueProof, returnAddress } from './social';

// spec 000 §7: connects Instagram to the signed-in member, for its data only (no sign-in).
export const instagram_get_access_token: Handler<'instagram_get_access_token'> = async ({ ctx, input }) => {
  const redirectUri = returnAddress(ctx, input.redirect_uri, '/dash/settings');
  const profile = await exchangeCode(ctx, 'instagram', input.code, redirectUri);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const token = await issueProof(tx, now, 'instagram', profile, ctx.secrets);
    return connectIdentity(tx, ctx.member, token, 'instagram', { now, login: false, secrets: ctx.secrets });
  });
};
