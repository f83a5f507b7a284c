import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SCHEDULE_CLOSED, SCHEDULE_CLOSES_IN, scheduleRemainingText } from '@stagepass/domain/bids';

export interface ScheduleCountdownProps extends Pick<TextProps, 'size' | 'c' | 'fw'> {
  /** The talent-day's closing time (ISO), as the server sends it. */
  closesAt: string;
  /**
   * The server's time (ISO) when it answered, if it sends one. The countdown keeps the difference to this browser's
   * clock, so it follows the server's clock, including the development clock moved forward (apps/server/src/dev).
   */
  serverNow?: string;
  /** Put before the remaining time; '' for the bare time. */
  prefix?: string;
}

/**
 * spec 001 §4: a schedule's remaining time, ticking each second, reading 'Schedule Closed' once it is over. Each
 * tick lands on the next whole second of the time left, so the text turns exactly at the closing time.
 */
export function ScheduleCountdown({
  closesAt,
  serverNow,
  prefix = SCHEDULE_CLOSES_IN,
  ...text
}: ScheduleCountdownProps) {
  const closesAtMs = Date.parse(closesAt);
  const [now, setNow] = useState(() => (serverNow ? Date.parse(serverNow) : Date.now()));

  useEffect(() => {
    const offset = serverNow ? Date.parse(serverNow) - Date.now() : 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now() + offset;
      setNow(current);
      const left = closesAtMs - current;
      if (left <= 0) return;
      timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [closesAtMs, serverNow]);

  const remaining = scheduleRemainingText(closesAtMs, now);
  const label = remaining === SCHEDULE_CLOSED || !prefix ? remaining : `${prefix} ${remaining}`;
  return (
    <Text component="span" role="timer" size="sm" {...text}>
      {label}
    </Text>
  );
}
