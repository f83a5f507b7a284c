// The server's clock on the booking and scheduling screens. The server runs on its own clock (the development clock
// can be far ahead of this browser's), and it decides when a schedule closes: so the countdowns and the labels that
// turn at a close ('Leading' → 'Processing' → 'Lost', 'Schedule Closed') read the server's time, not this browser's.
// Answers that drive them carry `server_now`; the server's lead over this browser's clock is taken once, when the
// answer arrives, and every countdown and label of the screen ticks from Date.now() plus that lead.

import { useEffect, useState } from 'react';

/** The server's clock as seen from this browser: its lead (ms, negative when behind) over Date.now(). */
export interface ServerClock {
  readonly offsetMs: number;
}

/** No answer yet (or one without server_now): this browser's own clock. */
export const BROWSER_CLOCK: ServerClock = Object.freeze({ offsetMs: 0 });

/** The server's time now on `clock` (for event handlers; screens that re-render with it use useServerNow). */
export function serverTime(clock: ServerClock): number {
  return Date.now() + clock.offsetMs;
}

/**
 * The server's lead, from an answer's server_now (ISO) and this browser's time when the answer arrived. Null when
 * there is nothing to read (no server_now, or no arrival time).
 */
export function serverOffset(serverNow: string | null | undefined, receivedAtMs: number): number | null {
  if (!serverNow || !(receivedAtMs > 0)) return null;
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? null : server - receivedAtMs;
}

/** What useServerClock reads from a useRequest result: the answer and when it arrived (react-query's dataUpdatedAt). */
export interface ServerTimedAnswer {
  data?: { server_now?: string } | undefined;
  /** This browser's Date.now() when the answer arrived; 0 while none has (and for placeholder data). */
  dataUpdatedAt: number;
}

/**
 * The server's clock from a read whose answer carries server_now: `useServerClock(useRequest(...))`. The lead is
 * server_now − Date.now() at the moment the answer arrived, so it stays right however long the answer sits in the
 * cache or the screen stays open; each new answer (a refetch) takes it again. Until an answer arrives, and while
 * the read shows the previous answer as a placeholder, the last lead stays (at first, this browser's clock).
 */
export function useServerClock(answer: ServerTimedAnswer): ServerClock {
  const offset = serverOffset(answer.data?.server_now, answer.dataUpdatedAt);
  const [clock, setClock] = useState<ServerClock>(() => (offset === null ? BROWSER_CLOCK : { offsetMs: offset }));
  if (offset !== null && offset !== clock.offsetMs) {
    const next = { offsetMs: offset };
    setClock(next);
    return next;
  }
  return clock;
}

/**
 * The server's time on `clock`, read again every `everyMs`: the labels turn ('Leading' → 'Processing' → 'Lost') as
 * the schedule's instants pass, without a refetch. (The countdowns tick on their own, each second.)
 */
export function useServerNow(clock: ServerClock, everyMs = 5_000): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return browserNow + clock.offsetMs;
}
