// The submit rules of the city launch forms (spec 000 §5): apart from launch.ts because the phone
// check carries libphonenumber's metadata, which the launch page loads only with its form. The page
// and the server's submit_marketing_form run these same functions.

import { INVALID_EMAIL, NAME_FORMAT } from './accounts';
import {
  type LaunchRole,
  MARKETING_ADDRESS_INVALID,
  MARKETING_FIELD_REQUIRED,
  MARKETING_FIELD_TOO_LONG,
  MARKETING_FIELD_UNKNOWN,
  MARKETING_TEXT_NEEDS_LETTER,
  MARKETING_TRAIT_REQUIRED,
  MARKETING_WEBSITE_INVALID,
  MARKETING_YOUTUBE_INVALID,
  type MarketingFieldKey,
  type MarketingForm,
  marketingFieldMaxLength,
  marketingFormFields,
} from './launch';
import { INVALID_PHONE_NUMBER, isValidPhone } from './phone-numbers';
import { hasLetter, isBlank } from './text';
import { isEmail, isName, isUrl, isYoutubeLink } from './validators';

export interface MarketingRuleOptions {
  /** Whose form it is: in a business's forms the name field is the business name. */
  role?: LaunchRole;
  /**
   * spec 000 §5: 'a talent or business type must be chosen from the list'. The labels of that list
   * (the form's role decides which); when omitted only a non-empty choice is required.
   */
  traits?: readonly string[];
}

/**
 * The problem with one filled-in value, or null when it is valid (spec 000 §5). The page uses this for
 * each field's validity flag; an empty optional field is valid (the YouTube link starts valid).
 */
export function marketingFieldProblem(
  key: MarketingFieldKey,
  value: string,
  options: MarketingRuleOptions = {},
): string | null {
  const v = value.trim();
  if (v.length > marketingFieldMaxLength(key)) return MARKETING_FIELD_TOO_LONG;
  switch (key) {
    case 'f_name':
    case 'f_name1':
      // A business's name is the business name ('Club 21', 'Bar & Grill'): spec 000 §5 asks it for a
      // letter only; the name format is for people's names.
      if (options.role === 'business') return hasLetter(v) ? null : MARKETING_TEXT_NEEDS_LETTER;
      return isName(v) && hasLetter(v) ? null : NAME_FORMAT;
    case 'business_contact_name':
      return isName(v) && hasLetter(v) ? null : NAME_FORMAT;
    case 'email':
      return isEmail(v) ? null : INVALID_EMAIL;
    case 'primary_talent': {
      if (isBlank(v)) return MARKETING_TRAIT_REQUIRED;
      if (!options.traits) return null;
      const wanted = v.toLowerCase();
      return options.traits.some((t) => t.toLowerCase() === wanted) ? null : MARKETING_TRAIT_REQUIRED;
    }
    case 'phone_number':
    case 'mobile_number':
    case 'business_contact_phone_nu':
      return isValidPhone(v) ? null : INVALID_PHONE_NUMBER;
    case 'website':
      return isUrl(v) ? null : MARKETING_WEBSITE_INVALID;
    case 'youtube_channel_link_opti':
      return v === '' || isYoutubeLink(v) ? null : MARKETING_YOUTUBE_INVALID;
    case 'address':
      return hasLetter(v) ? null : MARKETING_ADDRESS_INVALID;
    case 'about_you':
    case 'why_partner_with_us':
    case 'why_partner':
      // spec 000 §5: description and why-partner must be non-empty and hold at least one letter.
      return !isBlank(v) && hasLetter(v) ? null : MARKETING_TEXT_NEEDS_LETTER;
    case 'instagram_handle':
    case 'instagram':
      return null;
  }
}

export interface MarketingFieldError {
  /** The §3 key, or 'formId'. */
  key: string;
  message: string;
}

/**
 * Every problem with a submission to `form`, in the form's field order: keys the form does not have,
 * required fields left empty, and filled fields that fail their rule. Empty means it may be sent.
 */
export function marketingSubmissionProblems(
  form: Pick<MarketingForm, 'kind' | 'role'>,
  fields: Readonly<Record<string, string>>,
  options: MarketingRuleOptions = {},
): MarketingFieldError[] {
  const specs = marketingFormFields(form);
  const problems: MarketingFieldError[] = [];
  for (const key of Object.keys(fields)) {
    if (!specs.some((s) => s.key === key)) problems.push({ key, message: MARKETING_FIELD_UNKNOWN });
  }
  for (const { key, required } of specs) {
    const value = fields[key] ?? '';
    if (value.trim() === '') {
      if (required) problems.push({ key, message: MARKETING_FIELD_REQUIRED });
      continue;
    }
    const problem = marketingFieldProblem(key, value, { ...options, role: form.role });
    if (problem) problems.push({ key, message: problem });
  }
  return problems;
}
