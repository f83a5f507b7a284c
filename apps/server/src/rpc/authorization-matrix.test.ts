import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CALLERS, type Access, type Caller, type Outcome } from '@stagepass/contract/define';
import { requests, type RequestName } from '@stagepass/contract/registry';
import { NOT_YOUR_CLIENT } from '@stagepass/domain/agency';
import { createTestApp, type TestApp } from '../test/test-app';
import { findById } from '../features/accounts/accounts-repository';
import { AppError } from './app-error';
import { handlers } from './handlers';
import {
  expectedStatuses,
  fixtures,
  foreignFixtures,
  makeShared,
  newWorld,
  type ExpectedStatus,
  type ExpectedStatuses,
  type ForeignCall,
  type Shared,
  type World,
} from './authorization-matrix-fixtures';

/**
 * The authorization matrix (issue 8 §2): every request of the registry, called with a valid input by each of the
 * six callers, must answer what its contract's `access` declares: an allowed caller gets a 2xx (its fixture reaches
 * the handler's success path), unless the fixture declares another status for that cell in `expectedStatuses`, and
 * a refused one exactly the 401 or 403 declared. Owner-scoped requests are also called on
 * another member's object: 404, and nothing of that object in the body. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */

// ---------------------------------------------------------------------------------------------
// The comparison, shared by the suite and its controls

/**
 * Whether a status agrees with a declared outcome: the mismatch, or null. An allowed caller must get a 2xx, or
 * exactly the status its fixture declares for it (`expected`: an object in a state the caller cannot act on).
 */
function compareCell(declared: Outcome, status: number, expected?: ExpectedStatus): string | null {
  if (declared === 'allowed') {
    if (expected)
      return status === expected.status
        ? null
        : `declared allowed, the fixture expects ${expected.status} (${expected.why}), answered ${status}`;
    return status >= 200 && status < 300 ? null : `declared allowed, answered ${status}`;
  }
  return status === declared ? null : `declared ${declared}, answered ${status}`;
}

const OUTCOMES: readonly unknown[] = ['allowed', 401, 403];

/** What keeps a registry from being checked: a request without a declaration, a fixture, or a foreign fixture. */
function coverageProblems(
  registry: Record<string, object>,
  fixtureMap: Record<string, unknown>,
  foreignMap: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const [name, contract] of Object.entries(registry)) {
    const access = (contract as { access?: Partial<Record<string, unknown>> }).access;
    if (!access || typeof access !== 'object') problems.push(`${name}: no access declaration`);
    else {
      for (const caller of CALLERS)
        if (!OUTCOMES.includes(access[caller])) problems.push(`${name}: no outcome declared for ${caller}`);
      if (typeof access.ownerScoped !== 'boolean') problems.push(`${name}: ownerScoped not declared`);
      else if (access.ownerScoped && typeof foreignMap[name] !== 'function')
        problems.push(`${name}: owner-scoped, but no call on another member's object`);
    }
    if (typeof fixtureMap[name] !== 'function') problems.push(`${name}: no fixture`);
  }
  return problems;
}

/**
 * What is wrong with the declared exceptions: one for a request the registry does not have, for a caller the
 * contract does not allow (a refused caller's status is the declaration's), a status that is a 2xx (no exception
 * needed), a 401, 403 or 5xx (allowed means none of those), or no reason given.
 */
function exceptionProblems(registry: Record<string, object>, expected: ExpectedStatuses): string[] {
  const problems: string[] = [];
  for (const [name, cells] of Object.entries(expected)) {
    const access = (registry[name] as { access?: Access } | undefined)?.access;
    if (!access) {
      problems.push(`${name}: an expected status for a request the registry does not have`);
      continue;
    }
    for (const [caller, cell] of Object.entries(cells ?? {})) {
      if (!cell) continue;
      if (access[caller as Caller] !== 'allowed')
        problems.push(`${name} ${caller}: an expected status for a caller the contract does not allow`);
      if (cell.status < 400 || cell.status === 401 || cell.status === 403 || cell.status >= 500)
        problems.push(`${name} ${caller}: ${cell.status} is no status an allowed caller may expect`);
      if (cell.why.trim().length < 10) problems.push(`${name} ${caller}: the expected ${cell.status} says not why`);
    }
  }
  return problems;
}

type Cells = Partial<Record<Caller, string>>;

/** Calls one request as each caller, each in a world of its own, and compares with `access` and `expected`. */
async function checkRequest(
  t: TestApp,
  shared: Shared,
  name: RequestName,
  access: Access,
  expected: ExpectedStatuses = expectedStatuses,
) {
  const statuses: Cells = {};
  const mismatches: string[] = [];
  for (const caller of CALLERS) {
    const w = await newWorld(t, shared, caller);
    const input = await (fixtures[name] as (w: World) => unknown)(w);
    // A fixture the contract refuses would test the 400 path, not the caller's rights.
    const parsed = (requests[name].input as z.ZodType).safeParse(input);
    if (!parsed.success) {
      mismatches.push(`${name} ${caller}: the fixture is not a valid input (${parsed.error.issues[0]?.message})`);
      continue;
    }
    const res = await t.call(name, input as Record<string, unknown>, w.token);
    const mismatch = compareCell(access[caller], res.status, expected[name]?.[caller]);
    statuses[caller] = mismatch ? `${res.status}!` : String(res.status);
    if (mismatch) mismatches.push(`${name} ${caller}: ${mismatch} ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  return { statuses, mismatches };
}

/** The values of `secrets` found in a response body (numbers as whole JSON numbers or digit runs). */
function leaked(body: unknown, secrets: (string | number)[]): (string | number)[] {
  const text = JSON.stringify(body);
  return secrets.filter((s) =>
    typeof s === 'number' ? new RegExp(`(?<!\\d)${s}(?!\\d)`).test(text) : text.toLowerCase().includes(s.toLowerCase()),
  );
}

/** Calls an owner-scoped request on another member's object as each caller it allows: 404, nothing leaked. */
async function checkForeign(t: TestApp, shared: Shared, name: RequestName, access: Access) {
  const statuses: Cells = {};
  const problems: string[] = [];
  const foreign = (
    foreignFixtures as Record<string, (w: World) => ForeignCall<RequestName> | Promise<ForeignCall<RequestName>>>
  )[name];
  if (!foreign) return { statuses, problems: [`${name}: owner-scoped, but no call on another member's object`] };
  for (const caller of CALLERS) {
    if (access[caller] !== 'allowed') continue;
    const w = await newWorld(t, shared, caller);
    const { input, secrets } = await foreign(w);
    const res = await t.call(name, input as Record<string, unknown>, w.token);
    const found = leaked(res.body, secrets);
    const ok = res.status === 404 && found.length === 0;
    statuses[caller] = ok ? '404' : `${res.status}!`;
    if (res.status !== 404) problems.push(`${name} ${caller} on another member's object: answered ${res.status}`);
    if (found.length) problems.push(`${name} ${caller} on another member's object: the body shows ${found.join(', ')}`);
  }
  return { statuses, problems };
}

// ---------------------------------------------------------------------------------------------
// The suite

const names = Object.keys(requests) as RequestName[];
/** The matrix is worth little if many allowed cells are let off their 2xx: raise this only with a reason. */
const MAX_EXCEPTIONS = 12;
const ownerScoped = names.filter((name) => requests[name].access.ownerScoped);

let t: TestApp;
let shared: Shared;
let dataDir: string;
const table = new Map<string, { cells: Cells; foreign?: Cells }>();
let started = 0;
let cpuAtStart: NodeJS.CpuUsage | undefined;

beforeAll(async () => {
  started = performance.now();
  cpuAtStart = process.cpuUsage();
  dataDir = mkdtempSync(join(tmpdir(), 'stagepass-matrix-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  shared = await makeShared();
});

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  const cpu = process.cpuUsage(cpuAtStart);
  if (table.size) console.log(formatTable(table, performance.now() - started, (cpu.user + cpu.system) / 1000));
});

describe('authorization matrix', () => {
  it('has a declaration, a fixture and (owner-scoped) a foreign call for every request of the registry', () => {
    expect(coverageProblems(requests, fixtures, foreignFixtures)).toEqual([]);
  });

  it('declares few exceptions to "allowed answers 2xx", each for an allowed caller, with its reason', () => {
    expect(exceptionProblems(requests, expectedStatuses)).toEqual([]);
    const cells = Object.values(expectedStatuses).flatMap((c) => Object.keys(c ?? {}));
    expect(cells.length).toBeLessThanOrEqual(MAX_EXCEPTIONS);
  });

  for (const name of names) {
    it(`${name}: each caller gets what the contract declares`, async () => {
      const { statuses, mismatches } = await checkRequest(t, shared, name, requests[name].access);
      table.set(name, { ...table.get(name), cells: statuses });
      expect(mismatches).toEqual([]);
    });
  }

  for (const name of ownerScoped) {
    it(`${name}: another member's object answers 404 with nothing of it in the body`, async () => {
      const { statuses, problems } = await checkForeign(t, shared, name, requests[name].access);
      table.set(name, { cells: table.get(name)?.cells ?? {}, foreign: statuses });
      expect(Object.keys(statuses).length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Controls: the suite can fail

describe('authorization matrix controls', () => {
  it('compares a cell as declared: 401 and 403 exactly, allowed a 2xx or the status its fixture expects', () => {
    expect(compareCell('allowed', 200)).toBeNull();
    expect(compareCell('allowed', 204)).toBeNull();
    expect(compareCell('allowed', 400)).toBe('declared allowed, answered 400');
    expect(compareCell('allowed', 404)).toBe('declared allowed, answered 404');
    expect(compareCell('allowed', 409)).toBe('declared allowed, answered 409');
    expect(compareCell('allowed', 403)).toBe('declared allowed, answered 403');
    expect(compareCell('allowed', 500)).toBe('declared allowed, answered 500');
    const taken = { status: 409, why: 'the name is taken' };
    expect(compareCell('allowed', 409, taken)).toBeNull();
    // An exception holds for its status only: a fixture that now succeeds, or fails otherwise, is reported.
    expect(compareCell('allowed', 200, taken)).toBe(
      'declared allowed, the fixture expects 409 (the name is taken), answered 200',
    );
    expect(compareCell('allowed', 400, taken)).toBe(
      'declared allowed, the fixture expects 409 (the name is taken), answered 400',
    );
    expect(compareCell(401, 401)).toBeNull();
    expect(compareCell(401, 403)).toBe('declared 401, answered 403');
    expect(compareCell(403, 200)).toBe('declared 403, answered 200');
  });

  it('reports a planted handler that answers 400 to a valid input, for every caller it allows', async () => {
    const real = handlers.get_fees;
    try {
      handlers.get_fees = async () => {
        throw new AppError('INVALID_INPUT', 'Planted: refuses every input');
      };
      const { mismatches } = await checkRequest(t, shared, 'get_fees', requests.get_fees.access);
      expect(mismatches).toEqual(
        CALLERS.map((caller) =>
          expect.stringMatching(new RegExp(`^get_fees ${caller}: declared allowed, answered 400 `)),
        ),
      );
    } finally {
      handlers.get_fees = real;
    }
    expect((await checkRequest(t, shared, 'get_fees', requests.get_fees.access)).mismatches).toEqual([]);
  });

  it('reports an expected status that does not come, and exceptions that cannot stand', async () => {
    const planted: ExpectedStatuses = { get_fees: { fan: { status: 409, why: 'planted: fees are never a conflict' } } };
    expect((await checkRequest(t, shared, 'get_fees', requests.get_fees.access, planted)).mismatches).toEqual([
      expect.stringMatching(
        /^get_fees fan: declared allowed, the fixture expects 409 \(planted: fees are never a conflict\), answered 200 /,
      ),
    ]);
    const bad = {
      no_such_request: { fan: { status: 409, why: 'a request that is not there' } },
      agency_get_clients: { fan: { status: 409, why: 'fans are refused, not in conflict' } },
      get_fees: { talent: { status: 200, why: 'a 2xx needs no exception' }, business: { status: 403, why: '' } },
    } as unknown as ExpectedStatuses;
    expect(exceptionProblems(requests, bad)).toEqual([
      'no_such_request: an expected status for a request the registry does not have',
      'agency_get_clients fan: an expected status for a caller the contract does not allow',
      'get_fees talent: 200 is no status an allowed caller may expect',
      'get_fees business: 403 is no status an allowed caller may expect',
      'get_fees business: the expected 403 says not why',
    ]);
  });

  it('reports a planted wrong declaration (a copy of a contract access with one cell flipped)', async () => {
    const fees: Access = { ...requests.get_fees.access, loggedOut: 401 };
    expect((await checkRequest(t, shared, 'get_fees', fees)).mismatches).toEqual([
      expect.stringMatching(/^get_fees loggedOut: declared 401, answered 200 /),
    ]);
    const clients: Access = { ...requests.agency_get_clients.access, fan: 'allowed' };
    expect((await checkRequest(t, shared, 'agency_get_clients', clients)).mismatches).toEqual([
      expect.stringMatching(/^agency_get_clients fan: declared allowed, answered 403 /),
    ]);
    const acting: Access = { ...requests.terms_accepted.access, agencyAsClient: 'allowed' };
    expect((await checkRequest(t, shared, 'terms_accepted', acting)).mismatches).toEqual([
      expect.stringMatching(/^terms_accepted agencyAsClient: declared allowed, answered 403 /),
    ]);
  });

  it('reports a request with no declaration, no fixture, or owner-scoped without a foreign call', () => {
    const { access: _access, ...undeclared } = requests.get_fees;
    const planted = {
      ...requests,
      planted_request: { ...undeclared, name: 'planted_request' },
      get_fees: { ...requests.get_fees, access: { ...requests.get_fees.access, ownerScoped: true } },
    };
    expect(coverageProblems(planted, fixtures, foreignFixtures)).toEqual([
      "get_fees: owner-scoped, but no call on another member's object",
      'planted_request: no access declaration',
      'planted_request: no fixture',
    ]);
  });

  it("reports an owner-scoped handler that answers 403 for another member's object, or shows it", async () => {
    const real = handlers.agency_switch_user;
    const access = requests.agency_switch_user.access;
    try {
      handlers.agency_switch_user = async () => {
        throw new AppError('FORBIDDEN', NOT_YOUR_CLIENT);
      };
      expect((await checkForeign(t, shared, 'agency_switch_user', access)).problems).toEqual([
        "agency_switch_user agency on another member's object: answered 403",
      ]);
      handlers.agency_switch_user = async ({ ctx, input }) => {
        const member = await findById(ctx.db, input.sp_id);
        throw new AppError('NOT_FOUND', `${member?.name} is not your client`);
      };
      expect((await checkForeign(t, shared, 'agency_switch_user', access)).problems).toEqual([
        "agency_switch_user agency on another member's object: the body shows Quincy Foreign",
      ]);
    } finally {
      handlers.agency_switch_user = real;
    }
    expect((await checkForeign(t, shared, 'agency_switch_user', access)).problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

function formatTable(rows: Map<string, { cells: Cells; foreign?: Cells }>, ms: number, cpuMs: number): string {
  const columns = [...CALLERS, 'other member'] as const;
  const width = Math.max(...[...rows.keys()].map((n) => n.length), 'request'.length);
  const line = (first: string, cells: string[]) =>
    [first.padEnd(width), ...cells.map((c, i) => c.padEnd(columns[i]!.length))].join('  ');
  const out = [
    `Authorization matrix: ${rows.size} requests × ${CALLERS.length} callers, ${(ms / 1000).toFixed(1)} s ` +
      `(${(cpuMs / 1000).toFixed(1)} s CPU) with the app's start ` +
      `(! = differs from the declaration; "other member" = an owner-scoped request on another member's object)`,
    line('request', [...columns]),
  ];
  for (const [name, { cells, foreign }] of rows) {
    const other = foreign
      ? Object.entries(foreign)
          .map(([caller, status]) => `${status} ${caller}`)
          .join(', ')
      : '';
    out.push(line(name, [...CALLERS.map((c) => cells[c] ?? '-'), other]));
  }
  return out.join('\n');
}
