import { z } from 'zod';

// Every setting comes from the environment and is checked once at start, so a typo fails loudly.
const schema = z.object({
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
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Stagepass <no-reply@stagepass.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP on /api. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /** Built web app to serve; empty disables it. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
});

export type Config = z.infer<typeof schema> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, PUBLIC_URL: c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}` };
}

export const isProduction = (config: Config) => config.NODE_ENV === 'production';
