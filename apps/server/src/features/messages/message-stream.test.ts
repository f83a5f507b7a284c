import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import { buildApp, type App } from '../../app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MessageBus } from './message-bus';
import { MESSAGE_STREAM_PATH, messageStreamRoutes } from './message-stream';

/**
 * The live inbox (issue 13): GET /api/messages/stream over real HTTP. Two servers share one database and nothing else
 * (a second pool on PostgreSQL when DATABASE_URL is set; the same PGlite otherwise): a message set through one reaches
 * a stream held by the other, through LISTEN/NOTIFY.
 */

interface Received {
  event: string;
  data: Record<string, unknown>;
}

/** A fetch-read SSE stream, as the web client reads it: its events in order, and its comment lines. */
async function openStream(base: string, token?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}${MESSAGE_STREAM_PATH}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: Received[] = [];
  const comments: string[] = [];
  let ended = false;
  const reading = (async () => {
    if (!res.ok || !res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();

  async function until<T>(check: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  return {
    res,
    events,
    comments,
    /** The next `event` after the first `skip` of that name. */
    next: (event: string, skip = 0) =>
      until(() => events.filter((e) => e.event === event)[skip], `the stream's ${event} #${skip + 1}`),
    ended: () => until(() => (ended ? true : undefined), 'the stream to end'),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const baseOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

let a: TestApp;
let handleB: DatabaseHandle;
let b: App;
let m: ReturnType<typeof marketplace>;

beforeAll(async () => {
  a = await createTestApp();
  handleB = a.handle;
  if (a.databaseUrl) handleB = await openDatabase({ url: a.databaseUrl });
  b = await buildApp({ config: a.config, database: handleB, clock: a.clock, logger: false, scheduleJobs: false });
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  m = marketplace(a, 'message-stream.test');
});

afterAll(async () => {
  await b?.close();
  if (handleB && handleB !== a.handle) await handleB.close();
  await a?.close();
});

/** A business's event with a free ticket, and a fan holding one. */
async function fanAndVenue() {
  const venue = await m.business();
  const eventId = await m.event(venue.token, 10, 'Harbor Lights');
  const ticket = await m.ticket(venue.token, eventId, { price: 0 });
  const fan = await m.member({}, 'fan');
  await m.buy(fan.token, eventId, ticket.ticket_id, 1, 0);
  return { venue, fan, eventId };
}

const send = (from: TestMember, to: TestMember, eventId: number, message: string) =>
  m.ok('set_message', { friend_id: to.id, event_id: eventId, message }, from.token);

describe('GET /api/messages/stream', () => {
  it('answers 401 without a session, or with one that is not valid', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }, { authorization: 'Basic abc' }]) {
      const res = await a.app.inject({ method: 'GET', url: MESSAGE_STREAM_PATH, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: SESSION_EXPIRED });
    }
  });

  it('delivers a message set through the API to the recipient’s open stream, and to the sender’s', async () => {
    const { venue, fan, eventId } = await fanAndVenue();
    const venueStream = await openStream(baseOf(a.app), venue.token);
    const fanStream = await openStream(baseOf(a.app), fan.token);
    try {
      expect(venueStream.res.status).toBe(200);
      expect(venueStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // The stream takes over the raw response, and still carries the API's security headers.
      expect(venueStream.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(venueStream.res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      await venueStream.next('ready');
      await fanStream.next('ready');

      const sent = await send(fan, venue, eventId, 'Is there parking?');
      expect((await venueStream.next('message')).data).toEqual({
        event_id: eventId,
        message_ids: [sent.message.message_id],
      });
      expect((await fanStream.next('message')).data.message_ids).toEqual([sent.message.message_id]);

      // Reading it tells both too.
      await m.ok('mark_messages_as_read', { message_ids: [sent.message.message_id] }, venue.token);
      expect((await fanStream.next('read')).data).toEqual({
        event_id: eventId,
        message_ids: [sent.message.message_id],
      });
    } finally {
      await venueStream.close();
      await fanStream.close();
    }
  });

  it('tells nobody else: a stream of another member hears nothing of the conversation', async () => {
    const { venue, fan, eventId } = await fanAndVenue();
    const stranger = await m.member({}, 'stranger');
    const strangerStream = await openStream(baseOf(a.app), stranger.token);
    const venueStream = await openStream(baseOf(a.app), venue.token);
    try {
      await strangerStream.next('ready');
      await venueStream.next('ready');
      await send(fan, venue, eventId, 'Just between us');
      await venueStream.next('message');
      expect(strangerStream.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      await strangerStream.close();
      await venueStream.close();
    }
  });

  it('reaches a stream held by another server: set through server A, heard on server B', async () => {
    const { venue, fan, eventId } = await fanAndVenue();
    const onB = await openStream(baseOf(b), venue.token);
    try {
      await onB.next('ready');
      // Through server A (a.call is A's inject).
      const sent = await send(fan, venue, eventId, 'Hello from server A');
      expect((await onB.next('message')).data.message_ids).toEqual([sent.message.message_id]);
    } finally {
      await onB.close();
    }
  });
});

describe('the stream’s upkeep (heartbeats, listeners, sessions)', () => {
  let server: FastifyInstance;
  let bus: MessageBus;
  beforeAll(async () => {
    bus = new MessageBus(a.handle);
    server = Fastify({ logger: false });
    await server.register(async (s) =>
      messageStreamRoutes(s, { database: a.handle, clock: a.clock, heartbeatMs: 50, bus }),
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await bus?.close();
  });

  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 5_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('sends heartbeats, and drops its listener when the client goes away', async () => {
    const fan = await m.member({}, 'fan');
    const stream = await openStream(baseOf(server), fan.token);
    await stream.next('ready');
    expect(bus.subscribers).toBe(1);
    await until(() => stream.comments.filter((c) => c === 'heartbeat').length >= 2, 'two heartbeats');
    await stream.close();
    await until(() => bus.subscribers === 0, 'the listener to go');
  });

  it('closes the stream once its session has ended (logout)', async () => {
    const fan = await m.member({}, 'fan');
    const stream = await openStream(baseOf(server), fan.token);
    await stream.next('ready');
    await m.ok('logout', {}, fan.token);
    await stream.ended();
    await until(() => bus.subscribers === 0, 'the listener to go');
  });

  it('ends open streams when the server closes', async () => {
    const own = Fastify({ logger: false });
    const ownBus = new MessageBus(a.handle);
    await own.register(async (s) => messageStreamRoutes(s, { database: a.handle, clock: a.clock, bus: ownBus }));
    await own.listen({ port: 0, host: '127.0.0.1' });
    const fan = await m.member({}, 'fan');
    const stream = await openStream(baseOf(own), fan.token);
    await stream.next('ready');
    await own.close();
    await stream.ended();
    expect(ownBus.subscribers).toBe(0);
    await ownBus.close();
  });
});
