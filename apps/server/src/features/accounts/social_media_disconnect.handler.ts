import type { Handler } from '../../rpc/context';
import { connectionsOf } from './social';
import { assertKeepsASignIn } from './social-login-guard';
import * as social from './social-repository';

export const social_media_disconnect: Handler<'social_media_disconnect'> = async ({ ctx, input }) =>
  ctx.db.transaction(async (tx) => {
    const identity = await social.findForMember(tx, ctx.member.id, input.company);
    if (identity) {
      await assertKeepsASignIn(tx, ctx.member, identity);
      await social.deleteIdentity(tx, identity.id);
    }
    return connectionsOf(tx, ctx.member.id);
  });
