// Staff export of marketing form submissions (issue #4):
//   npm run export-forms -w @stagepass/server -- --form 7 [--out file.csv] [--bom]
// Uses the same configuration and database as the server (DATA_DIR or DATABASE_URL).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@stagepass/db/client';
import { MARKETING_FORMS } from '@stagepass/domain/launch';
import { loadConfig } from '../config';
import { exportSubmissionsCsv } from '../features/launch/export-submissions';

const USAGE = 'Usage: npm run export-forms -w @stagepass/server -- --form <id> [--out file.csv] [--bom]';

const { values } = parseArgs({
  options: {
    form: { type: 'string' },
    out: { type: 'string' },
    // A UTF-8 byte order mark, so Excel reads accented names correctly.
    bom: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const formId = Number(values.form);
if (!values.form || !Number.isInteger(formId) || !MARKETING_FORMS.has(formId)) {
  const known = [...MARKETING_FORMS.values()].map((f) => `${f.id} (${f.city} ${f.kind} ${f.role})`).join(', ');
  console.error(`${USAGE}\nKnown form ids: ${known}`);
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
try {
  const csv = (values.bom ? '\uFEFF' : '') + (await exportSubmissionsCsv(handle.db, formId));
  if (values.out) {
    // npm runs workspace scripts in the workspace folder; a relative --out means where npm was typed.
    const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
    await writeFile(out, csv);
    console.error(`Wrote form ${formId} to ${out}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await handle.close();
}
