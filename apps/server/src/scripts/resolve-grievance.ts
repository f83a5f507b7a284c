// Staff resolution of a booking grievance (issue #12, spec 001 §4 'Freeze Payment'; the spec has no admin screens):
//   npm run resolve-grievance -w @stagepass/server -- --bid 42 --release [--note "The talent played the full set."]
//   npm run resolve-grievance -w @stagepass/server -- --bid 42 --refund [--note "..."]
// --release pays the talent (the booking-payouts clock job makes the payout on its next run); --refund refunds the
// business's charge in full and reverses the booking. The note is shown to both sides. Uses the same configuration,
// database and card provider as the server (DATA_DIR or DATABASE_URL; the card sandbox unless STRIPE_SECRET_KEY).
import { parseArgs } from 'node:util';
import { openDatabase } from '@stagepass/db/client';
import { formatMoney } from '@stagepass/domain/format';
import { systemClock } from '../adapters/clock';
import { developmentClock } from '../adapters/clock/development';
import { createEmailTransport } from '../adapters/email';
import { Mailer } from '../adapters/email/outbox';
import { createCards } from '../adapters/payments/cards';
import { isProduction, loadConfig } from '../config';
import { resolveGrievance, type GrievanceResolved } from '../features/bookings/grievances';

const USAGE =
  'Usage: npm run resolve-grievance -w @stagepass/server -- --bid <id> --release|--refund [--note "shown to both sides"]';

const { values } = parseArgs({
  options: {
    bid: { type: 'string' },
    release: { type: 'boolean', default: false },
    refund: { type: 'boolean', default: false },
    note: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const bidId = Number(values.bid);
if (!values.bid || !Number.isSafeInteger(bidId) || bidId <= 0 || values.release === values.refund) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
// The server's clock: development's can have been moved forward at /dev/clock.
const clock = isProduction(config) ? systemClock : developmentClock(config.DATA_DIR);
const mailer = new Mailer(handle.db, clock, createEmailTransport(config), config.MAIL_FROM, (err) =>
  console.error('email delivery failed (the server retries it):', err),
);
// No job queue here: a kick delivers the notices' emails at once (a failure stays in the outbox for the server).
mailer.attach({ request: () => mailer.run() });
const cards = createCards(config, { db: handle.db, clock });

const describe = (r: GrievanceResolved) => {
  const money = (cents: number) => formatMoney(cents, r.currency);
  return r.resolution === 'released'
    ? `Bid ${r.bidId}: grievance resolved, payment released. The talent's payout of ${money(r.priceCents)} is due ` +
        `${r.payoutDueAt.toISOString()}; the booking-payouts job pays it on its next run after that.`
    : `Bid ${r.bidId}: grievance resolved, refunded ${money(r.chargedCents)} to the business (refund ${r.refundId}). ` +
        `The payment is Refunded and the booking Reversed; the talent is not paid.`;
};

try {
  const resolved = await resolveGrievance(
    { db: handle.db, cards: cards.provider, mailer, config },
    { bidId, outcome: values.release ? 'release' : 'refund', note: values.note ?? null },
    clock.now(),
  );
  await mailer.idle();
  console.log(describe(resolved));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await handle.close();
}
