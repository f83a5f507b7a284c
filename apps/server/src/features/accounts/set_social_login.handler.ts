import { socialNotConnectedMessage } from '@stagepass/domain/social';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { connectionsOf } from './social';
import { assertKeepsASignIn } from './social-login-guard';
import * as social from './social-repository';

export const set_social_login: Handler<'set_social_login'> = async ({ ctx, input }) =>
  ctx.db.transaction(async (tx) => {
    const identity = await social.findForMember(tx, ctx.member.id, input.provider);
    // Turning on a provider not connected yet needs its round trip (social_media_connect signed in).
    if (!identity) throw new AppError('NOT_FOUND', socialNotConnectedMessage(input.provider), 'provider');
    if (!input.enabled) await assertKeepsASignIn(tx, ctx.member, identity);
    await social.updateIdentity(tx, identity.id, { loginEnabled: input.enabled });
    return connectionsOf(tx, ctx.member.id);
  });
