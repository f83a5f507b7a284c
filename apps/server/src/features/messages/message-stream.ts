import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@stagepass/db/client';
import type { ErrorBody } from '@stagepass/contract/errors';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import type { Clock } from '../../adapters/clock';
import { findBySessionToken } from '../accounts/accounts-repository';
import { hashToken } from '../accounts/session-token';
import { MessageBus, type MessageSignal } from './message-bus';

/** The path of the stream (the web client's lib reads it from here too). */
export const MESSAGE_STREAM_PATH = '/api/messages/stream';

export interface MessageStreamOptions {
  database: DatabaseHandle;
  clock: Clock;
  /**
   * A comment line this often keeps proxies from closing an idle stream; each also checks the session still holds
   * (a stream whose session ended or was logged out is closed). Default 25 s.
   */
  heartbeatMs?: number;
  /** How long the browser waits before reconnecting after the stream closed (the SSE `retry` field). */
  retryMs?: number;
  /** The bus to listen on (tests look at its subscribers); by default one of the stream's own. */
  bus?: MessageBus;
}

/**
 * `GET /api/messages/stream` (issue 13): server-sent events for the signed-in member, authenticated like POST /api by
 * the bearer header (the web client reads it with fetch, which can send that header; EventSource cannot). It sends
 * `ready` once listening, then `message` when a message to or from the member was sent and `read` when messages were
 * read, from whichever server handled the write (message-bus.ts), and a heartbeat comment. The client then reads what
 * changed with get_messages. Streams close with the server.
 */
export async function messageStreamRoutes(app: FastifyInstance, options: MessageStreamOptions) {
  const { database, clock } = options;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const retryMs = options.retryMs ?? 5_000;
  const bus = options.bus ?? new MessageBus(database, (err) => app.log.warn({ err }, 'message stream'));
  const open = new Set<() => void>();

  // Open streams would keep the server from closing: end them first, then stop listening.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });

  const authenticate = async (header: string | undefined) => {
    if (!header?.startsWith('Bearer ')) return null;
    const token = header.slice('Bearer '.length).trim();
    if (!token) return null;
    return findBySessionToken(database.db, hashToken(token), new Date(clock.now()));
  };

  app.get(MESSAGE_STREAM_PATH, async (req, reply) => {
    const tokenHeader = req.headers.authorization;
    const found = await authenticate(tokenHeader);
    if (!found) {
      const body: ErrorBody = { message: SESSION_EXPIRED, code: 'UNAUTHENTICATED' };
      return reply.code(401).send(body);
    }
    const memberId = found.member.id;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // The security headers every answer carries (app.ts), which a hijacked reply does not send by itself.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();

    let ended = false;
    let unsubscribe: (() => void) | null = null;
    const write = (chunk: string) => {
      if (!ended) res.write(chunk);
    };
    const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

    const heartbeat = setInterval(() => {
      write(`: heartbeat\n\n`);
      // The session may have ended since (logout, expiry, deactivation): then so does the stream.
      authenticate(tokenHeader).then(
        (still) => {
          if (!still) end();
        },
        (err: unknown) => app.log.warn({ err }, 'message stream session check failed'),
      );
    }, heartbeatMs);
    heartbeat.unref();

    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      unsubscribe = null;
      open.delete(end);
      res.end();
    }
    open.add(end);
    req.raw.on('close', end);
    res.on('error', end);

    write(`retry: ${retryMs}\n\n`);
    try {
      const stop = await bus.subscribe(memberId, (s: MessageSignal) =>
        send(s.type, { event_id: s.event_id, message_ids: s.message_ids }),
      );
      if (ended) stop();
      else unsubscribe = stop;
    } catch (err) {
      app.log.error({ err }, 'message stream could not listen');
      end();
      return;
    }
    send('ready', {});
  });
}

export type { MessageSignal };
