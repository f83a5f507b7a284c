import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import * as accounts from './accounts-repository';
import { welcomeEmail } from './emails';
import { hashPassword } from './passwords';
import { openSession } from './sessions';

export const ACCOUNT_EXISTS = 'Account already exists.';
export const USERNAME_TAKEN = 'That username is already taken.';

const UNIQUE_VIOLATION = '23505';

export const create_user: Handler<'create_user'> = async ({ ctx, input }) => {
  const draft = input.userData;
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(draft.password);
  try {
    const { member, session } = await ctx.db.transaction(async (tx) => {
      if (await accounts.emailTaken(tx, draft.email)) throw new AppError('CONFLICT', ACCOUNT_EXISTS, 'userData.email');
      if (draft.username && (await accounts.usernameTaken(tx, draft.username)))
        throw new AppError('CONFLICT', USERNAME_TAKEN, 'userData.username');
      const member = await accounts.insert(tx, {
        email: draft.email,
        username: draft.username || null,
        name: draft.name,
        passwordHash,
        isBusiness: draft.accType === 'business',
        isSpecialist: draft.accType === 'specialist',
        isAgency: draft.accType === 'agency',
        affiliateCode: draft.affiliate_code || null,
        address: draft.address ?? null,
        latitude: draft.latitude ?? null,
        longitude: draft.longitude ?? null,
        locality: draft.locality ?? null,
        administrativeArea: draft.administrative_area ?? null,
        subAdministrativeArea: draft.sub_administrative_area ?? null,
        country: draft.country ?? null,
        createdAt: new Date(now),
      });
      await ctx.mailer.queue(tx, welcomeEmail(member, ctx.config.PUBLIC_URL));
      return { member, session: await openSession(tx, member.id, now) };
    });
    ctx.mailer.kick();
    return { session, user: accounts.toSessionUser(member), active: member.active };
  } catch (err) {
    // Two registrations racing for one email: the unique index decides, the loser hears why.
    if ((err as { code?: string; cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION ||
      (err as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', ACCOUNT_EXISTS, 'userData.email');
    throw err;
  }
};
