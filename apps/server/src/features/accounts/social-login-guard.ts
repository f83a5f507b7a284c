import { SOCIAL_LAST_SIGN_IN } from '@stagepass/domain/social';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import type { Member } from './accounts-repository';
import * as social from './social-repository';

/**
 * A member without a password signs in only through their providers: switching off or removing the
 * last one would lock them out, so it is refused until they set a password.
 */
export async function assertKeepsASignIn(db: Executor, member: Member, losing: social.SocialIdentity): Promise<void> {
  if (member.passwordHash || !losing.loginEnabled) return;
  const others = (await social.listForMember(db, member.id)).filter((i) => i.id !== losing.id && i.loginEnabled);
  if (others.length === 0) throw new AppError('CONFLICT', SOCIAL_LAST_SIGN_IN, 'provider');
}
