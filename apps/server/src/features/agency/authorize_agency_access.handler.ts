import {
  AGENCY_ACCESS_REFUSED,
  AGENCY_PIN_FAILURE_WINDOW_MS,
  AGENCY_PIN_LOCKED,
  AGENCY_PIN_MAX_FAILURES,
  agencyAuthorizedMessage,
} from '@stagepass/domain/agency';
import type { Executor } from '@stagepass/db/client';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { verifyPassword } from '../accounts/passwords';
import * as agency from './agency-repository';

/**
 * spec 000 §4: a talent or business authorizes an agency by its username and PIN, replacing any earlier
 * agency. An unknown username, a member that is not an active agency, an agency without a PIN and a wrong
 * PIN all answer the same 403, after the same argon2 work.
 */
export const authorize_agency_access: Handler<'authorize_agency_access'> = async ({ ctx, input }) => {
  const username = input.agency_username.toLowerCase();
  const now = ctx.clock.now();
  const found = await agency.findAgencyByUsername(ctx.db, username);
  const valid = await checkPinUnderLockout(ctx.db, username, now, () =>
    verifyPassword(found?.pinHash ?? null, input.pin),
  );
  if (!found || !valid || found.id === ctx.member.id) throw new AppError('FORBIDDEN', AGENCY_ACCESS_REFUSED);

  const since = new Date(now);
  await ctx.db.transaction(async (tx) => {
    // Only this attempt was taken back (checkPinUnderLockout): others' wrong guesses still count.
    await agency.link(tx, found.id, ctx.member.id, since);
    // An earlier agency loses its sessions on this account with its access.
    await agency.endActingSessionsOn(tx, ctx.member.id);
  });
  const { pinHash: _pinHash, ...shown } = found;
  return { agency: { ...shown, since: since.toISOString() }, message: agencyAuthorizedMessage(found.name) };
};

/**
 * The PIN lockout, as the sign-in lockout does it (accounts/password-attempts.ts): the attempt is counted
 * before the PIN is checked and taken back only when right, so guesses sent at once cannot all slip under
 * the limit. Keyed by the username as typed, so an unknown agency locks exactly like a real one.
 */
async function checkPinUnderLockout(
  db: Executor,
  username: string,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await agency.recordPinFailure(db, username, new Date(now));
  const failures = await agency.countPinFailures(db, username, new Date(now - AGENCY_PIN_FAILURE_WINDOW_MS));
  if (failures > AGENCY_PIN_MAX_FAILURES) {
    await agency.deletePinFailure(db, attempt);
    throw new AppError('TOO_MANY_REQUESTS', AGENCY_PIN_LOCKED);
  }
  const valid = await check();
  if (valid) await agency.deletePinFailure(db, attempt);
  return valid;
}
