import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RequestName } from '@stagepass/contract/registry';
import { useSessionStore } from '../../../store/session-store';
import { readMessageStream, StreamError } from '../lib/message-stream';

/** 'live' while the stream is open; otherwise the inbox polls (POLL_MS). */
export type StreamStatus = 'connecting' | 'live' | 'offline';

/** The fallback when the stream is not open: the inbox reads again this often. */
export const POLL_MS = 20_000;
/** Reconnecting waits twice as long after each failure, up to this. */
const MAX_BACKOFF_MS = 30_000;

/** What a message or a read changes: the inbox and the cards' 'New Message' badges. */
const AFFECTED: readonly RequestName[] = ['get_messages', 'business_events_query', 'specialist_event_query'];

/**
 * Keeps the signed-in member's message stream open while mounted and `enabled` (issue 13: new messages arrive without
 * a reload). On each message or read, and when the stream (re)opens, the inbox, the sidebar's unread count and the
 * cards are read again. A stream that fails or ends is reopened after a growing wait; meanwhile the status is not
 * 'live', and the readers poll. A 401 stops it (the session is gone; the next call's 401 ends it in the app).
 *
 * Opened once for the whole dashboard (MessageStreamProvider); pages read its status with useMessageStreamStatus.
 */
export function useMessageStream(enabled = true): StreamStatus {
  const session = useSessionStore((s) => s.session);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    if (!session || !enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => {
      for (const name of AFFECTED) void queryClient.invalidateQueries({ queryKey: [name] });
    };

    const connect = async () => {
      setStatus('connecting');
      try {
        await readMessageStream(session, controller.signal, (e) => {
          if (e.event === 'ready') {
            failures = 0;
            setStatus('live');
            // What came while the stream was closed.
            refresh();
          } else if (e.event === 'message' || e.event === 'read') refresh();
        });
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof StreamError && err.status === 401) {
          setStatus('offline');
          return;
        }
      }
      if (controller.signal.aborted) return;
      setStatus('offline');
      failures += 1;
      timer = setTimeout(() => void connect(), Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** failures));
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [session, enabled, queryClient]);

  return session && enabled ? status : 'offline';
}
