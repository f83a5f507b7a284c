import { create } from 'zustand';
import type { StreamStatus } from './use-message-stream';

/**
 * The status of the dashboard's one message stream (components/message-stream.tsx), for the pages and badges that
 * read messages: 'live' while it is open, so they need not poll. Without it (not mounted, or closed): 'offline'.
 */
export const useMessageStreamStore = create<{ status: StreamStatus }>(() => ({ status: 'offline' }));

export function useMessageStreamStatus(): StreamStatus {
  return useMessageStreamStore((s) => s.status);
}
