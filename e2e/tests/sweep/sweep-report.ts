// The screen sweep's table (the sweep config's global teardown): every route × role × width the sweep tests opened,
// with what failed there or 'ok', printed at the end of the run and written to the output directory as
// sweep-table.txt and sweep-table.json.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { resultsDir, SWEEP_ROLES, SWEEP_WIDTHS, type SweepResult } from './sweep-routes';

export default function sweepReport(config: FullConfig): void {
  const outputDir = config.projects.find((p) => p.name === 'sweep')?.outputDir;
  if (!outputDir || !existsSync(resultsDir(outputDir))) return;
  const results = readdirSync(resultsDir(outputDir))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(join(resultsDir(outputDir), f), 'utf8')) as SweepResult[]);
  if (results.length === 0) return;
  const order = (r: SweepResult) =>
    SWEEP_ROLES.indexOf(r.role) * 10 + SWEEP_WIDTHS.findIndex((w) => w.width === r.width);
  results.sort((a, b) => a.pattern.localeCompare(b.pattern) || order(a) - order(b));

  const cell = (r: SweepResult) => {
    const failed = Object.entries(r.findings).filter(([, f]) => f.length > 0);
    return failed.length ? failed.map(([check, f]) => `${check} ${f.length}`).join(', ') : 'ok';
  };
  const rows = results.map((r) => [
    r.pattern,
    r.role,
    String(r.width),
    cell(r),
    `${(r.ms / 1000).toFixed(1)} s`,
    r.landed,
  ]);
  const head = ['route', 'role', 'width', 'result', 'time', 'landed on'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();

  const perCheck = new Map<string, number>();
  for (const r of results)
    for (const [check, f] of Object.entries(r.findings))
      if (f.length) perCheck.set(check, (perCheck.get(check) ?? 0) + 1);
  const failing = results.filter((r) => cell(r) !== 'ok');
  const summary = [
    `Screen sweep: ${results.length} pages (route × role × width), ${failing.length} with findings, ` +
      `${(results.reduce((t, r) => t + r.ms, 0) / 1000).toFixed(0)} s of page time.`,
    `Pages with findings by check: ${[...perCheck].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}.`,
  ];
  const details = failing.flatMap((r) => [
    `${r.url} as ${r.role} at ${r.width} (landed on ${r.landed}):`,
    ...Object.entries(r.findings).flatMap(([check, f]) => f.map((x) => `  [${check}] ${x}`)),
  ]);
  const text = [...summary, '', line(head), ...rows.map(line), '', ...byProblem(failing), '', ...details].join('\n');
  writeFileSync(join(outputDir, 'sweep-table.txt'), `${text}\n`);
  writeFileSync(join(outputDir, 'sweep-table.json'), JSON.stringify(results, null, 2));
  console.log(
    `\n${[...summary, '', line(head), ...rows.map(line), '', ...byProblem(failing)].join('\n')}\n\n` +
      `(each page's findings: ${join(outputDir, 'sweep-table.txt')}; as data: sweep-table.json)`,
  );
}

/**
 * The findings by problem, most pages first: one problem shows on many pages (a header component on every
 * dashboard), and is fixed once. Generated ids and sizes are left out of the comparison.
 */
function byProblem(failing: SweepResult[]): string[] {
  const problems = new Map<string, { example: string; pages: Map<string, string[]> }>();
  for (const r of failing)
    for (const [check, findings] of Object.entries(r.findings))
      for (const f of findings) {
        const key = `${check} ${f.replace(/mantine-[a-z0-9]{9}/g, 'mantine-…').replace(/\d+/g, '#')}`;
        const problem = problems.get(key) ?? { example: `[${check}] ${f}`, pages: new Map<string, string[]>() };
        const where = problem.pages.get(r.url) ?? [];
        if (!where.includes(`${r.role} ${r.width}`)) where.push(`${r.role} ${r.width}`);
        problem.pages.set(r.url, where);
        problems.set(key, problem);
      }
  const count = (p: { pages: Map<string, string[]> }) => [...p.pages.values()].reduce((n, w) => n + w.length, 0);
  return [
    'Findings by problem (pages it shows on):',
    ...[...problems.values()]
      .sort((a, b) => count(b) - count(a))
      .flatMap((p) => [
        `${count(p)} × ${p.example}`,
        `    on ${[...p.pages].map(([url, where]) => `${url} (${where.join(', ')})`).join('; ')}`,
      ]),
  ];
}
