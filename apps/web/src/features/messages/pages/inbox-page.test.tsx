import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Conversation, InboxEvent, Message } from '@stagepass/contract/messages/fields';
import { MESSAGE_REQUIRED } from '@stagepass/domain/messages';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { parseEvents } from '../lib/message-stream';
import { MESSAGES_TEXTS as T } from '../messages-texts';
import { stubMessageStream, stubScreenWidth } from '../testing';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  friend_id: 5,
  name: 'Fay Fan',
  photo: null,
  role: 'fan',
  unread: 2,
  last_message: 'Is there parking?',
  last_at: '2026-11-22T12:01:00.000Z',
  can_reply: true,
  ...overrides,
});

const group = (overrides: Partial<InboxEvent> = {}): InboxEvent => ({
  event_id: 41,
  event_name: 'Jazz Night',
  image_url: null,
  // 8 pm on Dec 31 2026 in San Francisco.
  start_time: '2027-01-01T04:00:00.000Z',
  end_time: '2027-01-01T07:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  business_id: 9,
  business_name: 'Bayside Venue',
  unread: 2,
  last_at: '2026-11-22T12:01:00.000Z',
  conversations: [conversation()],
  ...overrides,
});

const message = (overrides: Partial<Message> & Pick<Message, 'message_id' | 'message'>): Message => ({
  event_id: 41,
  friend_id: 5,
  sender_id: 5,
  recipient_id: 9,
  mine: false,
  created_at: '2026-11-22T12:00:00.000Z',
  read_at: null,
  ...overrides,
});

/** The inbox of the business with one fan's conversation, and (unless `stream` is false) an open stream. */
function openInbox(path = '/dash/inbox', { stream = true } = {}) {
  useSessionStore.getState().signIn({ session: 'tok', user: business });
  let thread: Message[] = [
    message({ message_id: 1, message: 'Is there parking?' }),
    message({
      message_id: 2,
      message: '<b>Bold?</b> <script>alert(1)</script>',
      created_at: '2026-11-22T12:01:00.000Z',
    }),
  ];
  const api = mockApi({
    get_messages: (body) =>
      ok(
        body.event_id === undefined
          ? {
              events: [group()],
              startable: [group({ event_id: 42, event_name: 'Dock Party', conversations: [] })],
              messages: null,
              unread: 2,
            }
          : { events: [group()], startable: [], messages: thread, unread: 2 },
      ),
    mark_messages_as_read: (body) => ok({ message_ids: body.message_ids, unread: 0 }),
    set_message: (body) => {
      const sent = message({
        message_id: 100 + thread.length,
        message: String(body.message),
        mine: true,
        sender_id: 9,
        recipient_id: 5,
        created_at: '2026-11-22T12:05:00.000Z',
      });
      thread = [...thread, sent];
      return ok({ message: sent });
    },
  });
  const live = stubMessageStream(api.fn, { stream });
  const view = renderApp(path);
  return {
    ...api,
    ...view,
    live,
    streams: live.streams,
    /** A new message from the fan, as the server will answer next. */
    arrive: (m: Message) => {
      thread = [...thread, m];
    },
  };
}

describe('the inbox (/dash/inbox, spec 001 §2)', () => {
  it('lists the conversations grouped per event with unread counts, and the events to start one about', async () => {
    openInbox();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' }, slow);
    const jazz = await within(nav).findByRole('listitem', { name: /Jazz Night/ }, slow);
    // The event's count, and the conversation's (in its name).
    expect(within(jazz).getAllByLabelText('2 unread messages')[0]).toHaveTextContent('2');
    expect(
      within(jazz).getByRole('button', { name: 'Conversation with Fay Fan, 2 unread messages' }),
    ).toHaveTextContent('Is there parking?');
    expect(within(nav).getByRole('region', { name: 'Start a conversation' })).toHaveTextContent('Dock Party');
  }, 20_000);

  it('opens a thread: shows it as text, marks the unread read, and sends a reply', async () => {
    const { sent } = openInbox();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Conversation with Fay Fan, 2 unread messages' }, slow),
    );
    const thread = await screen.findByRole('list', { name: 'Messages with Fay Fan about Jazz Night' }, slow);
    expect(sent('get_messages').at(-1)).toMatchObject({ event_id: 41, friend_id: 5 });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Is there parking?'),
      expect.stringContaining('<b>Bold?</b> <script>alert(1)</script>'),
    ]);
    // Markup is text: no element made of it.
    expect(thread.querySelector('b, script')).toBeNull();
    expect(within(items[0]!).getByText('New Message')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent('mark_messages_as_read')).toEqual([{ request: 'mark_messages_as_read', message_ids: [1, 2] }]),
    );

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_REQUIRED)).toBeInTheDocument();
    expect(sent('set_message')).toEqual([]);

    await userEvent.type(box, '  Yes, on Pier 3.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent('set_message')).toEqual([
        { request: 'set_message', friend_id: 5, event_id: 41, message: 'Yes, on Pier 3.' },
      ]),
    );
    expect(await within(thread).findByText('Yes, on Pier 3.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  }, 20_000);

  it('shows a new message as it arrives on the stream, without a reload', async () => {
    const { live, arrive, streams, sent } = openInbox('/dash/inbox?event=41&friend=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Fay Fan about Jazz Night' }, slow);
    expect(streams).toEqual(['Bearer tok']);
    live.send('ready', {});
    expect(await screen.findByText('Live')).toBeInTheDocument();

    const before = sent('get_messages').length;
    arrive(message({ message_id: 3, message: 'We are outside!', created_at: '2026-11-22T12:06:00.000Z' }));
    live.send('message', { event_id: 41, message_ids: [3] });
    expect(await within(thread).findByText('We are outside!', {}, slow)).toBeInTheDocument();
    expect(sent('get_messages').length).toBeGreaterThan(before);
    await waitFor(() => expect(sent('mark_messages_as_read').at(-1)).toMatchObject({ message_ids: [3] }));
  }, 20_000);

  it('falls back to polling when the stream cannot be opened', async () => {
    openInbox('/dash/inbox', { stream: false });
    expect(await screen.findByText('Updating every 20 seconds', {}, slow)).toBeInTheDocument();
  });
});

describe('the inbox’s panes', () => {
  it('at desktop width shows the list and the open conversation side by side', async () => {
    stubScreenWidth(1440);
    openInbox('/dash/inbox?event=41&friend=5');
    const conversation = await screen.findByRole('region', { name: 'Conversation with Fay Fan' }, slow);
    expect(await within(conversation).findByRole('list', { name: /^Messages with Fay Fan/ }, slow)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(nav).getByRole('button', { name: /^Conversation with Fay Fan/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Side by side: the list and the conversation are siblings of one row, and nothing needs a way back.
    expect(nav.parentElement?.parentElement).toBe(conversation.parentElement?.parentElement);
    expect(screen.queryByRole('link', { name: T.backToInbox })).not.toBeInTheDocument();
  });

  it('on a phone shows one pane at a time: the list, then the conversation with a way back', async () => {
    stubScreenWidth(390);
    const { router } = openInbox();
    const open = await screen.findByRole('button', { name: /^Conversation with Fay Fan/ }, slow);
    expect(screen.queryByText(T.pickConversation)).not.toBeInTheDocument();

    await userEvent.click(open);
    const conversation = await screen.findByRole('region', { name: 'Conversation with Fay Fan' }, slow);
    expect(await within(conversation).findByText('Is there parking?', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: T.backToInbox }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversation with Fay Fan' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  }, 20_000);

  it('with no conversation and no event to write about, says where they come from and links the dashboard', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const api = mockApi({ get_messages: ok({ events: [], startable: [], messages: null, unread: 0 }) });
    stubMessageStream(api.fn);
    renderApp('/dash/inbox');
    expect(await screen.findByText(T.inboxEmpty, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.toDashboard })).toHaveAttribute('href', '/dash/business-dashboard');
  });
});

describe('the stream reader', () => {
  it('reads events across chunks, skipping heartbeats', () => {
    const first = parseEvents('retry: 5000\n\n: heartbeat\n\nevent: message\ndata: {"event_id":4');
    expect(first.events).toEqual([]);
    const second = parseEvents(`${first.rest},"message_ids":[7]}\r\n\r\nevent: read\ndata: {}\n\n`);
    expect(second.events).toEqual([
      { event: 'message', data: '{"event_id":4,"message_ids":[7]}' },
      { event: 'read', data: '{}' },
    ]);
    expect(second.rest).toBe('');
  });
});
