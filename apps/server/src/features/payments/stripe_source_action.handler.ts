import { SOURCE_ACTION_MESSAGES } from '@stagepass/domain/tickets';
import type { CardProvider } from '../../adapters/payments/card-provider';
import { AppError } from '../../rpc/app-error';
import type { Handler, MemberContext } from '../../rpc/context';
import { CARD_NOT_FOUND, cardProvider, ensureCustomer, findCustomerId, sourcesOutput } from './card-customers';

/** The caller's customer for a change to a saved card: 404 without one, as for a card that is not theirs. */
async function customerOf(ctx: MemberContext): Promise<string> {
  const customerId = await findCustomerId(ctx.db, ctx.member.id);
  if (!customerId) throw new AppError('NOT_FOUND', CARD_NOT_FOUND, 'token');
  return customerId;
}

/** After the default card is removed, the newest card left becomes the default, so a purchase has one to offer. */
async function keepADefault(provider: CardProvider, customerId: string) {
  const cards = await provider.listCards(customerId);
  const [newest] = cards.cards;
  if (cards.defaultCardId !== null || !newest) return cards;
  await provider.setDefaultCard(customerId, newest.id);
  return { ...cards, defaultCardId: newest.id };
}

// spec 001 §7 Payments: stripe_source_action (action, token, default_source); §5 and §8: answered 'Add', 'Delete' or
// 'Failure'. Add saves the card a token of the card form stands for (opening the customer the first time), as the
// default when asked or when it is the first; a card the provider refuses answers 'Failure' with its reason. Delete
// removes the saved card `token` names, Update makes it the default (answered 'Add': the spec has three messages).
// A card id that is not the caller's is 404. Every answer carries the saved cards as they now are.
export const stripe_source_action: Handler<'stripe_source_action'> = async ({ ctx, input }) => {
  const provider = cardProvider(ctx);
  switch (input.action) {
    case 'Add': {
      const customerId = await ensureCustomer(ctx, provider);
      const before = await provider.listCards(customerId);
      const makeDefault = input.default_source || before.cards.length === 0;
      const attached = await provider.attachCard(customerId, input.token, makeDefault);
      if (!attached.ok)
        return { message: SOURCE_ACTION_MESSAGES.Failure, reason: attached.decline.message, ...sourcesOutput(before) };
      return {
        message: SOURCE_ACTION_MESSAGES.Add,
        reason: null,
        ...sourcesOutput(await provider.listCards(customerId)),
      };
    }
    case 'Delete': {
      const customerId = await customerOf(ctx);
      if (!(await provider.detachCard(customerId, input.token)))
        throw new AppError('NOT_FOUND', CARD_NOT_FOUND, 'token');
      return {
        message: SOURCE_ACTION_MESSAGES.Delete,
        reason: null,
        ...sourcesOutput(await keepADefault(provider, customerId)),
      };
    }
    case 'Update': {
      const customerId = await customerOf(ctx);
      if (!(await provider.setDefaultCard(customerId, input.token)))
        throw new AppError('NOT_FOUND', CARD_NOT_FOUND, 'token');
      return {
        message: SOURCE_ACTION_MESSAGES.Add,
        reason: null,
        ...sourcesOutput(await provider.listCards(customerId)),
      };
    }
  }
};
