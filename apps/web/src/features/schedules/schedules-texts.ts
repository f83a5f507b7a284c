// The words of /dash/scheduling (spec 001 §2 /scheduling: 'Talent schedules (Events)'). The rules' texts (refusals,
// limits) live in @stagepass/domain/schedules; these are the screen's labels, prompts and explanations.

export const SCHEDULING_TEXTS = {
  heading: 'Scheduling',
  intro:
    'Your schedules are the times and places you are available. Businesses find you for events inside them and bid; your bookings show here too.',
  addSchedule: 'Add schedule',
  loading: 'Loading your schedules',
  calendarLoading: 'Loading the calendar',
  calendarNote: "Times show at each location's local time.",
  inViewHeading: 'Schedules in view',
  inViewEmpty: 'No schedules in this period. Add one for a time you are available, or select a time on the calendar.',
  listEmpty: 'No schedules this month. Add one for a time you are available.',
  emptyNoLocation: 'No schedules yet. Add a location first: every schedule starts from one.',
  editSchedule: (what: string) => `Edit ${what}`,
  bookingsCount: (n: number) => (n === 1 ? '1 booking' : `${n} bookings`),
  liveBidsCount: (n: number) => (n === 1 ? '1 open bid' : `${n} open bids`),
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
} as const;

export const NO_LOCATION_TEXTS = {
  title: 'Add a location first',
  body: 'Every schedule starts from one of your locations: where you are available, and where businesses measure their distance from. Add a location, then you can create schedules and templates.',
  action: 'Add location',
} as const;

export const LOCATION_TEXTS = {
  heading: 'Locations',
  add: 'Add location',
  empty: 'No locations yet. Add where you are available: every schedule starts from one of your locations.',
  newTitle: 'New location',
  editTitle: 'Edit location',
  name: 'Name',
  namePlaceholder: 'Home, Studio, Downtown…',
  address: 'Address',
  addressHint:
    'A street address, or a city and ZIP code. We look it up to place you on the map and find its time zone.',
  saved: 'Location saved',
  deleted: 'Location deleted',
  deleteTitle: 'Delete location?',
  deleteBody: (name: string) =>
    `"${name}" will be removed from your locations. A location that an upcoming schedule uses cannot be deleted.`,
  timeZone: (tz: string) => `Time zone: ${tz}`,
  notSaved: 'The location was not saved',
} as const;

export const SCHEDULE_FORM_TEXTS = {
  newTitle: 'New schedule',
  editTitle: 'Edit schedule',
  location: 'Location',
  date: 'Date',
  start: 'Start time',
  end: 'End time',
  timesNote: (name: string, tz: string) =>
    `Times are at ${name} (${tz}). An end time of 00:00 means midnight at the end of the day.`,
  bufferTime: 'Buffer time (minutes)',
  bufferTimeHint: 'The least time between two bookings in this schedule, for travel and setting up.',
  rate: 'Rate (USD)',
  rateHint: 'The least a business can bid for you, in whole dollars.',
  bookNow: 'Book Now (USD)',
  bookNowHint: 'Optional: the price at which a business books you at once while bidding is open.',
  prvRate: 'Private rate (USD)',
  prvRateHint: 'Optional: your rate for private events (the rate applies when empty).',
  prvBookNow: 'Private Book Now (USD)',
  prvBookNowHint: 'Optional: the Book Now price for private events.',
  approveBids: 'Approve bids',
  approveBidsHint: 'Each bid waits for you to approve or reject it before it can compete or use Book Now.',
  lockout: 'Lockout (minutes)',
  lockoutHint:
    "Bidding on this day closes this long before your first schedule of the day starts. All your schedules on one day share one closing time: the earliest of their starts less their lockouts, so a change here can move the day's closing time.",
  maxEvents: 'Max events',
  maxEventsHint: 'The most bookings you will take within this schedule.',
  fromRequestTitle: 'Answering a schedule request',
  fromRequestBody: (when: string) =>
    `The business asked for ${when}. Saving this schedule answers their request, and they are told they can now bid.`,
  closes: 'Bidding for this day:',
  bookingsHeading: 'Bookings',
  saved: 'Schedule saved',
  created: 'Schedule created',
  deleted: 'Schedule deleted',
  deletedWithBids: (n: number) => `Schedule deleted. ${n === 1 ? '1 open bid was' : `${n} open bids were`} cancelled.`,
  deleteTitle: 'Delete schedule?',
  deleteBody:
    'The schedule is removed and its open bids are cancelled. A schedule that has bookings cannot be deleted.',
  notSaved: 'The schedule was not saved',
  saveAsTemplate: 'Save as template',
  required: 'Required',
  wholeDollars: 'Use whole dollars: no cents',
  chooseLocation: 'Choose a location',
} as const;

export const TEMPLATE_TEXTS = {
  heading: 'Templates',
  add: 'New template',
  empty: 'No templates yet. Make one for a schedule you use often, then apply it to many dates at once.',
  emptyNoLocation: 'No templates yet. Add a location first: a template starts from one.',
  newTitle: 'New template',
  editTitle: 'Edit template',
  name: 'Template name',
  start: 'Start time',
  end: 'End time',
  timesNote: 'Times of day at the location. An end time of 00:00 means midnight.',
  noLocation: 'No location',
  saved: 'Template saved',
  deleted: 'Template deleted',
  deleteTitle: 'Delete template?',
  deleteBody: (name: string) => `"${name}" will be deleted. Schedules already created from it stay as they are.`,
  apply: 'Apply',
  applyTitle: 'Apply a template',
  applyTemplate: 'Template',
  applyDates: 'Dates',
  applyDatesHint: 'Pick each date to create a schedule on. Click a date again to remove it.',
  applyChosen: (n: number) => (n === 1 ? '1 date chosen' : `${n} dates chosen`),
  applySubmit: 'Create schedules',
  applyNoDates: 'Choose at least one date',
  applied: (n: number) => (n === 1 ? '1 schedule created' : `${n} schedules created`),
  notSaved: 'The template was not saved',
  notApplied: 'No schedules were created',
} as const;

export const FEED_TEXTS = {
  heading: 'Calendar feed',
  intro:
    'Your bookings and schedules as a private calendar link. Subscribe to it from your calendar app and they appear next to your other plans.',
  link: 'Private calendar link',
  copy: 'Copy Link',
  openInApp: 'Open in calendar app',
  hidden:
    'Your calendar link is active. For your privacy it is shown only once, when it is made. If you need it again, reset it: you get a new link and the old one stops working.',
  google: 'Google Calendar: open Other calendars, choose + and then From URL, and paste the link.',
  apple:
    'Apple Calendar: on a Mac choose File, New Calendar Subscription; on an iPhone open Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Paste the link.',
  refresh: 'Calendar apps check the link for changes every few hours.',
  secret: 'Anyone with the link can see your bookings: keep it private.',
  reset: 'Reset link',
  resetTitle: 'Reset your calendar link?',
  resetBody:
    'You get a new link and the current one stops working at once. Calendars subscribed to the old link stop updating until you subscribe to the new one.',
  resetDone: 'Your calendar link was reset',
  loading: 'Loading your calendar link',
} as const;
