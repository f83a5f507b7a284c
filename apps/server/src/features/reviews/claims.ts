import { CLAIM_MESSAGES, NOTHING_TO_CLAIM, RECOMMENDATION_INVALID } from '@stagepass/domain/account-codes';
import { REC_ACCEPTED, REC_DECLINED, REC_SIGN_IN_FIRST, REC_WRITE_YOURSELF } from '@stagepass/domain/reviews';
import { AppError } from '../../rpc/app-error';
import type { MemberContext, PublicContext } from '../../rpc/context';
import * as codes from '../accounts/account-codes-repository';
import { hashToken } from '../accounts/session-token';
import * as recs from './recommendations-repository';

/**
 * spec 000 §2.8 recreq: claim_code(RECOMMEND, code) addresses the mailed recommendation request to the signed-in member
 * (by_id), who then writes it from their dashboard (get_pending_rec_requests, write_rec). Signed out, a live code is
 * left unused and the answer asks to sign in and open the link again. The talent's own link, or a request no longer
 * pending, is refused and leaves the code usable. A link that is unknown, used or expired answers 404 'This
 * recommendation link is no longer valid.'
 */
export async function claimRecommendCode(ctx: PublicContext, code: string) {
  const now = new Date(ctx.clock.now());
  const invalid = () => new AppError('NOT_FOUND', RECOMMENDATION_INVALID, 'code');
  if (!ctx.member) {
    if (!(await codes.findLive(ctx.db, 'RECOMMEND', hashToken(code), now))) throw invalid();
    return { success: false, message: REC_SIGN_IN_FIRST, type: 'RECOMMEND' } as const;
  }
  const me = ctx.member.id;
  await ctx.db.transaction(async (tx) => {
    const row = await codes.consume(tx, 'RECOMMEND', hashToken(code), now);
    if (!row) throw invalid();
    const requestId = row.payload?.request_id;
    const request = typeof requestId === 'number' ? await recs.lockRequest(tx, requestId) : null;
    if (!request || request.state !== 'PENDING' || (request.byId !== null && request.byId !== me)) throw invalid();
    if (request.forId === me) throw new AppError('INVALID_INPUT', REC_WRITE_YOURSELF, 'code');
    await recs.claim(tx, request.id, me, now);
  });
  return { success: true, message: CLAIM_MESSAGES.RECOMMEND, type: 'RECOMMEND' } as const;
}

/**
 * spec 000 §7 claim_for_id(RECOMMEND, for_id, reject): accepts (or, with reject, turns down) the pending requests of
 * talent `for_id` addressed to the caller: claimed by them, or sent to their email and claimed by nobody. None: 404.
 */
export async function answerRecRequests(
  ctx: MemberContext,
  input: { type: string; for_id: number; reject?: boolean | undefined },
) {
  if (input.type !== 'RECOMMEND') throw new AppError('NOT_FOUND', NOTHING_TO_CLAIM, 'for_id');
  const reject = input.reject === true;
  const n = await recs.answerAddressed(
    ctx.db,
    ctx.member.id,
    ctx.member.email,
    input.for_id,
    reject,
    new Date(ctx.clock.now()),
  );
  if (n === 0) throw new AppError('NOT_FOUND', NOTHING_TO_CLAIM, 'for_id');
  return { success: true, message: reject ? REC_DECLINED : REC_ACCEPTED };
}
