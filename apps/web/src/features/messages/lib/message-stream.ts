// The live inbox's transport (issue 13): GET /api/messages/stream, read with fetch so it can carry the session as a
// bearer header (EventSource cannot send headers). A small reader of the server-sent events format: `event:` and
// `data:` lines, a blank line ending each event, `:` comments (the server's heartbeats) skipped.

/** The server's path (apps/server/src/features/messages/message-stream.ts). */
export const MESSAGE_STREAM_URL = '/api/messages/stream';

/** The stream could not be opened: `status` is the HTTP status, 0 when the server could not be reached. */
export class StreamError extends Error {
  override readonly name = 'StreamError';
  constructor(readonly status: number) {
    super(`message stream: ${status || 'unreachable'}`);
  }
}

export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits the text read so far into whole events and the rest still to come. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Reads the member's stream until it ends (resolves) or fails (StreamError when it could not be opened, else the
 * read's error), calling `onEvent` for each event. Abort `signal` to stop.
 */
export async function readMessageStream(
  session: string,
  signal: AbortSignal,
  onEvent: (e: StreamEvent) => void,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(MESSAGE_STREAM_URL, {
      method: 'GET',
      headers: { authorization: `Bearer ${session}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal,
    });
  } catch (err) {
    if (signal.aborted) return;
    throw err instanceof Error && err.name === 'AbortError' ? err : new StreamError(0);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !res.body || !type.startsWith('text/event-stream')) throw new StreamError(res.status);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const { events, rest } = parseEvents(buffer);
      buffer = rest;
      for (const e of events) onEvent(e);
    }
  } catch (err) {
    if (signal.aborted) return;
    throw err;
  } finally {
    reader.releaseLock();
  }
}
