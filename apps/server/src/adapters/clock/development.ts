import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { MovableClock, systemClock } from './index';

const saved = z.object({ offset_ms: z.number().int() });

/**
 * Development's clock: the system time plus the moves made at /dev/clock, kept in DATA_DIR/dev-clock.json so
 * a restart does not take the clock back behind the data it wrote. Delete the file to return to real time.
 */
export class DevelopmentClock extends MovableClock {
  constructor(private readonly file: string) {
    super(systemClock, readOffset(file));
  }

  override advance(ms: number): void {
    super.advance(ms);
    this.save();
  }

  override set(ms: number): void {
    super.set(ms);
    this.save();
  }

  private save() {
    mkdirSync(join(this.file, '..'), { recursive: true });
    // Written aside and renamed over the file, so a server killed mid-write (the crash suite) never leaves half a
    // file that the next start refuses to read.
    const aside = `${this.file}.${process.pid}.tmp`;
    writeFileSync(aside, `${JSON.stringify({ offset_ms: this.offsetMs })}\n`);
    renameSync(aside, this.file);
  }
}

export function developmentClock(dataDir: string): DevelopmentClock {
  return new DevelopmentClock(join(dataDir, 'dev-clock.json'));
}

function readOffset(file: string): number {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  const parsed = saved.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: expected {"offset_ms": a whole number}; delete it to reset the clock`);
  return parsed.data.offset_ms;
}
