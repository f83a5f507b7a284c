import { NOTHING_TO_CLAIM } from '@stagepass/domain/account-codes';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';

// spec 000 §7: claim_for_id(type, for_id, reject) answers recommendation requests addressed to the
// member. Recommendations arrive with a later issue; until then there is never anything to claim.
export const claim_for_id: Handler<'claim_for_id'> = async () => {
  throw new AppError('NOT_FOUND', NOTHING_TO_CLAIM, 'for_id');
};
