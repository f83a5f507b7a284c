// The ticket screens' own labels (where the spec is silent). The spec's texts (Buy, Sold out, the waitlist, the
// help modal...) are in @stagepass/domain/tickets and are imported from there.

export const TICKET_FORM_LABELS = {
  name: 'Name',
  price: 'Price',
  priceHint: '0 makes a free ticket.',
  quantity: 'Quantity',
  refundable: 'Refundable',
  refundableHint: 'Buyers can refund it until the event starts.',
  salesStart: 'Sales start',
  salesEnd: 'Sales end',
  description: 'Description',
  private: 'Private',
  privateHint: 'Hidden from the event page; each of its codes unlocks one purchase.',
  onlineOnly: 'Online only',
  onlineOnlyHint: 'For the livestream: no entry at the venue.',
  purchaseLimit: 'Limit per buyer',
  purchaseLimitHint: 'Leave empty for no limit.',
  taxes: 'Taxes',
  taxesHint: 'Each tax the buyer pays on the ticket price.',
  taxType: 'Tax type',
  taxRate: 'Rate (%)',
  addTax: 'Add tax',
  removeTax: 'Remove tax',
} as const;

export const TICKETS_HELP_LINK = 'How do tickets work?';
export const TICKET_FORM_ERRORS = {
  nameRequired: 'Please enter a name',
  price: 'Enter a price of 0 or more',
  quantity: 'Enter how many tickets there are (at least 1)',
  start: 'Please enter when sales start.',
  end: 'Please enter when sales end.',
  taxType: 'Name the tax',
  taxRate: 'A rate from 0 to 30 %',
  purchaseLimit: 'At least 1, or leave empty',
} as const;
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const FREE = 'Free';
export const BACK_TO_EVENT = 'Back to the event';

// The owner's ticket list
export const TICKET_COLUMNS = {
  name: 'Ticket',
  price: 'Price',
  sold: 'Sold',
  remaining: 'Remaining',
  availability: 'Availability',
  waitlist: 'Waitlist',
  actions: 'Actions',
} as const;
export const EDIT = 'Edit';
export const CODES = 'Codes';
export const PRIVATE_TICKET = 'Private';
export const NOTIFY_HOLDERS = 'Notify ticket holders';
export const NOTIFY_HOLDERS_HINT = 'Tell everyone with a ticket that the event changed, by email and in the app.';
export const NOTIFY_MESSAGE_LABEL = 'Message (optional)';
export const SEND = 'Send';

// The buyer's ticket area
export const REMAINING = (n: number) => `${n} left`;
export const QUANTITY = 'Quantity';
export const CHOOSE_TICKET = 'Choose';
export const CODE_LABEL = 'Private ticket code';
export const CODE_APPLY = 'Apply code';
export const CODE_REJECTED = 'That code does not unlock a ticket of this event, or it was already used.';
export const SUBTOTAL = 'Subtotal';
export const FEES = 'Fees';
export const TOTAL = 'Total';
export const PAY_WITH = 'Pay with';
export const NEW_CARD = 'New card';
export const SAVE_THIS_CARD = 'Save this card';
export const PAYMENT_FAILED = 'The payment did not go through';
export const SIGN_IN_TO_BUY = 'Log in to buy tickets.';
export const SIGN_IN_TO_WAIT = 'Log in to join the waitlist.';
export const LOG_IN = 'Log In';
export const SEE_PURCHASES = 'See your purchases';
export const JOIN_LIVESTREAM = 'Join the livestream';
export const TICKET_LIMIT_REACHED = 'You already hold as many of this ticket as one buyer may.';
export const FEES_LOADING = 'Working out the total';

// Purchases and receipts
export const RECEIPT_TITLE = 'Receipt';
export const PAID_WITH = 'Paid with';
export const PURCHASE_ID = 'Purchase';
export const BUYER = 'Buyer';
export const FREE_TICKET_PAYMENT = 'Free ticket';
export const PRINT = 'Print';
export const PASS_OF = (n: number, total: number) => `Ticket ${n} of ${total}`;
export const PASS_QR = (n: number) => `QR code of ticket ${n}`;

// Printable private-ticket codes
export const PRINTABLE_TICKETS_TITLE = 'Printable Tickets';
export const CHOOSE_PRIVATE_TICKET = 'Choose an event and one of its private tickets to print its codes.';
export const EVENT_LABEL = 'Event';
export const PRIVATE_TICKET_LABEL = 'Private ticket';
export const NO_PRIVATE_TICKETS = 'This event has no private tickets.';
export const CODE_USED = 'Used';
export const CODE_UNUSED = 'Not used';
export const CODE_QR = (code: string) => `QR code for code ${code}`;
export const CODES_PAGE_SIZE = 50;

/** /dash/purchases before any ticket: what comes here, and where to find an event. */
export const PURCHASES_EMPTY = {
  hint: 'Tickets you buy show here, with their passes, receipts and refunds.',
  findEvents: 'Find events near you',
} as const;
