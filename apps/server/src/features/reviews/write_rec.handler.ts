import { REC_ALREADY_WRITTEN, REC_REQUEST_NOT_FOUND, REC_WRITE_YOURSELF } from '@stagepass/domain/reviews';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { hashToken } from '../accounts/session-token';
import * as recs from './recommendations-repository';
import { recommendationItem } from './views';

const notFound = (field: string) => new AppError('NOT_FOUND', REC_REQUEST_NOT_FOUND, field);

/**
 * spec 001 §7 write_rec (rec, code, for_id): writes the recommendation of one request, once. The request is the
 * caller's claimed one for the talent, or the one the link's code names: if nobody claimed it yet, the code is used up
 * and the request claimed here, in the same transaction. The request row is locked, so two sends write one.
 */
export const write_rec: Handler<'write_rec'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const now = new Date(ctx.clock.now());
  const id = await ctx.db.transaction(async (tx) => {
    let request: recs.RecommendationRequest | null;
    if (input.code !== undefined) {
      const code = await recs.findCode(tx, hashToken(input.code));
      const requestId = code?.payload?.request_id;
      request = typeof requestId === 'number' ? await recs.lockRequest(tx, requestId) : null;
      if (!code || !request || request.forId !== input.for_id) throw notFound('code');
      if (request.byId === null) {
        if (request.forId === me) throw new AppError('INVALID_INPUT', REC_WRITE_YOURSELF, 'for_id');
        if (!(await recs.useCode(tx, code.id, now))) throw notFound('code');
        await recs.claim(tx, request.id, me, now);
      } else if (request.byId !== me) throw notFound('code');
    } else {
      request = await recs.lockClaimedPending(tx, me, input.for_id);
      if (!request) throw notFound('for_id');
    }
    if (request.state === 'WRITTEN') throw new AppError('CONFLICT', REC_ALREADY_WRITTEN, 'for_id');
    if (request.state !== 'PENDING') throw notFound('for_id');
    return recs.insertRecommendation(
      tx,
      { requestId: request.id, forId: request.forId, byId: me, rec: input.rec },
      now,
    );
  });
  return { recommendation: recommendationItem((await recs.byIdOf(ctx.db, id))!) };
};
