import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '@stagepass/db/client';
import { listen, type Listening } from '@stagepass/db/listen';

/**
 * Live delivery of messages across servers (issue 13): set_message and mark_messages_as_read NOTIFY this channel in
 * their transaction, so PostgreSQL hands the signal to every server LISTENing, once the write commits (and never when
 * it rolls back). Each server holds one listening connection and fans the signals out to its open streams.
 */
export const MESSAGE_CHANNEL = 'stagepass_messages';

/**
 * What a stream is told: a message was sent or messages were read, on an event, and whose inboxes it concerns (the
 * sender and recipient). Ids only: the text stays in the database (a NOTIFY payload is at most 8000 bytes), and a
 * stream's client reads what changed with get_messages, as itself.
 */
export interface MessageSignal {
  type: 'message' | 'read';
  event_id: number;
  message_ids: number[];
  member_ids: number[];
}

/** Queues the signal in the caller's transaction: delivered when it commits. */
export async function signal(tx: Executor, s: MessageSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(s)})`);
}

type Listener = (s: MessageSignal) => void;

/**
 * This server's end of the channel: subscribers by member id, and one LISTEN connection, opened with the first
 * subscriber and closed with the last (or the server). On PostgreSQL a dedicated client (not one of the pool's, which
 * a LISTEN would hold for good), reconnected after a failure; on PGlite, its one connection's listen().
 */
export class MessageBus {
  readonly #byMember = new Map<number, Set<Listener>>();
  #listening: Promise<Listening> | null = null;
  #closed = false;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly onError: (err: unknown) => void = () => {},
    /** How long to wait before listening again after the connection failed. */
    private readonly retryMs = 2_000,
  ) {}

  /** Calls `fn` with each signal that concerns `memberId`, from any server, until the returned function is called. */
  async subscribe(memberId: number, fn: Listener): Promise<() => void> {
    let set = this.#byMember.get(memberId);
    if (!set) this.#byMember.set(memberId, (set = new Set()));
    set.add(fn);
    try {
      await this.#ensureListening();
    } catch (err) {
      this.#remove(memberId, fn);
      throw err;
    }
    return () => this.#remove(memberId, fn);
  }

  /** Open subscriptions (tests: a stream's listener is gone once its client went away). */
  get subscribers(): number {
    let n = 0;
    for (const set of this.#byMember.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#byMember.clear();
    await this.#stopListening();
  }

  #remove(memberId: number, fn: Listener) {
    const set = this.#byMember.get(memberId);
    set?.delete(fn);
    if (set && set.size === 0) this.#byMember.delete(memberId);
    if (this.#byMember.size === 0) void this.#stopListening();
  }

  #dispatch = (payload: string) => {
    let s: MessageSignal;
    try {
      s = JSON.parse(payload) as MessageSignal;
    } catch (err) {
      this.onError(err);
      return;
    }
    for (const id of new Set(s.member_ids))
      for (const fn of this.#byMember.get(id) ?? []) {
        try {
          fn(s);
        } catch (err) {
          this.onError(err);
        }
      }
  };

  #ensureListening(): Promise<Listening> {
    if (this.#closed) return Promise.reject(new Error('the message bus is closed'));
    this.#listening ??= this.#listen().catch((err: unknown) => {
      this.#listening = null;
      throw err;
    });
    return this.#listening;
  }

  async #stopListening() {
    const listening = this.#listening;
    this.#listening = null;
    if (!listening) return;
    try {
      await (await listening).stop();
    } catch (err) {
      this.onError(err);
    }
  }

  /** After the connection failed: listen again while anyone is subscribed. */
  #relisten = (err: unknown) => {
    this.onError(err);
    this.#listening = null;
    if (this.#closed || this.#byMember.size === 0) return;
    setTimeout(() => {
      if (this.#closed || this.#byMember.size === 0 || this.#listening) return;
      this.#ensureListening().catch(this.#relisten);
    }, this.retryMs).unref();
  };

  #listen(): Promise<Listening> {
    return listen(this.handle, MESSAGE_CHANNEL, (payload) => payload && this.#dispatch(payload), this.#relisten);
  }
}
