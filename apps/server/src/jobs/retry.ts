/** The wait after a failed attempt before the next: 1 minute, 5 minutes, 30 minutes, 2 hours, then 12 hours. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

/** The wait after the `attempt`-th attempt (counting from 1) before the next may run. */
export function retryDelayMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1] ?? 60_000;
}

/**
 * How long a round's claim on an item (a message, a marketing submission) holds while the provider answers:
 * longer than any send may take, so no other server works on it meanwhile. A server that died holding it
 * leaves it to be tried again after this.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
