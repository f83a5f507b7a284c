import { marketingForm, marketingFormFields } from '@stagepass/domain/launch';
import type { Executor } from '@stagepass/db/client';
import { toCsv } from './csv';
import * as submissions from './launch-repository';

/**
 * The staff export of one form's submissions (issue #4), oldest first: when it came, the ad it came
 * from, every §3 field of the form in the form's order, and whether it reached the marketing tool.
 */
export async function exportSubmissionsCsv(db: Executor, formId: number): Promise<string> {
  const form = marketingForm(formId);
  if (!form) throw new Error(`Unknown form id ${formId}`);
  const keys = marketingFormFields(form).map((f) => f.key);
  const rows = await submissions.listByForm(db, formId);
  return toCsv([
    ['id', 'submitted_at', 'form_id', 'ad_id', ...keys, 'forwarded_at', 'last_error'],
    ...rows.map((s) => [
      s.id,
      s.createdAt.toISOString(),
      s.formId,
      s.adId,
      ...keys.map((k) => s.fields[k] ?? ''),
      s.forwardedAt?.toISOString() ?? '',
      s.lastError,
    ]),
  ]);
}
