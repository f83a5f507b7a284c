// The payments page's labels (spec 001 §2 /payments). The rules and the help text are in @stagepass/domain/payouts.

export const REVENUE_HEADING = 'Revenue over time';
export const REVENUE_PERIODS = { week: 'By week', month: 'By month' } as const;
export const REVENUE_LABEL = 'Ticket revenue';
export const NO_REVENUE_YET = 'No ticket revenue yet.';
export const EVENTS_HEADING = 'Events';
export const EVENT_PAYMENTS_TABLE = 'Event payments';
export const PAYOUTS_HEADING = 'Payout schedule';
export const NO_PAYOUTS = 'No payouts yet: a payout is scheduled once an event sells tickets.';
export const COLUMNS = {
  event: 'Event',
  dates: 'Dates',
  sold: 'Tickets sold',
  gross: 'Gross ticket sales',
  payout: 'Payout',
} as const;
export const NO_PAYOUT = 'No payout';
export const REFUNDED_COUNT = (n: number) => `${n} refunded`;
export const BREAKDOWN = 'Breakdown';
export const BREAKDOWN_ROWS = {
  gross: (tickets: number) => `Ticket sales (${tickets} ${tickets === 1 ? 'ticket' : 'tickets'})`,
  refunds: (tickets: number) => `Refunds (${tickets} ${tickets === 1 ? 'ticket' : 'tickets'})`,
  monthly: (pct: number) => `Processor monthly fee (${pct}%)`,
  total: 'Payout',
} as const;
export const LOADING_PAYMENTS = 'Loading your payments';
