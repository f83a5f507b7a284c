// The talent booking screens' own texts (the dashboard's event cards, the talent's event page, talent payments). The
// spec's texts (badges, talent-side messages, 'Schedule Closed', payment labels, help) are in @stagepass/domain/bids.

export const TALENT_TEXTS = {
  // The dashboard.
  eventsHeading: 'Your bookings and bids',
  upcomingHeading: 'Upcoming bookings',
  bidsHeading: 'Bids and requests',
  pastHeading: 'Past',
  upcomingEmpty: 'No upcoming bookings yet.',
  bidsEmpty: 'No open bids or bid requests right now.',
  pastEmpty: 'Nothing here yet.',
  upcomingHint: 'Events you are booked for show here, with a countdown to your time block.',
  bidsHint: 'Businesses bid on the times in your published schedules; their bids and requests show here.',
  pastHint: 'Events you played move here once they end.',
  publishSchedule: 'Publish a schedule',
  loadingEvents: 'Loading your bookings and bids',
  manageSchedules: 'Manage your schedules',

  // A card and the event page.
  bidAmount: (amount: string) => `Bid ${amount}`,
  bookedPrice: (amount: string) => `Booked at ${amount}`,
  trait: (trait: string) => `As ${trait}`,

  // The event page.
  loadingEvent: 'Loading the event',
  notFound: 'This booking or bid was not found.',
  backToDashboard: 'Back to your dashboard',
  openEventPage: 'Open the event page',
  eventHeading: 'Event',
  timeBlockHeading: 'Your time block',
  businessHeading: 'Business',
  notesLabel: 'Notes',
  paymentLabel: 'Payment',
  approve: 'Approve',
  reject: 'Reject',
  cancel: 'Cancel',
  rejectTitle: 'Reject this bid?',
  rejectConfirm: (business: string, amount: string) =>
    `${business}'s ${amount} bid will be rejected. The business is told, and the bid can no longer be booked.`,
  approved: 'Bid approved. It now competes when bidding closes.',
  rejected: 'Bid rejected.',
  otherBidsHeading: 'Your other bids for this event',
  notificationsHeading: 'Notifications about this bid',
  notificationsEmpty: 'No notifications about this bid yet.',
  loadingNotifications: 'Loading notifications',

  // Talent payments.
  paymentsHeading: 'Booking payments',
  loadingPayments: 'Loading your booking payments',
  paymentsTable: 'Booking payments',
  totalsLabel: 'Totals',
  grossBookingFees: 'Gross booking fees',
  paid: 'Paid',
  upcoming: 'Upcoming',
  columns: {
    event: 'Event',
    date: 'Date',
    business: 'Business',
    amount: 'Amount',
    state: 'State',
    payout: 'Payout',
  },
  paidOn: (date: string) => `Paid on ${date}`,
  dueOn: (date: string) => `Due on ${date}`,
  frozen: 'Frozen until the grievance is resolved',
  noPayout: 'No payout',
} as const;
