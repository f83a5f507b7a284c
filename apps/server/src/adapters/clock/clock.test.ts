import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock, MovableClock, systemClock } from './index';
import { developmentClock } from './development';

const HOUR = 3_600_000;

describe('the movable clock', () => {
  it('runs with its source and keeps the moves on top of it', () => {
    let source = 1_000;
    const clock = new MovableClock({ now: () => source });
    clock.advance(HOUR);
    source += 5;
    expect(clock.now()).toBe(1_005 + HOUR);
    expect(clock.offsetMs).toBe(HOUR);
    clock.set(50_000);
    expect(clock.now()).toBe(50_000);
  });

  it('refuses a move that is not a number', () => {
    expect(() => new ManualClock().advance(Number.NaN)).toThrow(RangeError);
  });

  it("is the tests' clock too: stopped until the test moves it", () => {
    const clock = new ManualClock(10);
    expect(clock).toBeInstanceOf(MovableClock);
    expect(clock.now()).toBe(10);
    clock.advance(5);
    expect(clock.now()).toBe(15);
  });
});

describe("development's clock", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-clock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('starts at the system time and keeps its moves across restarts', () => {
    const dir = dataDir();
    const first = developmentClock(dir);
    expect(first.offsetMs).toBe(0);
    expect(Math.abs(first.now() - systemClock.now())).toBeLessThan(1_000);
    first.advance(24 * HOUR);
    expect(JSON.parse(readFileSync(join(dir, 'dev-clock.json'), 'utf8'))).toEqual({ offset_ms: 24 * HOUR });
    const restarted = developmentClock(dir);
    expect(restarted.offsetMs).toBe(24 * HOUR);
    expect(Math.abs(restarted.now() - (systemClock.now() + 24 * HOUR))).toBeLessThan(1_000);
  });

  it('refuses a damaged file rather than silently going back to real time', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'dev-clock.json'), '{"offset_ms": "soon"}');
    expect(() => developmentClock(dir)).toThrow(/delete it to reset the clock/);
  });
});
