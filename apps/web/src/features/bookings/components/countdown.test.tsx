import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ScheduleCountdown } from './countdown';

const T0 = Date.parse('2026-03-07T18:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

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
    const serverNow = T0 + 2 * 86_400_000;
    renderCountdown({ closesAt: iso(serverNow + 3_600_000), serverNow: iso(serverNow), prefix: '' });
    expect(screen.getByRole('timer')).toHaveTextContent(/^1h 0m$/);
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);
  });
});
