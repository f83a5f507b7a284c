// The server the crash suite (crash.test.ts) starts, kills with SIGKILL and starts again: main.ts without the demo
// seeds, on the development clock (so the suite moves time with POST /dev/clock and the clock jobs run as they do in
// development), bundled by the suite into node_modules/.crash and run by plain node. Never part of the product's
// build: the settings below are read here only.
//
// - CRASH_DIE_AFTER=charge|refund|transfer: the process kills itself (SIGKILL) right after its first charge, card
//   refund or transfer went through at the provider and before the product recorded it: the worst moment, which
//   random kills rarely hit. `transfer:affiliate-payout-` (any `what:prefix`) only after one whose idempotency key
//   starts with the prefix, so a run of every clock job dies at the payout it means.
// - CRASH_FAULT=fresh-keys: the planted fault of the suite's control. Each charge gets a fresh idempotency key, so
//   a charge retried after a crash is made a second time, and the reconciler must see it.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@stagepass/db/client';
import { developmentClock } from '../../adapters/clock/development';
import { createPayouts } from '../../adapters/payments';
import { createCards } from '../../adapters/payments/cards';
import type { CardProvider } from '../../adapters/payments/card-provider';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

// CRASH_STANDBY=1: the suite spawns the next server while the current one still runs, so that loading the code (most
// of a start) is done before the kill; it waits here, before opening the database, for the line with its settings
// that the suite writes once the running server is dead. Everything a start does to the data happens after that.
if (process.env.CRASH_STANDBY === '1') Object.assign(process.env, await settingsFromStdin());

async function settingsFromStdin(): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return JSON.parse(text) as Record<string, string>;
}

const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL });
const clock = developmentClock(config.DATA_DIR);
const [dieAfter, diePrefix = ''] = (process.env.CRASH_DIE_AFTER ?? '').split(/:(.*)/s);
const dieAfterFor = (what: string, key: string) => dieAfter === what && key.startsWith(diePrefix);
const freshKeys = process.env.CRASH_FAULT === 'fresh-keys';

const die = () => process.kill(process.pid, 'SIGKILL');

const cards = createCards(config, { db: handle.db, clock }).provider;
const cardProvider: CardProvider = Object.assign(Object.create(cards) as CardProvider, {
  async charge(request: Parameters<CardProvider['charge']>[0]) {
    const key = freshKeys ? `${request.idempotencyKey}-${randomBytes(4).toString('hex')}` : request.idempotencyKey;
    const result = await cards.charge({ ...request, idempotencyKey: key });
    if (dieAfterFor('charge', request.idempotencyKey) && result.ok) die();
    return result;
  },
  async refund(request: Parameters<CardProvider['refund']>[0]) {
    const result = await cards.refund(request);
    if (dieAfterFor('refund', request.idempotencyKey)) die();
    return result;
  },
});

const payouts = createPayouts(config, { db: handle.db, clock }).provider;
const payoutProvider: PayoutProvider = Object.assign(Object.create(payouts) as PayoutProvider, {
  async transfer(request: Parameters<PayoutProvider['transfer']>[0]) {
    const result = await payouts.transfer(request);
    if (dieAfterFor('transfer', request.idempotencyKey)) die();
    return result;
  },
});

const app = await buildApp({ config, database: handle, clock, cardProvider, payoutProvider });
await app.listen({ port: config.PORT, host: config.HOST });
// The suite reads the port from this line (PORT=0 picks a free one).
const address = app.server.address();
console.log(`crash server ready on ${typeof address === 'object' && address ? address.port : config.PORT}`);
