import { createHash } from 'node:crypto';
import {
  MARKETING_FIELD_REQUIRED,
  LAUNCH_ALREADY_SUBMITTED,
  MARKETING_FORM_UNKNOWN,
  type LaunchRole,
  marketingForm,
  normalizeMarketingFields,
} from '@stagepass/domain/launch';
import { marketingSubmissionProblems } from '@stagepass/domain/launch-rules';
import type { Executor } from '@stagepass/db/client';
import type { Handler } from '../../rpc/context';
import { AppError } from '../../rpc/app-error';
import { listBusinessTraitTypes, listSpecialistTraits } from '../talent/talent-repository';
import * as submissions from './launch-repository';

/** The forms are public: at most this many submissions an hour from one address, so a script cannot flood them. */
export const SUBMISSIONS_PER_IP_PER_HOUR = 20;
export const TOO_MANY_SUBMISSIONS = 'Too many submissions from your network. Please try again in an hour.';

// spec 000 §7: one submission per form id with the §3 fields; spec 000 §5: the same submit rules as
// the launch page, and one submission per email per form ("You've already sent us a submission.").
export const submit_marketing_form: Handler<'submit_marketing_form'> = async ({ ctx, input }) => {
  const form = marketingForm(input.formId);
  if (!form) throw new AppError('INVALID_INPUT', `formId: ${MARKETING_FORM_UNKNOWN}`, 'formId');

  const traits = await traitLabels(ctx.db, form.role);
  const [problem] = marketingSubmissionProblems(form, input.fields, { traits });
  // The spec's texts go as they are; a missing field is named, as for every request.
  if (problem) {
    const message = problem.message === MARKETING_FIELD_REQUIRED ? `${problem.key}: Required` : problem.message;
    throw new AppError('INVALID_INPUT', message, problem.key);
  }
  const fields = normalizeMarketingFields(form, input.fields);

  const now = ctx.clock.now();
  const ipHash = createHash('sha256').update(ctx.ip).digest('hex');
  const recent = await submissions.countFromIpSince(ctx.db, ipHash, new Date(now - 3_600_000));
  if (recent >= SUBMISSIONS_PER_IP_PER_HOUR) throw AppError.tooManyRequests(TOO_MANY_SUBMISSIONS, 3_600);

  const stored = await submissions.insert(ctx.db, {
    formId: form.id,
    fields,
    email: fields.email ?? null,
    adId: input.ad_id ?? null,
    ipHash,
    createdAt: new Date(now),
  });
  if (!stored) throw new AppError('CONFLICT', LAUNCH_ALREADY_SUBMITTED, 'email');
  // Forwarded after the row is committed; the visitor's answer never waits on the marketing tool.
  ctx.marketing.kick();
  return { success: true as const };
};

/** spec 000 §5: the trait must come from the list the page offered: talent traits and sub-traits, or business types. */
async function traitLabels(db: Executor, role: LaunchRole): Promise<string[]> {
  if (role === 'business') return (await listBusinessTraitTypes(db)).map((t) => t.name);
  return (await listSpecialistTraits(db)).flatMap((t) => [t.name, ...t.subTraits.map((s) => s.name)]);
}
