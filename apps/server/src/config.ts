import { resolve } from 'node:path';
import { z } from 'zod';
import { oauthEnv, twitterEnv } from './adapters/oauth/settings';

// Every setting comes from the environment and is checked once at start, so a typo fails loudly.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /** The address members reach the app at, used in emailed links; defaults to http://HOST:PORT. */
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Stagepass <no-reply@stagepass.test>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Requests per minute per IP on /api. */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /**
     * Proxies in front of the server whose X-Forwarded-For is believed (0: none). Only these hops count, so a
     * client cannot pick its own address for the rate limits. Default 0 everywhere: set it to the number of proxies
     * in front (1 behind one load balancer), never higher, or clients choose the address the limits count by.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** Account lookups (registered_user, is_registered, get_member_id, get_username) per minute per address. */
    LOOKUP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    /** Built web app to serve; empty disables it. */
    WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),

    // --- Social sign-in, phone, business review, geocoding, fees (sandbox unless configured) ---
    /** Social sign-in providers: OAUTH_<PROVIDER>_CLIENT_ID/_CLIENT_SECRET (+ _ISSUER or _*_URL, _SCOPE). */
    ...oauthEnv,
    ...twitterEnv,
    /** Origins besides PUBLIC_URL's that a provider may return to (comma-separated), e.g. the mobile app's. */
    OAUTH_REDIRECT_ORIGINS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
    /** Twilio for phone codes; all three switch the sandbox SMS outbox off. */
    SMS_TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    SMS_TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    SMS_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number')
      .optional(),
    SMS_TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    /** The business-review service (Yelp Fusion) for get_yelp_data; unset uses the seeded directory. */
    BUSINESS_DIRECTORY_API_KEY: z.string().min(1).optional(),
    BUSINESS_DIRECTORY_API_URL: z.url().default('https://api.yelp.com/v3'),
    /** A maps API (Google Geocoding) for geocode_address; unset uses the offline gazetteer. */
    GEOCODING_API_KEY: z.string().min(1).optional(),
    GEOCODING_API_URL: z.url().default('https://maps.googleapis.com/maps/api/geocode/json'),
    /** An IP geolocation service (ipinfo.io) for the nearby list's position; unset uses the offline IP database. */
    IPINFO_TOKEN: z.string().min(1).optional(),
    IPINFO_API_URL: z.url().default('https://ipinfo.io'),
    /** Fees served by get_fees (DESIGN.md §4): percent numbers and integer cents. */
    FEE_BOOKING_PCT: z.coerce.number().min(0).max(100).default(10),
    FEE_BOOKING_HANDLING_CENTS: z.coerce.number().int().min(0).default(100),
    FEE_TICKET_PCT: z.coerce.number().min(0).max(100).default(5),
    FEE_TICKET_FLAT_CENTS: z.coerce.number().int().min(0).default(99),
    FEE_PROCESSOR_PCT: z.coerce.number().min(0).max(100).default(2.9),
    FEE_PROCESSOR_FLAT_CENTS: z.coerce.number().int().min(0).default(30),
    FEE_PROCESSOR_MONTHLY_PCT: z.coerce.number().min(0).max(100).default(0.25),
    FEE_SUBSCRIPTION_PCT: z.coerce.number().min(0).max(100).default(10),
    FEE_CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a currency code like USD')
      .default('USD'),

    // --- payments: payout accounts (DESIGN.md §5; the sandbox with /dev/connect unless configured) ---
    /** Stripe's secret API key (sk_live_… or sk_test_…): payout accounts become Stripe Connect Express accounts. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret (whsec_…) of the /webhooks/stripe endpoint; unset, the endpoint is not served. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Stripe's publishable key (pk_…): the card form becomes Stripe Elements (with STRIPE_SECRET_KEY). */
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** Stripe's API address; tests point it at a local server. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),

    // --- launch: marketing forms (stored only unless configured) ---
    /** The marketing tool's form endpoint (Mautic-style, e.g. https://marketing.example.com/form/submit). */
    MARKETING_FORM_URL: z.url({ protocol: /^https?$/ }).optional(),

    // --- storage: uploaded files (DESIGN.md §5; local disk under DATA_DIR/uploads unless a bucket is set) ---
    /** An S3-compatible bucket for uploads; needs the access key id and secret. */
    STORAGE_S3_BUCKET: z.string().min(1).optional(),
    STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, R2, …); unset uses AWS. */
    STORAGE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (`endpoint/bucket/key`), as MinIO-style endpoints need: true/false, 1/0, yes/no. */
    STORAGE_S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    /**
     * Webhook endpoints (issue 15) may be plain http to this machine (127.0.0.1, localhost): true/false. Default: on
     * outside production, off in production, where only https to public addresses is allowed.
     */
    WEBHOOKS_ALLOW_LOCALHOST: z.stringbool().optional(),
    /** Base64 of 32 random bytes (`openssl rand -base64 32`): seals the tokens of connected networks at rest. */
    SECRETS_KEY: z
      .base64()
      .refine((k) => Buffer.from(k, 'base64').length === 32, 'must be base64 of 32 bytes')
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.SECRETS_KEY)
      ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'required in production' });
    if (!c.STORAGE_S3_BUCKET) return;
    for (const key of ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const) {
      if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when STORAGE_S3_BUCKET is set' });
    }
  });

export type Config = z.infer<typeof schema> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // A relative DATA_DIR is read from where `npm start` was typed (npm's INIT_CWD), not from the
    // workspace folder npm runs the server in, so `./data` is the repository's data folder.
    DATA_DIR: resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    PUBLIC_URL: c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`,
  };
}

export const isProduction = (config: Config) => config.NODE_ENV === 'production';

/** Whether webhook endpoints may be http to 127.0.0.1 or localhost (WEBHOOKS_ALLOW_LOCALHOST; on outside production). */
export const webhooksAllowLocalhost = (config: Config) => config.WEBHOOKS_ALLOW_LOCALHOST ?? !isProduction(config);
