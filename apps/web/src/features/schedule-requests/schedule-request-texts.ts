// The schedule request screens' own texts (the spec's are in @stagepass/domain/schedule-requests).

export const SCHEDULE_REQUEST_TEXTS = {
  listHeading: 'Schedule requests',
  listEmpty: 'No business has asked you for a schedule yet.',
  listEmptyHint: 'When a business wants you at a time you have not published, its request shows here to answer.',
  loadingList: 'Loading schedule requests',
  loadingRequest: 'Loading the schedule request',
  notFound: 'Schedule request not found',
  backToDashboard: 'Back to your dashboard',
  threadHeading: 'Messages',
  threadEmpty: 'No messages yet.',
  you: 'You',
  replyTitle: 'Reply to the business',
  replyLabel: 'Your response',
  cancel: 'Cancel',
  declined: 'You declined this inquiry.',
  createHint: 'Create a schedule that covers this time block to let the business bid on you.',
  scheduleCreated: 'You created a schedule for this request.',
  slotStarted: 'This time block has started.',
  replySent: 'Reply sent.',
  // The business's panel on its event page.
  panelHeading: 'Schedule requests',
  panelEmpty: 'You have not asked any talent for a schedule for this event yet.',
  loadingPanel: 'Loading schedule requests',
  writeLabel: (name: string) => `Message to ${name}`,
  newMessages: (n: number) => (n === 1 ? '1 new message' : `${n} new messages`),
  messageSent: 'Message sent.',
} as const;
