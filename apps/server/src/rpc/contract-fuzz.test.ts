import fc from 'fast-check';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { errorStatus } from '@stagepass/contract/errors';
import { requests, type RequestName } from '@stagepass/contract/registry';
import { createTestApp, type TestApp } from '../test/test-app';
import { signIn } from '../test/account-flows';
import {
  deepNesting,
  hostileValue,
  invalidInput,
  RawJson,
  toJsonText,
  type Hints,
  trickyStrings,
  validInput,
  withKey,
} from '../test/zod-arbitrary';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { findBySessionToken } from '../features/accounts/accounts-repository';
import { openSession } from '../features/accounts/sessions';
import { hashToken } from '../features/accounts/session-token';
import { link } from '../features/agency/agency-repository';
import { AppError } from './app-error';
import { handlers } from './handlers';
import { MAX_JSON_DEPTH, TOO_DEEP } from './json-body';

/**
 * Contract fuzzing (issue 8 §3): inputs generated from every contract, valid and hostile, sent through
 * `POST /api` by each of the six callers. No answer may be a 5xx, every error body is the error envelope
 * with nothing of the server's insides in it, and the app still answers afterwards.
 *
 * FUZZ_RUNS=n runs n cases (default 10,000); FUZZ_SEED=s replays a run; FUZZ_SEED=s FUZZ_CASE=i sends
 * case i of that run alone (a failure prints its seed and index).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_CASE === undefined ? undefined : Number(process.env.FUZZ_CASE);

// ---------------------------------------------------------------------------------------------------------------
// The checks: used by the suite and by the controls that prove they can fail
// ---------------------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
}

/** Keys an error body may have (packages/contract/src/errors.ts ErrorBody). */
const ENVELOPE_KEYS = new Set(['message', 'code', 'field', 'details']);
const DETAIL_KEYS = ['active', 'is_registered', 'is_member', 'email'];

/** What gives away the server's insides: stack frames, source paths, error class names, database errors. */
const LEAKS: readonly RegExp[] = [
  /\n\s*at /,
  /\bat (?:async )?[\w$.<>[\]]+ \(/,
  /\.(?:ts|tsx|js|mjs|cjs):\d+/,
  /node_modules/,
  /\b\w*Error: /,
  /file:\/\//,
  /(?:^|[\s"'(])\/(?:work|home|usr|app|src|tmp|var)\//,
  /relation "?\w+"? does not exist|syntax error at or near|violates \w+(?: \w+)? constraint|invalid byte sequence/i,
];

/** A status that is neither success nor a client error. */
function statusProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 200 || (answer.status >= 300 && answer.status < 400)) return `unexpected status ${answer.status}`;
  return null;
}

/** What is wrong with a body: not the error envelope, or showing internals. `sent` is what we sent, so an echo of it is no leak. */
function bodyProblems(answer: Answer, sent = '', output?: z.ZodType): string[] {
  const problems: string[] = [];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`body is not JSON: ${answer.body.slice(0, 120)}`];
  }
  if (answer.status < 300) {
    if (typeof body !== 'object' || body === null || !('data' in body)) problems.push('success body has no data');
    else if (output) {
      const parsed = output.safeParse((body as { data: unknown }).data);
      if (!parsed.success) problems.push(`data is not the contract's output: ${z.prettifyError(parsed.error)}`);
    }
  } else if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push('error body is not an object');
  } else {
    const b = body as Record<string, unknown>;
    for (const key of Object.keys(b)) if (!ENVELOPE_KEYS.has(key)) problems.push(`error body has key ${key}`);
    if (typeof b.message !== 'string' || b.message === '') problems.push('error message is not a non-empty string');
    if (typeof b.code !== 'string') problems.push('error code is not a string');
    else if (!Object.hasOwn(errorStatus, b.code)) problems.push(`unknown error code ${b.code}`);
    if ('field' in b && typeof b.field !== 'string') problems.push('error field is not a string');
    if ('details' in b) {
      const d = b.details as Record<string, unknown> | null;
      if (typeof d !== 'object' || d === null || Object.keys(d).some((k) => !DETAIL_KEYS.includes(k)))
        problems.push('error details is not a SocialConnectFailure');
    }
  }
  // The raw text, and the strings in it as the client reads them (JSON escapes quotes and newlines).
  const texts = [answer.body, ...stringsIn(body)];
  for (const pattern of LEAKS) {
    const found = texts.map((text) => text.match(pattern)?.[0]).find((m) => m !== undefined);
    if (found && !sent.includes(found) && !sent.includes(JSON.stringify(found).slice(1, -1)))
      problems.push(`body shows internals (${JSON.stringify(found)})`);
  }
  return problems;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

/** Every problem with one answer. */
function answerProblems(answer: Answer, sent = '', output?: z.ZodType): string[] {
  const status = statusProblem(answer);
  return [...(status ? [status] : []), ...bodyProblems(answer, sent, output)];
}

// ---------------------------------------------------------------------------------------------------------------
// The callers
// ---------------------------------------------------------------------------------------------------------------

const CALLERS = ['logged out', 'fan', 'talent', 'business', 'agency', 'agency as client'] as const;
type Caller = (typeof CALLERS)[number];
type Role = Exclude<Caller, 'logged out' | 'agency as client'>;
const ROLES: Role[] = ['fan', 'talent', 'business', 'agency'];
const PIN = '0420';
const emailOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

/**
 * A session per caller. Valid inputs sign out, deactivate and revoke (logout, deactivate_account,
 * revoke_agency_access…), so when a signed-in caller is answered UNAUTHENTICATED, `ensure` checks every
 * session and opens a new one where it ended, with the member put back as the seed made it (directly in the
 * database: signing in again through login would cost an argon2 hash each time).
 */
class Callers {
  readonly tokens = new Map<Caller, string>();
  readonly ids = new Map<Role, number>();
  renewed = 0;
  constructor(private readonly t: TestApp) {}

  /** Signs each demo member in, and links the agency to the talent the way members do it. */
  async signInAll() {
    for (const role of ROLES) {
      this.tokens.set(role, await signIn(this.t, emailOf(role), DEMO_PASSWORD));
      const [row] = await this.t.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.email, emailOf(role)));
      this.ids.set(role, row!.id);
    }
    const pin = await this.t.call('agency_update_pin', { pin: PIN }, this.tokens.get('agency'));
    expect(pin.status).toBe(200);
    const authorized = await this.t.call(
      'authorize_agency_access',
      { agency_username: 'apex', pin: PIN },
      this.tokens.get('talent'),
    );
    expect(authorized.status).toBe(200);
    await this.switchIntoTalent();
  }

  header(caller: Caller): Record<string, string> {
    const token = this.tokens.get(caller);
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  private async alive(caller: Caller) {
    const token = this.tokens.get(caller);
    return token !== undefined && (await findBySessionToken(this.t.db, hashToken(token), new Date(this.t.clock.now())));
  }

  async ensure() {
    for (const role of ROLES) {
      if (await this.alive(role)) continue;
      const id = this.ids.get(role)!;
      // Back as seeded: deactivation, deletion or a changed email would otherwise keep it out.
      await this.t.db
        .update(members)
        .set({ active: true, deletedAt: null, email: emailOf(role) })
        .where(eq(members.id, id));
      this.tokens.set(role, await openSession(this.t.db, id, this.t.clock.now()));
      this.renewed++;
    }
    if (await this.alive('agency as client')) return;
    await this.switchIntoTalent();
    this.renewed++;
  }

  private async switchIntoTalent() {
    const talentId = this.ids.get('talent')!;
    let res = await this.t.call('agency_switch_user', { sp_id: talentId }, this.tokens.get('agency'));
    if (res.status !== 200) {
      // The talent revoked the agency (revoke_agency_access): authorize it again.
      await link(this.t.db, this.ids.get('agency')!, talentId, new Date(this.t.clock.now()));
      res = await this.t.call('agency_switch_user', { sp_id: talentId }, this.tokens.get('agency'));
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    this.tokens.set('agency as client', res.body.data.session as string);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------------------------

interface FuzzCase {
  request: string;
  caller: Caller;
  kind: 'valid' | 'invalid' | 'body';
  /** The raw JSON text sent (or what stands in for it, for the form-encoded ones). */
  payload: string;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** `{"request": name, ...fields}` as JSON text, keeping hostile keys; a body that is not an object is sent as it is. */
function bodyOf(request: string, fields: unknown): string {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields) || fields instanceof RawJson)
    return toJsonText(fields);
  let body: Record<string, unknown> = { request };
  for (const key of Object.keys(fields)) body = withKey(body, key, (fields as Record<string, unknown>)[key]);
  return toJsonText(body);
}

/** Bodies that are broken before any contract sees them: bad JSON, odd request names, other content types. */
function bodyCases(name: string): fc.Arbitrary<Omit<FuzzCase, 'caller' | 'kind'>> {
  const q = JSON.stringify(name);
  const texts = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      `{"request":${q},}`,
      `{'request':'${name}'}`,
      `\uFEFF{"request":${q}}`,
      `{"request":${q},"request":"logout"}`,
      'null',
      '[]',
      q,
      `{"request":${JSON.stringify(name.toUpperCase())}}`,
      `{"request":${JSON.stringify(name + '\u0000')}}`,
      `{"request":${JSON.stringify(` ${name}`)}}`,
      `{"__proto__":{"request":${q}}}`,
      `{"request":${q},"constructor":{"prototype":{"isAdmin":true}}}`,
      `{"request":${q},"__proto__":{"isAdmin":true}}`,
      ...['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'].map((n) => `{"request":"${n}"}`),
      `{"request":[${q}]}`,
      `{"request":{"name":${q}}}`,
      deepNesting(10_000, 'array').text,
      `{"request":${q},"a":${deepNesting(10_000, 'object').text}}`,
      `{"request":${q},"a":${deepNesting(MAX_JSON_DEPTH + 1, 'array').text}}`,
      `{"a":${deepNesting(MAX_JSON_DEPTH, 'object').text},"request":${q}}`,
      `{"request":${q},"a":"${'x'.repeat(200_000)}"}`,
      `{"a":"${'x'.repeat(200_000)}","request":${q}}`,
    ),
    hostileValue.map((v) => toJsonText(v)),
    hostileValue.map((v) => `{"request":${toJsonText(v)}}`),
    fc.constantFrom(...trickyStrings).map((s) => `{"request":${JSON.stringify(s)}}`),
  );
  const contentTypes = fc.constantFrom<Record<string, string>>(
    JSON_TYPE,
    JSON_TYPE,
    JSON_TYPE,
    { 'content-type': 'text/plain' },
    { 'content-type': 'application/json; charset=utf-16' },
    { 'content-type': 'application/x-www-form-urlencoded' },
    { 'content-type': 'multipart/form-data; boundary=x' },
    {},
  );
  const auth = fc.constantFrom<Record<string, string>>(
    {},
    {},
    { authorization: 'Bearer not-a-session' },
    { authorization: 'Bearer' },
    { authorization: 'Bearer    ' },
    { authorization: 'Basic YWRtaW46YWRtaW4=' },
    { authorization: `Bearer ${'x'.repeat(10_000)}` },
    { authorization: "Bearer ' or 1=1 --" },
  );
  const form = fc
    .tuple(fc.constantFrom('', '__proto__[isAdmin]=1&', 'constructor=1&', 'username=a%00b&'), fc.boolean())
    .map(([extra, twice]) => ({
      payload: `${extra}request=${encodeURIComponent(name)}${twice ? `&request=${encodeURIComponent(name)}` : ''}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }));
  return fc
    .oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          payload: texts,
          headers: fc.tuple(contentTypes, auth).map(([c, a]) => ({ ...c, ...a })),
        }),
      },
      { weight: 1, arbitrary: form },
    )
    .map((c) => ({ request: name, ...c }));
}

/** What the demo data holds, so valid inputs also name existing members (a right password, a taken username). */
const HINTS: Hints = {
  strings: [...DEMO_ACCOUNTS.flatMap((a) => [a.email, a.username, a.email.toUpperCase()]), DEMO_PASSWORD, PIN],
};

/** Per request: valid inputs, hostile ones, and broken bodies; mostly hostile, since valid ones reach argon2 and the database. */
function casesFor(name: RequestName): fc.Arbitrary<Omit<FuzzCase, 'caller'>> {
  const contract = requests[name];
  const valid = validInput(contract.input, HINTS).map((fields) => ({
    request: name,
    kind: 'valid' as const,
    payload: bodyOf(name, fields),
    headers: JSON_TYPE,
  }));
  const invalid = invalidInput(contract.input, HINTS).map((fields) => ({
    request: name,
    kind: 'invalid' as const,
    payload: bodyOf(name, fields),
    headers: JSON_TYPE,
  }));
  const body = bodyCases(name).map((c) => ({ ...c, kind: 'body' as const }));
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 15, arbitrary: invalid }, { weight: 1, arbitrary: body });
}

const perRequest = new Map<string, fc.Arbitrary<Omit<FuzzCase, 'caller'>>>();
function caseArbitrary(names: readonly RequestName[], callers: readonly Caller[] = CALLERS): fc.Arbitrary<FuzzCase> {
  for (const name of names) if (!perRequest.has(name)) perRequest.set(name, casesFor(name));
  return fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(...callers))
    .chain(([name, caller]) => perRequest.get(name)!.map((c) => ({ ...c, caller })));
}

// ---------------------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------------------

interface Failure {
  index: number;
  request: string;
  caller: Caller;
  kind: FuzzCase['kind'];
  status: number;
  problems: string[];
  payload: string;
  answer: string;
}

interface Report {
  seed: number;
  cases: number;
  failures: Failure[];
  byKind: Record<FuzzCase['kind'], number>;
  byStatus: Record<number, number>;
  /** Cases whose body was a megabyte or more. */
  big: number;
  ms: number;
  /** CPU time of this process (the app runs in it), less sensitive than `ms` to other work on the machine. */
  cpuMs: number;
  /** The case FUZZ_CASE sent. */
  replayed?: string;
}

const excerpt = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

async function send(t: TestApp, callers: Callers, c: FuzzCase): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api',
    payload: c.payload,
    headers: { ...callers.header(c.caller), ...c.headers },
  });
  return { status: res.statusCode, body: res.body };
}

async function runFuzz(
  t: TestApp,
  callers: Callers,
  options: {
    names?: readonly RequestName[];
    callers?: readonly Caller[];
    runs: number;
    seed: number;
    /** Send only the case of this index (the rest are generated, so the sequence is the run's). */
    only?: number;
  },
): Promise<Report> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const names = options.names ?? (Object.keys(requests) as RequestName[]);
  const report: Report = {
    seed: options.seed,
    cases: 0,
    failures: [],
    byKind: { valid: 0, invalid: 0, body: 0 },
    byStatus: {},
    big: 0,
    ms: 0,
    cpuMs: 0,
  };
  let index = -1;
  const only = options.only;
  await fc.assert(
    fc.asyncProperty(caseArbitrary(names, options.callers), async (c) => {
      index++;
      if (only !== undefined && index !== only) return true;
      const answer = await send(t, callers, c);
      report.cases++;
      report.byKind[c.kind]++;
      if (c.payload.length >= 1024 * 1024) report.big++;
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
      if (only !== undefined)
        report.replayed = `${c.request} as ${c.caller} (${c.kind}) → ${answer.status}\n  sent ${excerpt(c.payload)}\n  got ${excerpt(answer.body)}`;
      // A broken body may have named another request (a second "request" key): its output is unknown.
      const output = c.kind === 'body' ? undefined : requests[c.request as RequestName].output;
      const problems = answerProblems(answer, c.payload, output);
      if (problems.length)
        report.failures.push({
          index,
          request: c.request,
          caller: c.caller,
          kind: c.kind,
          status: answer.status,
          problems,
          payload: excerpt(c.payload),
          answer: excerpt(answer.body),
        });
      // A signed-in caller told its session is gone: a valid logout, deactivation or revocation ended it.
      if (answer.status === 401 && c.caller !== 'logged out' && answer.body.includes('"UNAUTHENTICATED"'))
        await callers.ensure();
      return true;
    }),
    { numRuns: only === undefined ? options.runs : only + 1, seed: options.seed },
  );
  report.ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  report.cpuMs = (used.user + used.system) / 1000;
  return report;
}

function describeFailures(report: Report): string {
  return report.failures
    .slice(0, 20)
    .map(
      (f) =>
        `#${f.index} ${f.request} as ${f.caller} (${f.kind}) → ${f.status}: ${f.problems.join('; ')}\n` +
        `  sent ${f.payload}\n  got ${f.answer}\n  replay: FUZZ_SEED=${report.seed} FUZZ_CASE=${f.index}`,
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------------------------

let t: TestApp;
let callers: Callers;
const summary: string[] = [];

beforeAll(async () => {
  // Limits high enough never to answer 429 (lockouts still may, which is fine), counted in memory: the
  // database store would add a write to every case and test the limiter, not the contracts.
  t = await createTestApp(
    { RATE_LIMIT_MAX: '100000000', LOOKUP_RATE_LIMIT_MAX: '100000000' },
    { rateLimitStore: 'memory' },
  );
  await seedDemo(t.db, t.clock);
  callers = new Callers(t);
  await callers.signInAll();
});

afterAll(async () => {
  if (summary.length) console.log(summary.join('\n'));
  await t?.close();
});

describe('contract fuzzing over the whole registry', () => {
  it(
    `answers ${RUNS} generated cases with no 5xx and only well-formed error bodies`,
    async () => {
      const report = await runFuzz(t, callers, { runs: RUNS, seed: SEED, only: ONLY });
      summary.push(
        `contract fuzz: ${report.cases} cases, ${report.failures.length} failures, seed ${report.seed}, ` +
          `${Math.round(report.ms / 1000)} s (CPU ${Math.round(report.cpuMs / 1000)} s); valid ${report.byKind.valid}, invalid ${report.byKind.invalid}, ` +
          `broken bodies ${report.byKind.body}, ${report.big} of 1 MB or more; statuses ${JSON.stringify(report.byStatus)}; ` +
          `sessions renewed ${callers.renewed}`,
      );
      if (report.replayed) summary.push(`case #${ONLY}: ${report.replayed}`);
      if (report.failures.length) summary.push(describeFailures(report));
      expect(report.cases).toBe(ONLY === undefined ? RUNS : 1);
      expect(report.failures, describeFailures(report)).toEqual([]);
    },
    30 * 60_000,
  );

  it('still answers afterwards', async () => {
    await callers.ensure();
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const traits = await t.call('specialist_trait_query', {});
    expect(traits.status).toBe(200);
    const me = await t.call('marketing_email_types', {}, callers.tokens.get('fan'));
    expect(me.status).toBe(200);
  });
});

/**
 * Inputs the fuzzer found that failed, kept by name. Each is sent as it was, by the caller it failed for,
 * and must pass the same checks as every generated case.
 */
const REGRESSIONS: { name: string; caller: Caller; payload: string; field: string }[] = [
  // Ids are PostgreSQL integers: a safe integer past 2^31 - 1 made the query fail (500). FUZZ_SEED=1, case 37.
  {
    name: 'get_username with an id past int4',
    caller: 'talent',
    payload: '{"request":"get_username","user_id":9007199254740991}',
    field: 'user_id',
  },
  {
    name: 'get_username with 2^31',
    caller: 'logged out',
    payload: '{"request":"get_username","user_id":2147483648}',
    field: 'user_id',
  },
  {
    name: 'agency_switch_user with 2^31',
    caller: 'agency',
    payload: '{"request":"agency_switch_user","sp_id":2147483648}',
    field: 'sp_id',
  },
  {
    name: 'claim_for_id with 2^31',
    caller: 'fan',
    payload: '{"request":"claim_for_id","type":"RECOMMEND","for_id":2147483648}',
    field: 'for_id',
  },
  {
    name: 'update_marketing_email_exclusions with 2^31',
    caller: 'fan',
    payload: '{"request":"update_marketing_email_exclusions","exclusions":[2147483648]}',
    field: 'exclusions.0',
  },
  // PostgreSQL text cannot hold U+0000: the lookup failed (500). FUZZ_SEED=2, case 8416.
  {
    name: 'registered_user with a NUL in the email',
    caller: 'logged out',
    payload: '{"request":"registered_user","email":"a\\u0000b"}',
    field: 'email',
  },
  {
    name: 'login with a NUL after the email',
    caller: 'logged out',
    payload: '{"request":"login","username":"fan@stagepass.test\\u0000","password":"x"}',
    field: 'username',
  },
  // A date shaped YYYY-MM-DD that is on no calendar reached PostgreSQL's ::date cast (500). FUZZ_SEED=1406449070,
  // cases 1571 and 9282.
  {
    name: 'user_events_query from 31 February',
    caller: 'talent',
    payload: '{"request":"user_events_query","latitude":37.77,"longitude":-122.42,"start_date":"1226-02-31"}',
    field: 'start_date',
  },
  {
    name: 'user_events_query to 29 February of a common year',
    caller: 'logged out',
    payload: '{"request":"user_events_query","end_date":"6450-02-29"}',
    field: 'end_date',
  },
  {
    name: 'business_create_update_event starting on 30 February',
    caller: 'business',
    payload:
      '{"request":"business_create_update_event","create":"1","event_name":"Leap","address":"San Francisco, CA","draft":"1","start_time":"2027-02-30T20:00","end_time":"2027-03-01T20:00"}',
    field: 'start_time',
  },
];

/** Inputs the fuzzer found that failed although valid: they must now succeed. */
const VALID_REGRESSIONS: { name: string; caller: Caller; payload: string }[] = [
  // A subnormal latitude (4e-323) is out of range for PostgreSQL's float8: the event-by-id query failed (500).
  // FUZZ_SEED=548492652, case 3944.
  {
    name: 'user_events_query by id from a subnormal position',
    caller: 'fan',
    payload:
      '{"request":"user_events_query","latitude":-4e-323,"longitude":-1.5951017808184854e-155,"for_traits":[1406410931,2147483647],"start_date":"7595-03-03","event_id":1}',
  },
  {
    name: 'user_events_query nearby a subnormal position',
    caller: 'logged out',
    payload: '{"request":"user_events_query","latitude":5e-324,"longitude":-4e-323,"distance":3}',
  },
];

/** Sends a kept input as it was, by the caller it failed for: it must pass the checks of every generated case. */
async function replay(r: { caller: Caller; payload: string }, kind: 'valid' | 'invalid') {
  const answer = await send(t, callers, {
    request: '',
    caller: r.caller,
    kind,
    payload: r.payload,
    headers: JSON_TYPE,
  });
  expect(answerProblems(answer, r.payload), answer.body).toEqual([]);
  return answer;
}

describe('valid inputs the fuzzer found failing', () => {
  for (const r of VALID_REGRESSIONS)
    it(r.name, async () => {
      const answer = await replay(r, 'valid');
      expect(answer.status, answer.body).toBe(200);
    });
});

describe('regressions found by the fuzzer', () => {
  for (const r of REGRESSIONS)
    it(r.name, async () => {
      const answer = await replay(r, 'invalid');
      expect(answer.status, answer.body).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_INPUT', field: r.field });
    });
});

/**
 * The worst bodies: nesting deeper than MAX_JSON_DEPTH is refused while the body arrives, before JSON.parse (which
 * holds the event loop for seconds over millions of levels), and a body larger than its request takes is refused
 * with 413; `__proto__` and `constructor` keys are refused by Fastify's parser itself, at any depth. Meanwhile an
 * ordinary request still answers promptly.
 */
describe('hostile bodies', () => {
  const post = (payload: string) =>
    send(t, callers, { request: '', caller: 'fan', kind: 'body', payload, headers: JSON_TYPE });

  for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 1_000_000])
    it(`refuses ${depth.toLocaleString('en')} levels of nesting with 400, naming the request`, async () => {
      for (const payload of [
        deepNesting(depth, 'array').text,
        `{"request":"get_member_id","username":${deepNesting(depth, 'object').text}}`,
        `{"request":"submit_marketing_form","formId":1,"fields":{"a":${deepNesting(depth, 'array').text}}}`,
        `{"request":"get_member_id","username":${'['.repeat(depth)}{"__proto__":{}}${']'.repeat(depth)}}`,
      ]) {
        const answer = await post(payload);
        expect(answerProblems(answer, payload)).toEqual([]);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({ message: TOO_DEEP, code: 'INVALID_INPUT', field: 'request' });
      }
    });

  it('refuses nesting within the limit by the contract, naming the field (the control)', async () => {
    const depth = MAX_JSON_DEPTH - 3;
    const payload = `{"request":"submit_marketing_form","formId":1,"fields":{"a":${deepNesting(depth, 'array').text}}}`;
    const answer = await post(payload);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_INPUT', field: 'fields.a' });
  });

  it('answers an ordinary request promptly while deep and oversized bodies arrive', async () => {
    const hostile = [
      `{"request":"get_fees","x":${deepNesting(4_500_000, 'array').text}}`,
      `{"request":"get_fees","x":"${'x'.repeat(9 * 1024 * 1024)}"}`,
      `{"request":"${'a'.repeat(5 * 1024 * 1024)}"}`,
    ];
    const sending = hostile.flatMap((payload) => [1, 2, 3].map(() => post(payload)));
    const started = performance.now();
    const ordinary = await t.call('get_fees', {});
    const latency = performance.now() - started;
    const answers = await Promise.all(sending);
    expect(ordinary.status).toBe(200);
    expect(latency).toBeLessThan(500);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 413, 413, 413, 413, 413, 413]);
    for (const [i, answer] of answers.entries()) expect(answerProblems(answer, hostile[Math.floor(i / 3)])).toEqual([]);
  });

  it('refuses __proto__ and constructor keys, escaped or not, with 400', async () => {
    for (const payload of [
      '{"request":"registered_user","email":"a@b.co","__proto__":{"isAdmin":true}}',
      '{"request":"registered_user","email":{"__proto__":{"isAdmin":true}}}',
      '{"request":"registered_user","email":"a@b.co","constructor":{"prototype":{"isAdmin":true}}}',
      '{"request":"registered_user","email":"a@b.co","\\u005f_proto__":{}}',
    ]) {
      const answer = await post(payload);
      expect(answerProblems(answer, payload)).toEqual([]);
      expect(answer.status).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('controls: the checks can fail', () => {
  it('reports the 5xx of a handler that throws', async () => {
    const original = handlers.specialist_trait_query;
    handlers.specialist_trait_query = async () => {
      throw new Error('planted failure');
    };
    try {
      const report = await runFuzz(t, callers, { names: ['specialist_trait_query'], runs: 100, seed: 1 });
      expect(report.failures.length).toBeGreaterThan(0);
      expect(report.failures.every((f) => f.problems.includes('status 500'))).toBe(true);
    } finally {
      handlers.specialist_trait_query = original;
    }
    const report = await runFuzz(t, callers, { names: ['specialist_trait_query'], runs: 100, seed: 1 });
    expect(report.failures).toEqual([]);
  });

  it('reports an error body that carries a stack trace', async () => {
    const original = handlers.specialist_trait_query;
    handlers.specialist_trait_query = async () => {
      throw new AppError('CONFLICT', new Error('planted').stack ?? '');
    };
    try {
      const report = await runFuzz(t, callers, { names: ['specialist_trait_query'], runs: 100, seed: 1 });
      expect(report.failures.length).toBeGreaterThan(0);
      expect(report.failures[0]!.status).toBe(409);
      expect(report.failures[0]!.problems.join()).toMatch(/body shows internals/);
    } finally {
      handlers.specialist_trait_query = original;
    }
  });

  it('reports bodies that are not the error envelope', () => {
    const answer = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
    expect(bodyProblems(answer(400, { message: 'Bad', code: 'INVALID_INPUT', field: 'email' }))).toEqual([]);
    expect(bodyProblems(answer(400, { message: 'Bad', code: 'INVALID_INPUT', stack: 'x' }))).toEqual([
      'error body has key stack',
    ]);
    expect(bodyProblems(answer(400, { error: 'Bad Request', statusCode: 400 })).length).toBeGreaterThan(1);
    expect(bodyProblems(answer(400, { message: 1, code: 'INVALID_INPUT' }))).toContain(
      'error message is not a non-empty string',
    );
    expect(bodyProblems(answer(400, { message: 'x', code: 'NOPE' }))).toContain('unknown error code NOPE');
    expect(bodyProblems({ status: 400, body: '<html>' })[0]).toMatch(/not JSON/);
    expect(bodyProblems(answer(400, { message: 'at /work/main/apps/server/src/x.ts:12', code: 'INTERNAL' }))).toEqual(
      expect.arrayContaining([expect.stringMatching(/internals/)]),
    );
    expect(bodyProblems(answer(500, { message: 'relation "members" does not exist', code: 'INTERNAL' }))).toEqual([
      'body shows internals ("relation \\"members\\" does not exist")',
    ]);
    // An echo of what was sent is not a leak: 'Unknown request: x.ts:1' repeats the name it was given.
    expect(
      bodyProblems(answer(404, { message: 'Unknown request: x.ts:1', code: 'UNKNOWN_REQUEST' }), 'x.ts:1'),
    ).toEqual([]);
    const output = requests.registered_user.output;
    expect(bodyProblems(answer(200, { data: { registered: true } }), '', output)).toEqual([]);
    expect(bodyProblems(answer(200, { data: { registered: 'yes' } }), '', output)[0]).toMatch(/contract's output/);
    expect(bodyProblems(answer(200, { registered: true }))).toEqual(['success body has no data']);
    expect(statusProblem({ status: 502, body: '' })).toBe('status 502');
    expect(statusProblem({ status: 404, body: '' })).toBeNull();
  });
});
