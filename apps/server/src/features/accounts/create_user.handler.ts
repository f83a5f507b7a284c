import { ACCOUNT_EXISTS, EMAIL_NOT_CONFIRMED, USERNAME_TAKEN } from '@stagepass/domain/accounts';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { verifyAccountType } from './account-type-proof';
import { verifyEmailProof } from './email-proof';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { memberFromDraft, registrationConflict, welcomeNewMember } from './registration';

export const create_user: Handler<'create_user'> = async ({ ctx, input }) => {
  const draft = input.userData;
  const now = ctx.clock.now();
  assertAcceptablePassword(draft.password, 'userData.password', [draft.email, draft.name, draft.username]);
  const passwordHash = await hashPassword(draft.password);
  try {
    const { member, session } = await ctx.db.transaction(async (tx) => {
      // Proof first: without it, the answer must not tell whether the email has an account.
      if (!(await verifyEmailProof(tx, draft, now)))
        throw new AppError('INVALID_INPUT', EMAIL_NOT_CONFIRMED, 'userData.registration_token');
      if (await accounts.emailTaken(tx, draft.email)) throw new AppError('CONFLICT', ACCOUNT_EXISTS, 'userData.email');
      if (draft.username && (await accounts.usernameTaken(tx, draft.username)))
        throw new AppError('CONFLICT', USERNAME_TAKEN, 'userData.username');
      // spec 000 §3 / §6: business and agency prove their account type; the client's word is not enough.
      const accountType = await verifyAccountType(tx, ctx, draft, now);
      const member = await accounts.insert(tx, memberFromDraft(draft, { email: draft.email, passwordHash, now }));
      await accountType.attach(member.id);
      return welcomeNewMember(tx, ctx, member, now);
    });
    ctx.mailer.kick();
    return { session, user: accounts.toSessionUser(member), active: member.active };
  } catch (err) {
    throw registrationConflict(err, 'userData.email');
  }
};
