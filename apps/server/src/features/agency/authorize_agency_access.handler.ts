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
import { checkUnderLockout, type Attempt } from '../../security/lockout';
import { verifyPassword } from '../accounts/passwords';
import { endAgencyEndpoints } from '../webhooks/webhook-agency-access';
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
  const valid = await checkPinUnderLockout(ctx.db, { key: username, source: ctx.ip }, now, () =>
    verifyPassword(found?.pinHash ?? null, input.pin),
  );
  if (!found || !valid || found.id === ctx.member.id) throw new AppError('FORBIDDEN', AGENCY_ACCESS_REFUSED);

  const since = new Date(now);
  await ctx.db.transaction(async (tx) => {
    // Only this attempt was taken back (checkPinUnderLockout): others' wrong guesses still count.
    const earlier = await agency.lockLinkOf(tx, ctx.member.id);
    await agency.link(tx, found.id, ctx.member.id, since);
    // An earlier agency loses its sessions on this account with its access, and what it set up that would keep
    // working without it (revoke_agency_access).
    await agency.endActingSessionsOn(tx, ctx.member.id);
    if (earlier !== null && earlier !== found.id) await endAgencyEndpoints(tx, ctx.member.id, earlier);
  });
  const { pinHash: _pinHash, ...shown } = found;
  return { agency: { ...shown, since: since.toISOString() }, message: agencyAuthorizedMessage(found.name) };
};

const PIN_FAILURES = {
  record: agency.recordPinFailure,
  count: agency.countPinFailures,
  remove: agency.deletePinFailure,
  prune: agency.prunePinFailures,
};

/**
 * The PIN lockout, as the sign-in lockout does it (security/lockout.ts). Keyed by the username as typed, so an
 * unknown agency locks exactly like a real one.
 */
function checkPinUnderLockout(
  db: Executor,
  attempt: Attempt,
  now: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const rule = { max: AGENCY_PIN_MAX_FAILURES, windowMs: AGENCY_PIN_FAILURE_WINDOW_MS, message: AGENCY_PIN_LOCKED };
  return checkUnderLockout(db, PIN_FAILURES, rule, attempt, now, check);
}
