// The launch and partner forms of spec 000 §2.12 / §3 as the page shows them: which fields, their
// labels, their validity flags and what is sent. The rules themselves are
// @stagepass/domain/launch-rules', the same functions the server runs.

import {
  type LaunchRole,
  type MarketingFieldKey,
  type MarketingFormKind,
  marketingFormFields,
  normalizeMarketingFields,
} from '@stagepass/domain/launch';
import { marketingFieldProblem, marketingSubmissionProblems } from '@stagepass/domain/launch-rules';
import type { TraitOption } from '../hooks/use-launch-page-data';

export type FieldInput = 'text' | 'email' | 'tel' | 'url' | 'trait' | 'textarea';

export interface FieldDef {
  key: MarketingFieldKey;
  label: string;
  input: FieldInput;
  autoComplete?: string;
}

/** Field values as typed; primary_talent holds the chosen option's index (spec 000 §3). */
export type FormValues = Partial<Record<MarketingFieldKey, string>>;

const traitLabel = (role: LaunchRole) => (role === 'talent' ? 'Primary Talent' : 'Business Type');

/** spec 000 §3: the fields each form shows, in order. */
export function visibleFields(kind: MarketingFormKind, role: LaunchRole): FieldDef[] {
  if (kind === 'launch' && role === 'talent') {
    return [
      { key: 'f_name', label: 'Name', input: 'text', autoComplete: 'name' },
      { key: 'email', label: 'Email', input: 'email', autoComplete: 'email' },
      { key: 'primary_talent', label: traitLabel(role), input: 'trait' },
      { key: 'instagram_handle', label: 'Instagram Handle', input: 'text' },
    ];
  }
  if (kind === 'launch') {
    return [
      { key: 'f_name', label: 'Business Name', input: 'text', autoComplete: 'organization' },
      { key: 'email', label: 'Email', input: 'email', autoComplete: 'email' },
      { key: 'primary_talent', label: traitLabel(role), input: 'trait' },
      { key: 'address', label: 'Address', input: 'text', autoComplete: 'street-address' },
      { key: 'phone_number', label: 'Phone Number', input: 'tel', autoComplete: 'tel' },
      { key: 'website', label: 'Website', input: 'url', autoComplete: 'url' },
      { key: 'business_contact_name', label: 'Business Contact Name', input: 'text', autoComplete: 'name' },
      { key: 'business_contact_phone_nu', label: 'Business Contact Phone', input: 'tel', autoComplete: 'tel' },
    ];
  }
  if (role === 'talent') {
    return [
      { key: 'f_name1', label: 'Name', input: 'text', autoComplete: 'name' },
      { key: 'email', label: 'Email', input: 'email', autoComplete: 'email' },
      { key: 'primary_talent', label: traitLabel(role), input: 'trait' },
      { key: 'mobile_number', label: 'Mobile Number', input: 'tel', autoComplete: 'tel' },
      { key: 'instagram', label: 'Instagram', input: 'text' },
      { key: 'youtube_channel_link_opti', label: 'YouTube Channel Link (optional)', input: 'url' },
      { key: 'about_you', label: 'About You', input: 'textarea' },
      { key: 'why_partner_with_us', label: 'Why Partner With Us?', input: 'textarea' },
    ];
  }
  // spec 000 §3: 'the business form shows only the last two inputs; the rest are carried over'.
  return [
    { key: 'about_you', label: 'About You', input: 'textarea' },
    { key: 'why_partner', label: 'Why Partner With Us?', input: 'textarea' },
  ];
}

/** Labels for the confirm dialog, which also lists carried-over business values. */
export const FIELD_LABELS: Record<MarketingFieldKey, string> = {
  f_name: 'Name',
  f_name1: 'Name',
  email: 'Email',
  primary_talent: 'Talent or Type',
  instagram_handle: 'Instagram',
  instagram: 'Instagram',
  mobile_number: 'Phone',
  youtube_channel_link_opti: 'YouTube',
  about_you: 'About You',
  why_partner_with_us: 'Why Partner With Us?',
  why_partner: 'Why Partner With Us?',
  address: 'Address',
  phone_number: 'Phone',
  website: 'Website',
  business_contact_name: 'Contact Name',
  business_contact_phone_nu: 'Contact Phone',
};

/** The value as sent: the trait index becomes its label. */
export function fieldText(key: MarketingFieldKey, values: FormValues, traits: readonly TraitOption[]): string {
  const raw = values[key] ?? '';
  if (key !== 'primary_talent') return raw;
  return traits.find((t) => t.value === raw)?.label ?? '';
}

/**
 * spec 000 §4: 'Each launch field has a validity flag; all start invalid except the YouTube link, which
 * starts valid because it is optional.' The problem message when the flag is down, else null.
 */
export function fieldProblem(
  def: FieldDef,
  kind: MarketingFormKind,
  role: LaunchRole,
  values: FormValues,
  traits: readonly TraitOption[],
): string | null {
  const value = fieldText(def.key, values, traits);
  const spec = marketingFormFields({ kind, role }).find((s) => s.key === def.key);
  if (value.trim() === '' && spec && !spec.required) return null;
  return marketingFieldProblem(def.key, value, { role, traits: traits.map((t) => t.label) });
}

/** The fields to send: the visible ones, plus carried-over launch values for the business partner form. */
export function submission(
  kind: MarketingFormKind,
  role: LaunchRole,
  values: FormValues,
  traits: readonly TraitOption[],
  carried: Readonly<Record<string, string>> = {},
): { fields: Record<string, string>; problems: number } {
  const raw: Record<string, string> = { ...carried };
  for (const def of visibleFields(kind, role)) raw[def.key] = fieldText(def.key, values, traits);
  const form = { kind, role };
  const problems = marketingSubmissionProblems(form, raw, { traits: traits.map((t) => t.label) }).length;
  return { fields: normalizeMarketingFields(form, raw) as Record<string, string>, problems };
}

/**
 * What a business partner application carries over from the launch sign-up (spec 000 §3): the launch
 * keys as the partner form names them (f_name → f_name1).
 */
export function carryToPartner(launchFields: Readonly<Record<string, string>>): Record<string, string> {
  const { f_name, ...rest } = launchFields;
  const out: Record<string, string> = { ...rest };
  delete out.instagram_handle;
  if (f_name) out.f_name1 = f_name;
  return out;
}
