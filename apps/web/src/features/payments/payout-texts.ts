// The payout account's texts on the web (spec 001 §3 Payment account, §6). PAYOUT_ACCOUNT_REQUIRED, the Create Event
// notice, is in @stagepass/domain/events.

export const SET_UP_PAYOUTS = 'Set up payouts';
export const CONTINUE_ONBOARDING = 'Continue setting up payouts';
export const CREATE_AN_EVENT = 'Create an event';
export const PAYOUT_ACCOUNT_NEEDED_TITLE = 'Payout account needed';
export const PAYOUT_SETUP_TITLE = 'Payout setup';
export const CHECKING_PAYOUT_ACCOUNT = 'Checking your payout account';
export const PAYOUT_CHECK_FAILED = 'We could not check your payout account.';
export const TRY_AGAIN = 'Try again';
export const PAYOUT_READY = 'Your payout account is ready';
export const PAYOUT_READY_TEXT = 'Ticket revenue and booking fees will be paid to the bank account you gave.';
export const PAYOUT_MORE_DETAILS =
  'The payment provider needs a few more details to keep paying out to you. Please finish them soon.';
export const PAYOUT_NOT_READY = 'Your payout account is not ready yet';
export const PAYOUT_NOT_READY_TEXT =
  'A few details are still missing. Finish setting up payouts to create events, sell tickets and be paid for bookings.';
export const OPENING_PAYOUT_SETUP = 'Opening payout setup';
export const GO_TO_DASHBOARD = 'Go to your dashboard';
