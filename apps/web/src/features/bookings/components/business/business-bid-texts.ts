// The business booking screens' own texts (finding talent, bidding, the event's bids panel). The spec's texts
// (labels, the whole-dollar rule, Freeze Payment) are in @stagepass/domain/bids and @stagepass/domain/auction.

export const BUSINESS_BID_TEXTS = {
  pageTitle: 'Find talent',
  loadingEvent: 'Loading the event',
  loadingTalent: 'Loading talent',
  backToEvents: 'Back to your events',
  backToEvent: 'Back to the event',
  timeBlockLabel: 'Time block',
  traitLabel: 'Talent',
  chooseTimeBlock: 'Choose a time block',
  chooseTrait: 'Choose the kind of talent',
  noTimeBlocks: 'This event has no time blocks yet. Add one to find talent for it.',
  noTraitsAsked: "This time block doesn't ask for any talent yet. Edit it to say who you need.",
  available: 'Available for this time block',
  noneAvailable: 'No talent with this trait has an open schedule for this time block yet.',
  noSchedule: 'No schedule for this time block',
  noScheduleHint: 'These talent have no schedule that covers the time block. Ask them to open one.',
  noneWithoutSchedule: 'Every talent with this trait has a schedule for this time block.',
  needed: (n: number) => `${n} needed`,
  from: (price: string) => `from ${price}`,
  rate: (price: string) => `Rate ${price}`,
  bookNowPrice: (price: string) => `Book Now ${price}`,
  approveBids: 'Approve Bids: the talent approves each bid before it competes.',
  yourBid: (price: string) => `Your bid: ${price}`,
  bid: 'Bid',
  changeBid: 'Change bid',
  withdraw: 'Withdraw',
  bookNow: 'Book Now',
  checkAvailability: 'Check availability',
  askForSchedule: 'Ask for a schedule',
  scheduleAsked: (state: string) => `Schedule request: ${state}`,
  talentOf: (name: string) => `Talent: ${name}`,

  // The Bid dialog.
  bidTitle: (name: string) => `Bid on ${name}`,
  changeBidTitle: (name: string) => `Change your bid on ${name}`,
  amountLabel: 'Your maximum bid (USD)',
  amountHint: (rate: string) =>
    `Whole dollars, at least ${rate} (the talent's rate). If you win you pay $1 more than the next bid, never more than this.`,
  placeBid: 'Place bid',
  saveBid: 'Save bid',
  cancel: 'Cancel',
  bidPlaced: 'Your bid was placed.',
  bidChanged: 'Your bid was changed.',

  // Withdraw and Book Now.
  withdrawTitle: 'Withdraw your bid?',
  withdrawConfirm: (name: string, price: string) => `Your ${price} bid on ${name} will be withdrawn.`,
  withdrawn: 'Your bid was withdrawn.',
  bookNowTitle: 'Book Now?',
  bookNowConfirm: (name: string, price: string) =>
    `Book ${name} at once for ${price}? Your card is charged now, with the booking fees on top, and bidding for this time block ends for you.`,
  booked: (name: string) => `${name} is booked.`,

  // Availability.
  availabilityTitle: (name: string, day: string) => `${name} on ${day}`,
  loadingAvailability: 'Loading availability',
  noWindows: 'No schedule on this day.',
  bookedBlocks: 'Already booked',
  closes: 'Bidding',
  bufferMaxEvents: (buffer: number, max: number) => `${buffer} min between bookings · at most ${max} bookings`,

  // Ask for a schedule.
  askTitle: (name: string) => `Ask ${name} for a schedule`,
  askLabel: 'Your message',
  askSent: (name: string) => `${name} was asked for a schedule.`,
  askAgain: 'You already asked this talent for this time block.',

  // The bids panel on the event page.
  panelHeading: 'Bids and bookings',
  loadingPanel: 'Loading bids',
  panelEmpty: 'No bids on this time block yet.',
  findTalent: 'Find talent',
  bookedAt: (price: string) => `Booked at ${price}`,
  maxBid: (price: string) => `Bid ${price}`,
  bidsOf: (block: string) => `Bids for ${block}`,
  freezeTitle: 'Freeze Payment',
  freezeLabel: 'What went wrong?',
  freezeHint:
    "The talent's payout is held until the grievance is resolved. You can withdraw the grievance while it is open.",
  freezeConfirm: 'Freeze Payment',
  frozen: 'The payment is frozen while your grievance is looked at.',
  dispute: 'Dispute',
  withdrawGrievance: 'Withdraw grievance',
  withdrawGrievanceTitle: 'Withdraw your grievance?',
  withdrawGrievanceConfirm: (name: string) => `The payment to ${name} will be released.`,
  grievanceWithdrawn: 'Your grievance was withdrawn.',
} as const;
