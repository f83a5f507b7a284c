import { openDatabase } from '@stagepass/db/client';
import { systemClock } from './adapters/clock';
import { developmentClock } from './adapters/clock/development';
import { buildApp } from './app';
import { isProduction, loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo';
import { seedMarketplace } from './seed/marketplace';
import { seedDemoCards } from './seed/cards';
import { seedPosts } from './seed/posts';
import { seedCommerce } from './seed/commerce';
import { seedAffiliates } from './seed/affiliate';
import { seedWebsites } from './seed/websites';
import { createCards } from './adapters/payments/cards';
import { feesFromConfig } from './features/payments/get_fees.handler';

const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
// Development's clock can be moved forward at /dev/clock; production's is the system time.
const clock = isProduction(config) ? systemClock : developmentClock(config.DATA_DIR);
const app = await buildApp({ config, database: handle, clock });

if (!isProduction(config)) {
  await seedDemo(handle.db, clock);
  // Issue 9: a marketplace to explore, only into a database without events (so once, and never in production).
  const marketplace = await seedMarketplace(handle.db, clock, app.storage, feesFromConfig(config));
  if (marketplace) app.log.info(marketplace, 'demo marketplace seeded');
  // The demo business and the auction's bidders pay with a saved sandbox card (seed/cards.ts).
  const demoCards = await seedDemoCards(handle.db, createCards(config, { db: handle.db, clock }), clock);
  if (demoCards) app.log.info({ demoCards }, 'demo cards saved');
  // Issue 13: posts with pictures and comment threads by demo businesses and talent, once (seed/posts.ts).
  const posts = await seedPosts(handle.db, clock, app.storage);
  if (posts) app.log.info(posts, 'demo posts seeded');
  // Issue 14: creator products, tiers, plans, assets with generated media, subscriptions and purchases (seed/commerce.ts).
  const commerce = await seedCommerce(handle.db, clock, app.storage, feesFromConfig(config), {
    sandboxCards: !config.STRIPE_SECRET_KEY,
  });
  if (commerce) app.log.info(commerce, 'demo commerce seeded');
  // Issue 15: affiliate promotions, demo affiliates, their referrals, earnings and payouts (seed/affiliate.ts), once.
  const affiliates = await seedAffiliates(handle.db, clock, feesFromConfig(config));
  if (affiliates) app.log.info(affiliates, 'demo affiliate programme seeded');
  // Issue 15: published creator websites and a media company with its links (seed/websites.ts), once.
  const websites = await seedWebsites(handle.db, clock);
  if (websites) app.log.info(websites, 'demo websites seeded');
  app.log.info('demo data ready');
  console.log(
    [
      '',
      'Demo accounts (password for all: ' + DEMO_PASSWORD + '):',
      ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(9)} ${a.email}`),
      '',
    ].join('\n'),
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(
  `Stagepass is running at ${config.PUBLIC_URL} (database: ${handle.kind}${handle.kind === 'pglite' ? ' in ' + config.DATA_DIR : ''})`,
);
