import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SCHEDULE_CLOSED, SCHEDULE_CLOSES_IN, scheduleRemainingText } from '@stagepass/domain/bids';
import { BROWSER_CLOCK, serverTime, type ServerClock } from './server-clock';

export interface ScheduleCountdownProps extends Pick<TextProps, 'size' | 'c' | 'fw'> {
  /** The talent-day's closing time (ISO), as the server sends it. */
  closesAt: string;
  /**
   * The server's clock (useServerClock on the answer that sent closesAt): the countdown runs on it, so it follows
   * the server, including the development clock moved forward (apps/server/src/dev). Default: this browser's clock.
   */
  clock?: ServerClock;
  /** Put before the remaining time; '' for the bare time. */
  prefix?: string;
}

/**
 * spec 001 §4: a schedule's remaining time on the server's clock, ticking each second, reading 'Schedule Closed'
 * once it is over. Each tick lands on the next whole second of the time left, so the text turns exactly at the
 * closing time.
 */
export function ScheduleCountdown({
  closesAt,
  clock = BROWSER_CLOCK,
  prefix = SCHEDULE_CLOSES_IN,
  ...text
}: ScheduleCountdownProps) {
  const closesAtMs = Date.parse(closesAt);
  const [now, setNow] = useState(() => serverTime(clock));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = serverTime(clock);
      setNow(current);
      const left = closesAtMs - current;
      if (left <= 0) return;
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [closesAtMs, clock]);

  const remaining = scheduleRemainingText(closesAtMs, now);
  const label = remaining === SCHEDULE_CLOSED || !prefix ? remaining : `${prefix} ${remaining}`;
  return (
    <Text component="span" role="timer" size="sm" {...text}>
      {label}
    </Text>
  );
}
