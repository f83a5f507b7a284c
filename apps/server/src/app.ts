import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { securityHeaders } from './security/security-headers';
import type { DatabaseHandle } from '@stagepass/db/client';
import type { ErrorBody } from '@stagepass/contract/errors';
import type { Config } from './config';
import { isProduction } from './config';
import { MovableClock, type Clock } from './adapters/clock';
import { createEmailTransport } from './adapters/email';
import { Mailer } from './adapters/email/outbox';
import type { EmailTransport } from './adapters/email/transport';
import { mailboxRoutes } from './dev/mailbox';
import { clockRoutes } from './dev/clock';
// social sign-in, SMS, business review lookup, geocoding
import { createBusinessDirectory } from './adapters/business-directory';
import type { BusinessDirectory } from './adapters/business-directory/directory';
import { createGeocoder, createIpLocator } from './adapters/geo';
import type { Geocoder } from './adapters/geo/geocoder';
import type { IpLocator } from './adapters/geo/ip-locator';
import { createSocialProviders } from './adapters/oauth';
import type { SocialProviders } from './adapters/oauth/provider';
import type { SandboxIdentityProvider } from './adapters/oauth/sandbox';
import { createSmsTransport } from './adapters/sms';
import { SmsSender } from './adapters/sms/outbox';
import type { SmsTransport } from './adapters/sms/transport';
import { oauthDevRoutes } from './dev/oauth';
// launch and storage: marketing form forwarding, uploaded files and /media
import { createMarketingForwarder } from './adapters/marketing';
import type { MarketingForwarder } from './adapters/marketing/forwarder';
import { createStorage } from './adapters/storage';
import { mediaRoutes } from './adapters/storage/media-route';
import { uploadRoute } from './features/gallery/upload-route';
import type { Storage } from './adapters/storage/storage';
import { socialFormPostRoutes } from './features/accounts/social-form-post';
import { MarketingRelay } from './features/launch/marketing-relay';
// payments: payout accounts (Stripe Connect or the sandbox with /dev/connect), Stripe's webhooks
import { createPayouts } from './adapters/payments';
import type { PayoutProvider } from './adapters/payments/payout-provider';
import { createCards } from './adapters/payments/cards';
import type { CardProvider } from './adapters/payments/card-provider';
import { cardDevRoutes } from './dev/cards';
import { connectDevRoutes } from './dev/connect';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook';
import { JobQueue } from './jobs/job-queue';
import { ClockJobs } from './jobs/clock-jobs';
import { clockJobList } from './jobs/clock-job-list';
import { AppError } from './rpc/app-error';
import { DatabaseRateLimitStore, LIMIT_HEADERS_ON_REFUSAL } from './security/rate-limit-store';
import { SecretBox } from './security/secret-box';
import { apiRoute } from './rpc/api-route';
import { depthCheckedJsonParser, SMALL_BODY_LIMIT } from './rpc/json-body';
import { buildOpenApi } from './rpc/openapi';
import { webRoutes } from './web/static';
import { eventPreviewTags } from './features/events/event-link-preview';
import { businessPreviewTags, talentPreviewTags } from './features/profiles/profile-link-preview';
import { creatorSitePage } from './features/website/creator-site-page';
import { NearbyCache } from './features/events/nearby-cache';
import { calendarFeedRoutes } from './features/schedules/calendar-feed';
import { messageStreamRoutes } from './features/messages/message-stream';
import { assetMediaAccess } from './features/assets/asset-files';
import { assetStreamRoutes } from './features/assets/stream-route';
import { WebhookDeliveries } from './features/webhooks/webhook-deliveries';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Run the clock tick every minute (default on; API tests turn it off and kick rounds themselves). */
  scheduleJobs?: boolean;
  /** Overrides the transport chosen by config (tests). */
  emailTransport?: EmailTransport;
  /** Override the adapters chosen by config (tests). */
  smsTransport?: SmsTransport;
  socialProviders?: SocialProviders;
  businessDirectory?: BusinessDirectory;
  geocoder?: Geocoder;
  ipLocator?: IpLocator;
  // launch and storage
  storage?: Storage;
  marketingForwarder?: MarketingForwarder;
  // payments
  payoutProvider?: PayoutProvider;
  cardProvider?: CardProvider;
  logger?: boolean;
  /**
   * Where the rate limits count: `database` (default), shared by every server on the database, or `memory`,
   * this process only (the control of the test that shows the limits hold across servers).
   */
  rateLimitStore?: 'database' | 'memory';
}

export interface App extends FastifyInstance {
  mailer: Mailer;
  sms: SmsSender;
  /** The sandbox identity provider behind /dev/oauth (providers without real settings). */
  sandboxIdentity: SandboxIdentityProvider;
  // launch and storage
  marketing: MarketingRelay;
  storage: Storage;
  jobs: JobQueue;
  /** The jobs that come due with time (jobs/clock-job-list.ts): run every minute, and by POST /dev/clock. */
  clockJobs: ClockJobs;
  /** Nearby results by area (features/events/nearby-cache.ts); its hit counts show in tests. */
  nearbyCache: NearbyCache;
  /** The webhook delivery round (issue 15, features/webhooks/webhook-deliveries.ts). */
  webhooks: WebhookDeliveries;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, clock } = options;
  const db = options.database.db;
  // None by default: a server reached directly must not believe an X-Forwarded-For its client wrote (README, security).
  const trustedHops = config.TRUST_PROXY_HOPS;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    // The nearest TRUST_PROXY_HOPS proxies are believed; addresses a client wrote further out are not.
    trustProxy: (_address: string, hop: number) => hop < trustedHops,
    // Routes outside POST /api take small bodies; the API and the uploads set their own (rpc/json-body.ts).
    bodyLimit: SMALL_BODY_LIMIT,
  }) as unknown as App;
  depthCheckedJsonParser(app);

  const mailer = new Mailer(
    db,
    clock,
    options.emailTransport ?? createEmailTransport(config),
    config.MAIL_FROM,
    (err) => app.log.error({ err }, 'email delivery failed'),
  );
  app.decorate('mailer', mailer);
  const sms = new SmsSender(db, clock, options.smsTransport ?? createSmsTransport(config), (err) =>
    app.log.error({ err }, 'sms delivery failed'),
  );
  app.decorate('sms', sms);
  const sandboxPage = !isProduction(config);
  const social = createSocialProviders(config, clock, { sandboxPage });
  app.decorate('sandboxIdentity', social.sandbox);
  const payouts = createPayouts(config, { db, clock });
  if (payouts.provider.kind === 'unavailable')
    app.log.warn('STRIPE_SECRET_KEY is not set: payout accounts cannot be set up (the sandbox is off in production)');
  const cards = createCards(config, { db, clock });
  if (cards.provider.kind === 'unavailable')
    app.log.warn('STRIPE_SECRET_KEY is not set: cards cannot be charged (the sandbox is off in production)');
  const adapters = {
    social: options.socialProviders ?? social.providers,
    sms,
    businessDirectory: options.businessDirectory ?? createBusinessDirectory(config),
    geocoder: options.geocoder ?? createGeocoder(config),
    ipLocator: options.ipLocator ?? createIpLocator(config),
    nearbyCache: new NearbyCache(clock),
    ...launchAdapters(app, options),
    secrets: SecretBox.fromKey(config.SECRETS_KEY),
    payouts: options.payoutProvider ?? payouts.provider,
    cards: options.cardProvider ?? cards.provider,
  };
  app.decorate('nearbyCache', adapters.nearbyCache);
  // Writes on any server empty every server's nearby cache (features/events/nearby-cache.ts).
  app.addHook('onReady', () =>
    adapters.nearbyCache.listen(options.database, (err) => app.log.warn({ err }, 'nearby cache signals not heard')),
  );
  app.addHook('onClose', () => adapters.nearbyCache.stopListening());

  // Security headers on every answer, worked out once (security/security-headers.ts): the API's JSON answers get the
  // set for answers that are never a document, everything else helmet's set for pages. A route that takes over the raw
  // response (reply.hijack) writes them itself, from reply.getHeaders().
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api') ? securityHeaders.api : securityHeaders.document);
    done();
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    // Several API servers run behind the proxy: the counts live in the database they share.
    ...(options.rateLimitStore === 'memory' ? {} : { store: DatabaseRateLimitStore.bound(options.database, clock) }),
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api'),
    ...LIMIT_HEADERS_ON_REFUSAL,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      code: 'TOO_MANY_REQUESTS',
    }),
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    let status: number;
    let body: ErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = {
        message: err.message,
        code: err.code,
        ...(err.field ? { field: err.field } : {}),
        ...(err.details ? { details: err.details } : {}),
      };
    } else if (err.statusCode === 429) {
      status = 429;
      body = { message: err.message, code: 'TOO_MANY_REQUESTS' };
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): safe to describe.
      status = err.statusCode;
      body = { message: err.message, code: 'INVALID_INPUT', field: 'request' };
    } else {
      req.log.error({ err }, 'request failed');
      status = 500;
      body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    }
    if (status >= 400 && status < 500 && status !== 404) req.log.info({ code: body.code, status }, body.message);
    // Every 429 says when to come back: the limit's own time, else (the rate limit's) its header as it set it.
    if (status === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(err instanceof AppError ? (err.retryAfterSeconds ?? 60) : 60));
    return reply.code(status).send(body);
  });

  await app.register(async (api) => apiRoute(api, { db, config, clock, mailer, ...adapters }));
  // HTML form posts: the sandbox identity pages, and providers that answer by form post.
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(socialFormPostRoutes);
  const openapi = buildOpenApi(config.PUBLIC_URL);
  app.get('/api/openapi.json', async () => openapi);
  app.get('/api/health', async () => ({ ok: true }));
  if (!isProduction(config)) await app.register(async (dev) => mailboxRoutes(dev, mailer));
  const clockJobs = new ClockJobs(clock, (err) => app.log.error({ err }, 'clock job failed'));
  if (!isProduction(config) && clock instanceof MovableClock)
    await app.register(async (dev) => clockRoutes(dev, clock, clockJobs));
  if (sandboxPage) await app.register(async (dev) => oauthDevRoutes(dev, { sandbox: social.sandbox, sms, config }));
  const payoutSandbox = payouts.sandbox;
  if (sandboxPage && payoutSandbox) await app.register(async (dev) => connectDevRoutes(dev, payoutSandbox));
  const cardSandbox = cards.sandbox;
  if (sandboxPage && cardSandbox) await app.register(async (dev) => cardDevRoutes(dev, cardSandbox, { db, clock }));
  const payoutWebhooks = payouts.webhooks;
  if (payoutWebhooks)
    await app.register(async (hooks) =>
      stripeWebhookRoutes(hooks, { db, clock, config, mailer, cards: adapters.cards, webhooks: payoutWebhooks }),
    );
  await app.register(async (media) => mediaRoutes(media, adapters.storage, assetMediaAccess(db)));
  await app.register(async (uploads) => uploadRoute(uploads, { db, clock, config, storage: adapters.storage }));
  await app.register(async (media) =>
    assetStreamRoutes(media, { db, clock, storage: adapters.storage, secrets: adapters.secrets }),
  );
  await app.register(async (feeds) => calendarFeedRoutes(feeds, { db, clock, publicUrl: config.PUBLIC_URL }));
  await app.register(async (stream) => messageStreamRoutes(stream, { database: options.database, clock }));
  await webRoutes(app, {
    dist: config.WEB_DIST,
    publicUrl: config.PUBLIC_URL,
    headTags: {
      '/dash/event/:eventId': (params) => eventPreviewTags(db, params.eventId ?? '', config.PUBLIC_URL),
      '/dash/c/:id': (params) => talentPreviewTags(db, params.id ?? '', config.PUBLIC_URL),
      '/dash/b/:id': (params) => businessPreviewTags(db, params.id ?? '', config.PUBLIC_URL),
    },
    serverPages: {
      // issue 15: a published creator website; otherwise the app's redirect (spec 000 §2.10).
      '/c/:username': (params) => creatorSitePage(db, params.username ?? '', clock.now(), config.PUBLIC_URL),
    },
  });

  // Background jobs (DESIGN.md §6): the round jobs start with the server and stop with it, after the
  // rounds already asked for have run.
  const schedule = options.scheduleJobs ?? true;
  const jobs = await JobQueue.start(options.database, {
    schedule,
    onError: (err) => app.log.error({ err }, 'job queue error'),
  });
  app.decorate('jobs', jobs);
  const webhooks = new WebhookDeliveries({ db, clock, config, mailer, secrets: adapters.secrets }, (err) =>
    app.log.error({ err }, 'webhook deliveries failed'),
  );
  app.decorate('webhooks', webhooks);
  const rounds = [mailer, sms, adapters.marketing, webhooks].filter((r) => r.enabled);
  for (const round of rounds) await jobs.add(round);
  await clockJobs.start(jobs, clockJobList({ db, config, clock, mailer, ...adapters }, rounds));
  app.decorate('clockJobs', clockJobs);
  // Within main.ts's 10 s shutdown budget: rounds asked for get 3 s, running jobs 5 s more.
  app.addHook('onClose', async () => {
    await webhooks.stopListening();
    await Promise.all([clockJobs, ...rounds].map((r) => r.idle(3_000)));
    await jobs.stop();
  });
  // What an earlier run left unsent goes out now rather than at the first scheduled round.
  if (schedule) app.addHook('onReady', async () => rounds.forEach((r) => r.kick()));
  // Webhook events go out as soon as the transaction that emitted them commits, on whichever server hears it.
  if (schedule)
    app.addHook('onReady', async () => {
      await webhooks.listen(options.database).catch((err) => app.log.warn({ err }, 'webhook signals not heard'));
    });
  return app;
}

/** launch and storage: the marketing relay (a round job when a tool is configured) and file storage. */
function launchAdapters(app: App, options: AppOptions) {
  const { config, clock } = options;
  const db = options.database.db;
  const forwarder = options.marketingForwarder ?? createMarketingForwarder(config);
  const marketing = new MarketingRelay(db, clock, forwarder, (err) =>
    app.log.warn({ err }, 'marketing form forwarding failed'),
  );
  const storage = options.storage ?? createStorage(config);
  app.decorate('marketing', marketing);
  app.decorate('storage', storage);
  return { marketing, storage };
}
