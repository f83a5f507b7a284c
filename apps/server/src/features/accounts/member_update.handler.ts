import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
  PASSWORD_TOO_SHORT,
  WRONG_CURRENT_PASSWORD,
} from '@stagepass/domain/accounts';
import { INVALID_PHONE_NUMBER, normalizePhone } from '@stagepass/domain/phone-numbers';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { passwordChangedNotice } from './emails';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { saveUsername } from './usernames';

const required = (field: string) => new AppError('INVALID_INPUT', `${field}: Required`, field);

// spec 000 §7: member_update with tag username, password (curr_password, new_password), name or phone.
export const member_update: Handler<'member_update'> = async ({ ctx, input }) => {
  const { member } = ctx;
  switch (input.tag) {
    case 'username': {
      if (input.username === undefined) throw required('username');
      return { user: accounts.toSessionUser(await saveUsername(ctx.db, member.id, input.username, 'username')) };
    }

    case 'password': {
      if (!input.curr_password) throw required('curr_password');
      if (input.new_password === undefined) throw new AppError('INVALID_INPUT', PASSWORD_TOO_SHORT, 'new_password');
      // A borrowed session must not become a way to guess the password: same lockout as sign-in.
      const now = ctx.clock.now();
      const failures = await accounts.countLoginFailures(ctx.db, member.email, new Date(now - LOGIN_FAILURE_WINDOW_MS));
      if (failures >= LOGIN_MAX_FAILURES) throw new AppError('TOO_MANY_REQUESTS', LOGIN_LOCKED);
      if (!(await verifyPassword(member.passwordHash, input.curr_password))) {
        await accounts.recordLoginFailure(ctx.db, member.email, new Date(now));
        throw new AppError('INVALID_INPUT', WRONG_CURRENT_PASSWORD, 'curr_password');
      }
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
      return { user: accounts.toSessionUser(updated) };
    }

    case 'name': {
      if (input.name === undefined) throw required('name');
      return { user: accounts.toSessionUser(await accounts.update(ctx.db, member.id, { name: input.name })) };
    }

    case 'phone': {
      if (input.phone === undefined) throw required('phone');
      const phone = input.phone === '' ? null : normalizePhone(input.phone);
      if (phone === null && input.phone !== '') throw new AppError('INVALID_INPUT', INVALID_PHONE_NUMBER, 'phone');
      return { user: accounts.toSessionUser(await accounts.update(ctx.db, member.id, { phone })) };
    }
  }
};
