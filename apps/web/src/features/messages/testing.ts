import { vi } from 'vitest';
import { MESSAGE_STREAM_URL } from './lib/message-stream';

/**
 * Replaces fetch: GET /api/messages/stream answers a stream the test writes to (or 503 when `stream` is false), and
 * every other call goes to `apiFetch` (mockApi's fn). `streams` lists the authorization of each stream opened.
 */
export function stubMessageStream(apiFetch: typeof fetch, { stream = true } = {}) {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  const streams: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === MESSAGE_STREAM_URL) {
        streams.push(new Headers(init?.headers).get('authorization') ?? '');
        return stream
          ? new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
          : new Response('{}', { status: 503 });
      }
      return apiFetch(url, init);
    }),
  );
  return {
    streams,
    /** One server-sent event on the stream. */
    send: (event: string, data: unknown) => push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
  };
}

export { stubScreenWidth } from '../../test/screen-width';
