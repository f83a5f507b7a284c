// The inbox's own texts (the spec's and the rules' are in @stagepass/domain/messages).

export const MESSAGES_TEXTS = {
  /** spec 001 §2: /inbox is 'Messages'. */
  pageTitle: 'Messages',
  conversationsHeading: 'Conversations',
  loadingInbox: 'Loading your messages',
  loadingThread: 'Loading the conversation',
  inboxEmpty:
    'No conversations yet. Messages about the events you host, play at or have tickets for show here: find one on your dashboard.',
  inboxEmptyStart: 'No conversations yet. Start one: choose an event below.',
  toDashboard: 'Go to your dashboard',
  startHeading: 'Start a conversation',
  startHint: 'Write to the business of an event you have a ticket for or play at, or to the fans and talent of yours.',
  pickConversation: 'Choose a conversation, or an event to start one.',
  pickPerson: 'Choose who to write to.',
  nobodyYet:
    'Nobody to write to about this event yet: its ticket holders and talent will show here. Share the event page to find them.',
  viewEvent: 'View event page',
  threadEmpty: 'No messages yet. Say hello!',
  you: 'You',
  messageLabel: 'Your message',
  send: 'Send',
  cannotReply: 'You can no longer write in this conversation.',
  backToInbox: 'All conversations',
  live: 'Live',
  polling: 'Updating every 20 seconds',
  read: 'Read',
  roles: { business: 'Business', talent: 'Talent', fan: 'Fan' },
  unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  conversationWith: (name: string) => `Conversation with ${name}`,
  messagesOf: (name: string, event: string) => `Messages with ${name} about ${event}`,
} as const;
