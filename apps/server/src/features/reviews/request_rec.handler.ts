import {
  REC_ASK_YOURSELF,
  REC_NOT_YOU,
  REC_REQUESTS_PER_DAY,
  REC_REQUEST_SENT,
  REC_TOO_MANY,
} from '@stagepass/domain/reviews';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { codeLink, issueCode, maySendCode } from '../accounts/account-codes';
import { hashToken } from '../accounts/session-token';
import { recommendationRequestEmail } from './emails';
import { countRequestsSince, insertRequest, linkCode } from './recommendations-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * spec 001 §7 request_rec (email, by_name, by_id): the request, its RECOMMEND code (single use, 24 hours; the payload
 * names the request) and the email, in one transaction. Past the per-address email limit of account codes nothing is
 * sent or stored, and the answer is the same: nobody can use the product to flood an inbox.
 */
export const request_rec: Handler<'request_rec'> = async ({ ctx, input }) => {
  const { member } = ctx;
  if (input.by_id !== undefined && input.by_id !== member.id) throw new AppError('NOT_FOUND', REC_NOT_YOU, 'by_id');
  if (input.email === member.email.toLowerCase()) throw new AppError('INVALID_INPUT', REC_ASK_YOURSELF, 'email');
  const now = ctx.clock.now();
  const byName = input.by_name ?? member.name;
  const sent = await ctx.db.transaction(async (tx) => {
    if ((await countRequestsSince(tx, member.id, new Date(now - DAY_MS))) >= REC_REQUESTS_PER_DAY)
      throw AppError.tooManyRequests(REC_TOO_MANY, DAY_MS / 1000, 'email');
    if (!(await maySendCode(tx, 'RECOMMEND', input.email, now))) return false;
    const requestId = await insertRequest(tx, { forId: member.id, email: input.email, byName }, new Date(now));
    const code = await issueCode(tx, {
      type: 'RECOMMEND',
      memberId: member.id,
      email: input.email,
      payload: { request_id: requestId },
      now,
    });
    await linkCode(tx, requestId, hashToken(code));
    const link = codeLink(ctx.config.PUBLIC_URL, 'RECOMMEND', code);
    await ctx.mailer.queue(tx, recommendationRequestEmail(input.email, byName, link));
    return true;
  });
  if (sent) ctx.mailer.kick();
  return { success: true, message: REC_REQUEST_SENT };
};
