import type { Handler } from '../../rpc/context';
import { answerRecRequests } from '../reviews/claims';

// spec 000 §7: claim_for_id(type, for_id, reject) answers the recommendation requests of talent for_id addressed to
// the member (features/reviews/claims.ts); any other type has nothing to claim.
export const claim_for_id: Handler<'claim_for_id'> = async ({ ctx, input }) => answerRecRequests(ctx, input);
