// The screen sweep: every screen route of every role (sweep-routes.ts), opened as a first load in a fresh page at
// 1440×900 and 390×844, and read by the checks of sweep-checks.ts. Each test is one role at one width and a chunk of
// its routes; it fails naming the routes with findings. sweep-report.ts prints the route × role × width table once
// every test has run (and writes it as JSON and text to the output directory).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { api } from '../accounts-helpers';
import { CHECKS, openAndSettle, runChecks, watchPage, type Findings } from './sweep-checks';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SWEEP_ROLES,
  SWEEP_WIDTHS,
  chunks,
  resultsDir,
  stateDir,
  sweepRoutes,
  unsweptRoutes,
  type SweepIds,
  type SweepResult,
  type SweepRole,
} from './sweep-routes';

/** At most this many routes per test: small enough to spread over the workers, and a failure names few routes. */
const CHUNK = 12;

interface Workers {
  /** The worker's one context of a role, signed in from the setup's storage state. */
  roleContext: (role: SweepRole) => Promise<BrowserContext>;
}

const test = base.extend<object, Workers>({
  roleContext: [
    async ({ browser }, use, workerInfo) => {
      const contexts = new Map<SweepRole, Promise<BrowserContext>>();
      await use((role) => {
        if (!contexts.has(role))
          contexts.set(
            role,
            browser.newContext({
              baseURL: workerInfo.project.use.baseURL,
              viewport: { width: 1440, height: 900 },
              storageState:
                role === 'loggedOut' ? undefined : join(stateDir(workerInfo.project.outputDir), `${role}.json`),
            }),
          );
        return contexts.get(role)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

test('every screen route with a page is swept or skipped with a reason', () => {
  expect(unsweptRoutes()).toEqual([]);
});

/**
 * A context of its own for a route that ends the session (/auth/logout): the role's storage state with a session of
 * its own, signed in through the API, so the shared context's session lives on.
 */
async function ownSession(context: BrowserContext, role: Exclude<SweepRole, 'loggedOut'>): Promise<BrowserContext> {
  const browser = context.browser()!;
  const login = await api<{ session: string }>(context.request, 'login', {
    username: DEMO_ACCOUNTS[role],
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const state = await context.storageState();
  let replaced = 0;
  for (const origin of state.origins)
    for (const item of origin.localStorage) {
      try {
        const value = JSON.parse(item.value) as unknown;
        if (value && typeof value === 'object' && typeof (value as { session?: unknown }).session === 'string') {
          item.value = JSON.stringify({ ...value, session: login.data.session });
          replaced++;
        }
      } catch {
        // Not JSON: not the stored session.
      }
    }
  expect(replaced, 'the stored session was found in the storage state').toBeGreaterThan(0);
  return browser.newContext({ baseURL: undefined, storageState: state, viewport: { width: 1440, height: 900 } });
}

for (const role of SWEEP_ROLES) {
  for (const size of SWEEP_WIDTHS) {
    const routesAt = sweepRoutes(role).filter((r) => !r.oneWidth || size === SWEEP_WIDTHS[0]);
    chunks(routesAt, CHUNK).forEach((routes, i) => {
      test(`${role} at ${size.width}: ${routes.map((r) => r.pattern).join(' ')}`, async ({ roleContext }, testInfo) => {
        test.setTimeout(routes.length * 20_000);
        const ids = JSON.parse(
          readFileSync(join(stateDir(testInfo.project.outputDir), 'ids.json'), 'utf8'),
        ) as SweepIds;
        const baseURL = testInfo.project.use.baseURL!;
        const shared = await roleContext(role);
        const results: SweepResult[] = [];
        for (const route of routes) {
          const context = route.endsSession && role !== 'loggedOut' ? await ownSession(shared, role) : shared;
          const page = await context.newPage();
          await page.setViewportSize({ width: size.width, height: size.height });
          const watch = watchPage(page);
          const url = route.url(ids, role);
          const started = Date.now();
          let findings: Findings;
          const time: Record<string, number> = {};
          try {
            await openAndSettle(page, watch, new URL(url, baseURL).href, time);
            findings = await runChecks(page, watch, time);
          } catch (error) {
            findings = Object.fromEntries(CHECKS.map((c) => [c, []])) as unknown as Findings;
            findings.console.push(`the page did not open: ${String(error).split('\n')[0]}`);
          }
          const landed = new URL(page.url());
          results.push({
            role,
            width: size.width,
            pattern: route.pattern,
            url,
            landed: `${landed.pathname}${landed.search}`,
            ms: Date.now() - started,
            time,
            findings,
          });
          await page.close();
          if (context !== shared) await context.close();
        }
        mkdirSync(resultsDir(testInfo.project.outputDir), { recursive: true });
        writeFileSync(
          join(resultsDir(testInfo.project.outputDir), `${role}-${size.width}-${i}.json`),
          JSON.stringify(results, null, 2),
        );

        const failing = results
          .filter((r) => CHECKS.some((c) => (r.findings[c] ?? []).length > 0))
          .map((r) => ({
            route: `${r.url} → ${r.landed}`,
            ...Object.fromEntries(CHECKS.filter((c) => r.findings[c]?.length).map((c) => [c, r.findings[c]])),
          }));
        expect(failing, `${role} at ${size.width} px: routes with findings`).toEqual([]);
      });
    });
  }
}
