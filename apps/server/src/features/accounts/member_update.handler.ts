import { PASSWORD_TOO_SHORT, WRONG_CURRENT_PASSWORD } from '@stagepass/domain/accounts';
import { PHONE_NOT_VERIFIED, PHONE_VERIFIED_FOR_LOOKUP_MS } from '@stagepass/domain/phone';
import { INVALID_PHONE_NUMBER, normalizePhone } from '@stagepass/domain/phone-numbers';
import { BIO_TALENT_AND_BUSINESS_ONLY } from '@stagepass/domain/profiles';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { passwordChangedNotice } from './emails';
import { checkPasswordUnderLockout } from './password-attempts';
import { assertAcceptablePassword } from './password-policy';
import * as verifications from './phone-repository';
import { hashPassword, verifyPassword } from './passwords';
import { saveUsername } from './usernames';

const required = (field: string) => new AppError('INVALID_INPUT', `${field}: Required`, field);

// spec 000 §7: member_update with tag username, password (curr_password, new_password), name or phone; tag bio (ours).
export const member_update: Handler<'member_update'> = async ({ ctx, input }) => {
  const { member } = ctx;
  switch (input.tag) {
    case 'username': {
      if (input.username === undefined) throw required('username');
      return {
        user: accounts.toCallerSessionUser(member, await saveUsername(ctx.db, member.id, input.username, 'username')),
      };
    }

    case 'password': {
      // A member who signed up through a social provider has no password yet, so none to confirm.
      const hasPassword = member.passwordHash !== null;
      if (hasPassword && !input.curr_password) throw required('curr_password');
      if (input.new_password === undefined) throw new AppError('INVALID_INPUT', PASSWORD_TOO_SHORT, 'new_password');
      if (hasPassword) await confirmCurrentPassword(ctx, input.curr_password ?? '');
      assertAcceptablePassword(input.new_password, 'new_password', [member.email, member.name, member.username]);
      const passwordHash = await hashPassword(input.new_password);
      const updated = await ctx.db.transaction(async (tx) => {
        const updated = await accounts.update(tx, member.id, { passwordHash });
        // Issue #3 security: other devices are signed out; this one stays.
        await accounts.deleteOtherSessions(tx, member.id, ctx.sessionId);
        await ctx.mailer.queue(tx, passwordChangedNotice(updated));
        return updated;
      });
      ctx.mailer.kick();
      return { user: accounts.toCallerSessionUser(member, updated) };
    }

    case 'name': {
      if (input.name === undefined) throw required('name');
      return {
        user: accounts.toCallerSessionUser(member, await accounts.update(ctx.db, member.id, { name: input.name })),
      };
    }

    case 'phone': {
      if (input.phone === undefined) throw required('phone');
      const phone = input.phone === '' ? null : normalizePhone(input.phone);
      if (phone === null && input.phone !== '') throw new AppError('INVALID_INPUT', INVALID_PHONE_NUMBER, 'phone');
      // A number is set by verifying it (auth_verify_phone_code); here only one this member verified lately.
      if (phone !== null && phone !== member.phone) {
        const since = new Date(ctx.clock.now() - PHONE_VERIFIED_FOR_LOOKUP_MS);
        if (!(await verifications.verifiedByMemberSince(ctx.db, member.id, phone, since)))
          throw new AppError('INVALID_INPUT', PHONE_NOT_VERIFIED, 'phone');
      }
      return { user: accounts.toCallerSessionUser(member, await accounts.update(ctx.db, member.id, { phone })) };
    }

    case 'bio': {
      // spec 001 §6: 'business traits and bio', and the talent's 'bio'. An agency acting for one edits the client's.
      if (!member.isSpecialist && !member.isBusiness) throw new AppError('FORBIDDEN', BIO_TALENT_AND_BUSINESS_ONLY);
      if (input.bio === undefined) throw required('bio');
      const bio = input.bio === '' ? null : input.bio;
      return { user: accounts.toCallerSessionUser(member, await accounts.update(ctx.db, member.id, { bio })) };
    }
  }
};

/** The current password, checked under the sign-in lockout, so a borrowed session is no way to guess it. */
async function confirmCurrentPassword(ctx: Parameters<Handler<'member_update'>>[0]['ctx'], password: string) {
  const { member } = ctx;
  const right = await checkPasswordUnderLockout(ctx.db, member.email, ctx.ip, ctx.clock.now(), () =>
    verifyPassword(member.passwordHash, password),
  );
  if (!right) throw new AppError('INVALID_INPUT', WRONG_CURRENT_PASSWORD, 'curr_password');
}
