import {
  CHECKIN_FAILURE_WINDOW_MS,
  CHECKIN_LOCKED,
  CHECKIN_MAX_FAILURES,
  CHECKIN_SESSION_MS,
  CHECKIN_SIGN_IN_FAILED,
} from '@stagepass/domain/guests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { checkUnderLockout } from '../../security/lockout';
import { FAILURES_BY_KEY } from '../accounts/password-attempts';
import { verifyPassword } from '../accounts/passwords';
import { hashToken, newSessionToken } from '../accounts/session-token';
import { findEvent } from '../tickets/tickets-repository';
import * as repo from './guests-repository';

const rule = { max: CHECKIN_MAX_FAILURES, windowMs: CHECKIN_FAILURE_WINDOW_MS, message: CHECKIN_LOCKED };

/**
 * The event-manager app's sign-in (spec 001 §1): the event id and its manager password open a session for that
 * event only. An unknown event, one without a manager password, and a wrong password get the same answer.
 */
export const checkin_sign_in: Handler<'checkin_sign_in'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const [event, password] = await Promise.all([
    findEvent(ctx.db, input.event_id),
    repo.managerPasswordOf(ctx.db, input.event_id),
  ]);
  // Wrong manager passwords are counted per event and address in the sign-in failures log, under a key no email can
  // have: a guesser's address is refused, the door staff's own phones are not.
  const attempt = { key: `event-manager:${input.event_id}`, source: ctx.ip };
  const valid = await checkUnderLockout(ctx.db, FAILURES_BY_KEY, rule, attempt, now, () =>
    verifyPassword(event ? (password?.passwordHash ?? null) : null, input.password),
  );
  if (!valid || !event) throw new AppError('INVALID_CREDENTIALS', CHECKIN_SIGN_IN_FAILED, 'password');
  const token = newSessionToken();
  const expiresAt = new Date(now + CHECKIN_SESSION_MS);
  await repo.insertSession(ctx.db, {
    eventId: event.id,
    tokenHash: hashToken(token),
    deviceName: input.device_name,
    createdAt: new Date(now),
    expiresAt,
  });
  return {
    session_token: token,
    expires_at: expiresAt.toISOString(),
    device_name: input.device_name,
    event: {
      event_id: event.id,
      name: event.name,
      start_time: event.startTime.toISOString(),
      end_time: event.endTime.toISOString(),
      time_zone: event.timeZone,
    },
  };
};
