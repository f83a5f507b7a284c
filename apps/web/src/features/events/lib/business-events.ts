import type { EventCard } from '@stagepass/contract/events/fields';

/** Whether an event ends in the future (spec 001 §4: 'Upcoming Event'). */
export function isUpcoming(event: Pick<EventCard, 'end_time'>, nowMs: number): boolean {
  return Date.parse(event.end_time) > nowMs;
}

/** A business's events: upcoming ones soonest first, then past ones most recent first. */
export function orderBusinessEvents<E extends Pick<EventCard, 'start_time' | 'end_time'>>(
  events: readonly E[],
  nowMs: number,
): E[] {
  const start = (e: E) => Date.parse(e.start_time);
  const upcoming = events.filter((e) => isUpcoming(e, nowMs)).sort((a, b) => start(a) - start(b));
  const past = events.filter((e) => !isUpcoming(e, nowMs)).sort((a, b) => start(b) - start(a));
  return [...upcoming, ...past];
}
