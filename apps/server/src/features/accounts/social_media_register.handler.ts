import { ACCOUNT_EXISTS, USERNAME_TAKEN } from '@stagepass/domain/accounts';
import { socialInvalidEmailMessage } from '@stagepass/domain/social';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as accounts from './accounts-repository';
import { verifyAccountType } from './account-type-proof';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { memberFromDraft, registrationConflict, welcomeNewMember } from './registration';
import { liveProof, spend } from './social';
import { usableEmail } from './social-connect';
import * as social from './social-repository';

// spec 000 §2.7: the account is created with the email the provider verified and the identity linked
// with Social Login on, then signed in; one transaction.
export const social_media_register: Handler<'social_media_register'> = async ({ ctx, input }) => {
  const draft = input.userData;
  const now = ctx.clock.now();
  // No password is fine: the member signs in with the provider, and may set one later.
  if (draft.password) assertAcceptablePassword(draft.password, 'userData.password', [draft.name, draft.username]);
  const passwordHash = draft.password ? await hashPassword(draft.password) : null;
  try {
    const { member, session } = await ctx.db.transaction(async (tx) => {
      const proof = await liveProof(tx, now, input.token, null, 'token');
      const { provider } = proof;
      if (!usableEmail(proof.email)) throw new AppError('INVALID_INPUT', socialInvalidEmailMessage(provider), 'token');
      const linked = await social.findIdentity(tx, provider, proof.subject);
      if (linked?.member || (await accounts.emailTaken(tx, proof.email)))
        throw new AppError('CONFLICT', ACCOUNT_EXISTS, 'token');
      if (draft.username && (await accounts.usernameTaken(tx, draft.username)))
        throw new AppError('CONFLICT', USERNAME_TAKEN, 'userData.username');
      // spec 000 §3 / §6: business and agency prove their account type; the client's word is not enough.
      const accountType = await verifyAccountType(tx, ctx, draft, now);
      if (linked) await social.deleteIdentity(tx, linked.identity.id); // left by a deleted account

      const member = await accounts.insert(tx, memberFromDraft(draft, { email: proof.email, passwordHash, now }));
      await social.insertIdentity(tx, {
        memberId: member.id,
        provider,
        subject: proof.subject,
        email: proof.email,
        name: proof.name,
        loginEnabled: true,
        createdAt: new Date(now),
        lastLoginAt: new Date(now),
      });
      await spend(tx, proof, now, 'token');
      await accountType.attach(member.id, { registeredProofId: proof.id });
      return welcomeNewMember(tx, ctx, member, now);
    });
    ctx.mailer.kick();
    return { session, user: accounts.toSessionUser(member), active: member.active };
  } catch (err) {
    throw registrationConflict(err, 'token');
  }
};
