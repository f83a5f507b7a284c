import { describe, expect, it } from 'vitest';
import type { Database } from '@stagepass/db/client';
import { ManualClock } from '../clock';
import { OutboxChannel } from './outbox-channel';

/**
 * The round scheduling of the outbox, without a database: `flush` is replaced by a round the test holds open,
 * standing for a round that read the outbox before another message was committed.
 */
class HeldRounds extends OutboxChannel {
  rounds = 0;
  private release: (() => void) | null = null;
  started: Promise<void>;
  private markStarted!: () => void;

  constructor() {
    super({} as Database, new ManualClock(), 'sms');
    this.started = new Promise((resolve) => (this.markStarted = resolve));
  }
  protected async deliver(): Promise<void> {}
  override async flush(): Promise<void> {
    this.rounds += 1;
    if (this.rounds === 1) {
      this.markStarted();
      await new Promise<void>((resolve) => (this.release = resolve));
    }
  }
  open() {
    this.release?.();
  }
}

describe('outbox delivery rounds', () => {
  it('runs another round for a message committed while one is running, and idle() waits for it', async () => {
    const channel = new HeldRounds();
    channel.kick();
    await channel.started;
    channel.kick(); // a message committed after the running round read the outbox
    channel.kick(); // several such commits need one more round, not one each
    channel.open();
    await channel.idle();
    expect(channel.rounds).toBe(2);
  });

  it('runs a single round when nothing is committed meanwhile', async () => {
    const channel = new HeldRounds();
    channel.kick();
    await channel.started;
    channel.open();
    await channel.idle();
    expect(channel.rounds).toBe(1);
  });
});
