import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ScheduleCountdown } from './countdown';
import { serverTime, useServerClock, useServerNow, type ServerTimedAnswer } from './server-clock';

const T0 = Date.parse('2026-03-07T18:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function renderCountdown(props: Parameters<typeof ScheduleCountdown>[0]) {
  return render(
    <MantineProvider theme={theme} env="test">
      <ScheduleCountdown {...props} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ScheduleCountdown (spec 001 §4)', () => {
  it("ticks each second and reads 'Schedule Closed' once the closing time passes", () => {
    renderCountdown({ closesAt: iso(T0 + 62_000) });
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 1m 2s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 1m 1s');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Closes in 1s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
    // Nothing keeps ticking after the close.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads 'Schedule Closed' at once for a schedule already closed", () => {
    renderCountdown({ closesAt: iso(T0 - 1) });
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
  });

  it('follows the server clock when it is ahead (the development clock)', () => {
    // The server's clock was moved 2 days forward; the schedule closes 1 hour after the server's now.
    const offsetMs = 2 * 86_400_000;
    renderCountdown({ closesAt: iso(T0 + offsetMs + 3_600_000), clock: { offsetMs }, prefix: '' });
    expect(screen.getByRole('timer')).toHaveTextContent(/^1h 0m$/);
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
  });
});

/** A screen as the booking pages build it: the clock from the answer, the countdown on it. */
function Screen({ answer, closesAt }: { answer: ServerTimedAnswer; closesAt: string }) {
  const clock = useServerClock(answer);
  return <ScheduleCountdown closesAt={closesAt} clock={clock} />;
}

function renderScreen(answer: ServerTimedAnswer, closesAt: string) {
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Screen answer={answer} closesAt={closesAt} />
    </MantineProvider>,
  );
  return {
    ...view,
    answer: (next: ServerTimedAnswer) =>
      view.rerender(
        <MantineProvider theme={theme} env="test">
          <Screen answer={next} closesAt={closesAt} />
        </MantineProvider>,
      ),
  };
}

describe('the countdown on the server’s clock (useServerClock)', () => {
  it("counts down from server_now when this browser's clock is 2 hours later, then reads 'Schedule Closed'", () => {
    // The server says the close is 10 minutes away; this browser's clock is 2 hours past the server's.
    const serverNow = T0 - 2 * HOUR;
    const closesAt = iso(serverNow + 10 * MINUTE);
    renderScreen({ data: { server_now: iso(serverNow) }, dataUpdatedAt: T0 }, closesAt);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 10m 0s$/);

    act(() => vi.advanceTimersByTime(9 * MINUTE + 59_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 1s$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
  });

  it('takes the lead when the answer arrived, not when the screen first shows it (a cached answer)', () => {
    // Server and browser agree; the answer arrived 3 minutes before this screen opened on it.
    const arrived = T0 - 3 * MINUTE;
    renderScreen({ data: { server_now: iso(arrived) }, dataUpdatedAt: arrived }, iso(T0 + 5 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 5m 0s$/);
  });

  it('runs on this browser’s clock until an answer arrives, then on the server’s', () => {
    const closesAt = iso(T0 + HOUR);
    const view = renderScreen({ data: undefined, dataUpdatedAt: 0 }, closesAt);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 1h 0m$/);
    // The server is 50 minutes ahead: 10 minutes left on its clock.
    view.answer({ data: { server_now: iso(T0 + 50 * MINUTE) }, dataUpdatedAt: T0 });
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 10m 0s$/);
    // The previous answer shown as a placeholder (a new window loading) keeps the server's clock.
    act(() => vi.advanceTimersByTime(MINUTE));
    view.answer({ data: { server_now: iso(T0 + 50 * MINUTE) }, dataUpdatedAt: 0 });
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in 9m 0s$/);
    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
  });
});

describe('useServerNow', () => {
  it('reads the server’s time again every interval', () => {
    const seen: number[] = [];
    function Probe() {
      seen.push(useServerNow(useServerClock({ data: { server_now: iso(T0 - 2 * HOUR) }, dataUpdatedAt: T0 }), 1000));
      return null;
    }
    render(<Probe />);
    expect(seen.at(-1)).toBe(T0 - 2 * HOUR);
    act(() => vi.advanceTimersByTime(1000));
    expect(seen.at(-1)).toBe(T0 - 2 * HOUR + 1000);
    expect(serverTime({ offsetMs: -2 * HOUR })).toBe(T0 + 1000 - 2 * HOUR);
  });
});
