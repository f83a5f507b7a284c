import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_ADVANCE_MS, systemClock, type MovableClock } from '../adapters/clock';
import type { ClockJobs, ClockRun } from '../jobs/clock-jobs';
import { AppError } from '../rpc/app-error';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

const WHOLE_MS = 'advance_ms must be a whole number of milliseconds greater than 0.';
const advanceInput = z.object({
  advance_ms: z
    .number({ error: WHOLE_MS })
    .int({ error: WHOLE_MS })
    .min(1, { error: WHOLE_MS })
    .max(MAX_ADVANCE_MS, { error: `advance_ms can be at most a year (${MAX_ADVANCE_MS} ms).` }),
});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const iso = (ms: number) => new Date(ms).toISOString();

/** "1 week 2 days 3 hours", down to seconds; "0 seconds" for none. */
export function formatDuration(ms: number): string {
  const parts: string[] = [];
  let rest = Math.floor(Math.abs(ms) / 1000);
  for (const [unit, seconds] of [
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ] as const) {
    const n = Math.floor(rest / seconds);
    rest -= n * seconds;
    if (n) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
  }
  return (ms < 0 ? '-' : '') + (parts.join(' ') || '0 seconds');
}

/** The body as the schema reads it: a form's field arrives as text, JSON's as a number. */
function parseAdvance(req: FastifyRequest): number {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const raw = body.advance_ms;
  const value = isForm(req) && typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : raw;
  const parsed = advanceInput.safeParse({ advance_ms: value });
  if (parsed.success) return parsed.data.advance_ms;
  const issue = parsed.error.issues[0];
  const message = value === undefined ? 'advance_ms: Required' : (issue?.message ?? WHOLE_MS);
  throw new AppError('INVALID_INPUT', message, 'advance_ms');
}

const isForm = (req: FastifyRequest) => req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');

function page(reply: FastifyReply, body: string) {
  reply.type('text/html; charset=utf-8');
  reply.header(
    'content-security-policy',
    "default-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Stagepass clock</title>
<style>body{font:15px system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem}button{margin:.5rem .5rem 0 0;padding:.5rem 1.2rem}.note{color:#555}.done{background:#eef7ee;padding:.6rem}.failed{background:#fbeaea;padding:.6rem}code{background:#f3f3f3;padding:0 .2rem}</style>
</head><body>${body}</body></html>`;
}

/**
 * The development clock: GET /dev/clock shows the server time, POST /dev/clock moves it forward and runs
 * every clock job that has come due, answering once they (and the rounds they kicked) have run. Not
 * registered in production, where the clock is the system time.
 */
export async function clockRoutes(app: FastifyInstance, clock: MovableClock, jobs: ClockJobs) {
  const state = () => ({ now: iso(clock.now()), offset_ms: clock.offsetMs });

  app.get('/dev/clock.json', async () => ({ ...state(), jobs: jobs.names }));

  app.get('/dev/clock', async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    const now = clock.now();
    const real = systemClock.now();
    const ahead = clock.offsetMs;
    const button = (ms: number, label: string) =>
      `<button type="submit" name="advance_ms" value="${ms}">Advance ${label}</button>`;
    const list = (names: string | undefined) => escape((names ?? '').split(',').filter(Boolean).join(', ') || 'none');
    const last = query.advanced
      ? `<p class="done" role="status">Moved ahead by ${escape(formatDuration(Number(query.advanced) || 0))}. Jobs run: ${list(query.ran)}.</p>` +
        (query.failed ? `<p class="failed" role="alert">Failed (see the server log): ${list(query.failed)}.</p>` : '')
      : '';
    return page(
      reply,
      `<h1>Development clock</h1>${last}
<p>Server time: <strong><time datetime="${iso(now)}">${iso(now)}</time></strong></p>
<p class="note">Real time: ${iso(real)}. ${ahead ? `The server clock has been moved ${escape(formatDuration(ahead))} ahead` : 'The server clock has not been moved'} (<code>offset_ms</code> ${ahead}).</p>
<form method="post" action="/dev/clock">${button(HOUR_MS, 'an hour')}${button(DAY_MS, 'a day')}${button(WEEK_MS, 'a week')}</form>
<p>Advancing runs every job that has come due, and answers once they have run: ${escape(jobs.names.join(', ') || 'none registered')}.</p>
<p class="note">As JSON: <code>POST /dev/clock {"advance_ms": 3600000}</code> answers <code>{ now, offset_ms, ran, failed }</code>; <code>GET /dev/clock.json</code> reads the time. The move is kept in <code>DATA_DIR/dev-clock.json</code> across restarts; delete that file while the server is stopped to return to real time.</p>`,
    );
  });

  app.post('/dev/clock', async (req, reply) => {
    const form = isForm(req);
    let ms: number;
    try {
      ms = parseAdvance(req);
    } catch (err) {
      if (!form || !(err instanceof AppError)) throw err;
      reply.code(400);
      return page(
        reply,
        `<h1>Development clock</h1><p class="failed">${escape(err.message)}</p><p><a href="/dev/clock">Back</a></p>`,
      );
    }
    const run = await advance(clock, jobs, ms);
    if (form) {
      const query = new URLSearchParams({ advanced: String(ms), ran: run.ran.join(',') });
      if (run.failed.length) query.set('failed', run.failed.map((f) => f.name).join(','));
      return reply.redirect(`/dev/clock?${query}`, 303);
    }
    return { ...state(), ran: run.ran, failed: run.failed };
  });
}

/** Moves the clock forward, runs every job due at the new time, and waits for the rounds they kicked. */
export async function advance(clock: MovableClock, jobs: ClockJobs, ms: number): Promise<ClockRun> {
  clock.advance(ms);
  const run = await jobs.runDue(clock.now());
  await jobs.settled();
  return run;
}
