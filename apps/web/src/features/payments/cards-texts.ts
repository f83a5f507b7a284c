// The saved cards' texts on the web (spec 001 §3 Payment account sources, §7 stripe_source_action). The checkout's
// own card texts are in features/tickets/ticket-texts.ts.

export const PAYMENT_METHODS_TITLE = 'Payment methods';
export const PAYMENT_METHODS_NOTE = 'Cards you saved to pay for tickets, assets and subscriptions.';
export const SAVED_CARDS_LIST = 'Saved cards';
export const LOADING_CARDS = 'Loading your saved cards';
export const CARDS_LOAD_FAILED = 'We could not load your saved cards.';
export const TRY_AGAIN = 'Try again';
export const CARDS_UNAVAILABLE = 'Card payments are not available right now.';
export const NO_SAVED_CARDS = 'You have no saved cards yet. Add one to pay faster at checkout.';
export const DEFAULT_BADGE = 'Default';
export const EXPIRES = (expiry: string) => `Expires ${expiry}`;
export const MAKE_DEFAULT = 'Make default';
export const REMOVE = 'Remove';
export const REMOVE_CARD_TITLE = 'Remove this card?';
export const REMOVE_CARD_CONFIRM = (card: string) => `${card} will no longer be offered at checkout.`;
export const REMOVE_CARD = 'Remove card';
export const CANCEL = 'Cancel';
export const ADD_A_CARD = 'Add a card';
export const NEW_CARD_FORM = 'New card';
export const MAKE_IT_DEFAULT = 'Make it my default card';
export const SAVE_CARD = 'Save card';
export const CARD_NOT_SAVED = 'The card was not saved';
export const CARD_SAVED = 'Card saved.';
export const CARD_REMOVED = 'Card removed.';
export const DEFAULT_CARD_CHANGED = 'Default card changed.';
