/**
 * The one source of "now" on the server, injected so payout delays and expiries are testable. Nothing else on
 * the server reads the system time (lint forbids `Date.now()` and `new Date()` without arguments).
 */
export interface Clock {
  now(): number;
}

/** The system time: production's clock. */
export const systemClock: Clock = { now: () => Date.now() };

/** The longest single move of a movable clock: a year. */
export const MAX_ADVANCE_MS = 366 * 24 * 3_600_000;

/**
 * A clock that runs with its source and can be moved forward: in development the source is the system time
 * (`/dev/clock` advances it), and in tests a stopped time that moves only when the test moves it.
 */
export class MovableClock implements Clock {
  #offsetMs: number;

  constructor(
    private readonly source: Clock = systemClock,
    offsetMs = 0,
  ) {
    this.#offsetMs = offsetMs;
  }

  now(): number {
    return this.source.now() + this.#offsetMs;
  }

  /** How far the clock has been moved from its source (from the system time, for the development clock). */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Moves the clock forward by `ms` (tests may also move it back). */
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError(`clock: cannot advance by ${ms} ms`);
    this.#offsetMs += ms;
  }

  /** Sets the clock to `ms` since the epoch. */
  set(ms: number): void {
    this.#offsetMs = ms - this.source.now();
  }
}

/** The tests' clock: stopped at `start`, moving only when the test advances or sets it. */
export class ManualClock extends MovableClock {
  constructor(start = Date.parse('2026-11-22T12:00:00Z')) {
    super({ now: () => start });
  }
}
