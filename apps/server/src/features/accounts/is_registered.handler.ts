import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';
import { liveProof } from './social';
import * as social from './social-repository';

export const is_registered: Handler<'is_registered'> = async ({ ctx, input }) => {
  const proof = await liveProof(ctx.db, ctx.clock.now(), input.id, input.company, 'id');
  const linked = await social.findIdentity(ctx.db, proof.provider, proof.subject);
  const member = linked?.member ?? (proof.email ? await accounts.findByEmail(ctx.db, proof.email) : null);
  return {
    is_registered: member !== null,
    is_member: !!linked?.member && linked.identity.loginEnabled,
    email: proof.email,
    active: member ? member.active : null,
  };
};
