// City launch pages and their marketing forms (spec 000 §2.12, §3, §5, §7): the cities, the form ids,
// the field keys each form sends and the submit rules. The launch page and the server's
// submit_marketing_form run the same functions, so a form the page accepts is one the server accepts.

export type LaunchCityId = 'ny' | 'sf' | 'sac' | 'sd' | 'la';
/** spec 000 §2.12: the first form joins the launch; the second applies to be a partner. */
export type MarketingFormKind = 'launch' | 'partner';
/** spec 000 §2.12: 'Are You A' Talent or Business. */
export type LaunchRole = 'talent' | 'business';

export interface LaunchCity {
  id: LaunchCityId;
  /** The {city} of every launch text ('Join the {city} Launch'). */
  name: string;
  /** The city in running text ('launching in the SF Bay Area', 'launching in Los Angeles'). */
  inText: string;
  /** Every route that shows the page; the first is the canonical one. */
  paths: readonly string[];
  forms: Record<MarketingFormKind, Record<LaunchRole, number>>;
}

/**
 * spec 000 §2.12 routes and §7 form ids. The SF Bay Area has two readings in §7; issue #4 settles on
 * launch talent 7 / business 12 and partner talent 4 / business 13 (10 and 15 are Sacramento's).
 * New York's route is not in the spec; issue #4 adds /ny, /nyc and /newyork.
 */
export const LAUNCH_CITIES: Record<LaunchCityId, LaunchCity> = {
  ny: {
    id: 'ny',
    name: 'New York',
    inText: 'New York',
    paths: ['/ny', '/nyc', '/newyork'],
    forms: { launch: { talent: 1, business: 21 }, partner: { talent: 2, business: 20 } },
  },
  sf: {
    id: 'sf',
    name: 'SF Bay Area',
    inText: 'the SF Bay Area',
    paths: ['/sf', '/thebay', '/bay', '/bayarea', '/sanfrancisco', '/santacruz', '/sanjose', '/oakland'],
    forms: { launch: { talent: 7, business: 12 }, partner: { talent: 4, business: 13 } },
  },
  sac: {
    id: 'sac',
    name: 'Sacramento',
    inText: 'Sacramento',
    paths: ['/sac', '/sactown', '/sacramento'],
    forms: { launch: { talent: 10, business: 15 }, partner: { talent: 3, business: 14 } },
  },
  sd: {
    id: 'sd',
    name: 'San Diego',
    inText: 'San Diego',
    paths: ['/sd', '/sandiego'],
    forms: { launch: { talent: 9, business: 17 }, partner: { talent: 6, business: 16 } },
  },
  la: {
    id: 'la',
    name: 'Los Angeles',
    inText: 'Los Angeles',
    paths: ['/la', '/losangeles', '/socal'],
    forms: { launch: { talent: 8, business: 19 }, partner: { talent: 5, business: 18 } },
  },
};

export interface MarketingForm {
  id: number;
  city: LaunchCityId;
  kind: MarketingFormKind;
  role: LaunchRole;
}

/** Every marketing form, by id. */
export const MARKETING_FORMS: ReadonlyMap<number, MarketingForm> = new Map(
  Object.values(LAUNCH_CITIES).flatMap((city) =>
    (['launch', 'partner'] as const).flatMap((kind) =>
      (['talent', 'business'] as const).map((role): [number, MarketingForm] => {
        const id = city.forms[kind][role];
        return [id, { id, city: city.id, kind, role }];
      }),
    ),
  ),
);

export function marketingForm(id: number): MarketingForm | null {
  return MARKETING_FORMS.get(id) ?? null;
}

export function launchCityForPath(path: string): LaunchCity | null {
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  return Object.values(LAUNCH_CITIES).find((c) => c.paths.includes(p)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Field keys

/**
 * spec 000 §3: the marketing form field keys (sent to the marketing tool as mauticform[key]).
 * Where §3 gives two spellings, the launch form uses the first and the partner form the second:
 * f_name / f_name1, instagram_handle / instagram.
 */
export const MARKETING_FIELD_KEYS = [
  'f_name',
  'f_name1',
  'email',
  'primary_talent',
  'instagram_handle',
  'instagram',
  'mobile_number',
  'youtube_channel_link_opti',
  'about_you',
  'why_partner_with_us',
  'why_partner',
  'address',
  'phone_number',
  'website',
  'business_contact_name',
  'business_contact_phone_nu',
] as const;
export type MarketingFieldKey = (typeof MARKETING_FIELD_KEYS)[number];

export function isMarketingFieldKey(key: string): key is MarketingFieldKey {
  return (MARKETING_FIELD_KEYS as readonly string[]).includes(key);
}

export interface MarketingFieldSpec {
  key: MarketingFieldKey;
  /** The form's submit rule checks it (spec 000 §5); others may be empty, but are checked when filled. */
  required: boolean;
}

const req = (key: MarketingFieldKey): MarketingFieldSpec => ({ key, required: true });
const opt = (key: MarketingFieldKey): MarketingFieldSpec => ({ key, required: false });

/**
 * spec 000 §3 fields and §5 submit rules, in the order the form shows them (and the CSV export lists them).
 * - Launch, talent: name, email, trait; the instagram handle is not checked.
 * - Launch, business: also address, phone, website, contact name, contact phone.
 * - Partner, talent: name, description (about you), why-partner, email, phone, trait, YouTube
 *   (optional, valid when filled).
 * - Partner, business: only description and why-partner; the rest is carried over from the launch
 *   sign-up, so it may be empty (after a reload) but is checked when present.
 */
export const MARKETING_FORM_FIELDS: Record<MarketingFormKind, Record<LaunchRole, readonly MarketingFieldSpec[]>> = {
  launch: {
    talent: [req('f_name'), req('email'), req('primary_talent'), opt('instagram_handle')],
    business: [
      req('f_name'),
      req('email'),
      req('primary_talent'),
      req('address'),
      req('phone_number'),
      req('website'),
      req('business_contact_name'),
      req('business_contact_phone_nu'),
    ],
  },
  partner: {
    talent: [
      req('f_name1'),
      req('email'),
      req('primary_talent'),
      req('mobile_number'),
      opt('instagram'),
      opt('youtube_channel_link_opti'),
      req('about_you'),
      req('why_partner_with_us'),
    ],
    business: [
      opt('f_name1'),
      opt('email'),
      opt('primary_talent'),
      opt('address'),
      opt('phone_number'),
      opt('website'),
      opt('business_contact_name'),
      opt('business_contact_phone_nu'),
      req('about_you'),
      req('why_partner'),
    ],
  },
};

export function marketingFormFields(form: Pick<MarketingForm, 'kind' | 'role'>): readonly MarketingFieldSpec[] {
  return MARKETING_FORM_FIELDS[form.kind][form.role];
}

// ---------------------------------------------------------------------------------------------
// Field rules and messages

/** spec 000 §5: shown when a submit rule fails. */
export const LAUNCH_INVALID_INPUT = 'One or more fields has invalid input.';
/** spec 000 §5: a repeat submit after success (the server answers it for the same email and form). */
export const LAUNCH_ALREADY_SUBMITTED = "You've already sent us a submission.";
export const MARKETING_FORM_UNKNOWN = 'Unknown marketing form.';
export const MARKETING_FIELD_UNKNOWN = 'This form has no such field.';
export const MARKETING_FIELD_REQUIRED = 'Required';
export const MARKETING_TRAIT_REQUIRED = 'Please choose one from the list.';
export const MARKETING_WEBSITE_INVALID = 'Invalid website address. It must start with http:// or https://.';
export const MARKETING_YOUTUBE_INVALID = 'Invalid YouTube link.';
export const MARKETING_TEXT_NEEDS_LETTER = 'Please write at least one word.';
export const MARKETING_ADDRESS_INVALID = 'Please enter an address.';
export const MARKETING_FIELD_TOO_LONG = 'This field is too long.';

/** Longest value accepted per field: free texts get room for a paragraph or two, the rest a line. */
export const MARKETING_TEXT_MAX_LENGTH = 3000;
export const MARKETING_LINE_MAX_LENGTH = 300;
const LONG_TEXT_KEYS: readonly MarketingFieldKey[] = ['about_you', 'why_partner_with_us', 'why_partner'];

export function marketingFieldMaxLength(key: MarketingFieldKey): number {
  return LONG_TEXT_KEYS.includes(key) ? MARKETING_TEXT_MAX_LENGTH : MARKETING_LINE_MAX_LENGTH;
}

/**
 * The values as they are stored and forwarded: trimmed, empty optional fields left out, in the form's
 * field order. Call after marketingSubmissionProblems found none.
 */
export function normalizeMarketingFields(
  form: Pick<MarketingForm, 'kind' | 'role'>,
  fields: Readonly<Record<string, string>>,
): Partial<Record<MarketingFieldKey, string>> {
  const out: Partial<Record<MarketingFieldKey, string>> = {};
  for (const { key } of marketingFormFields(form)) {
    const value = fields[key]?.trim() ?? '';
    if (value === '') continue;
    out[key] = key === 'email' ? value.toLowerCase() : value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Page texts (spec 000 §2.12, §4, §5), verbatim; {city} is LaunchCity.name.

export const launchJoinHeading = (city: string) => `Join the ${city} Launch`;
export const LAUNCH_ROLE_QUESTION = 'Are You A';
export const LAUNCH_ROLE_LABELS: Record<LaunchRole, string> = { talent: 'Talent', business: 'Business' };
/** spec 000 §2.12 step 3: the benefit list heading by role. */
export const LAUNCH_BENEFITS_HEADING: Record<LaunchRole, string> = {
  talent: 'Joining as a TALENT + CREATOR',
  business: 'Joining as a BUSINESS',
};
export const LAUNCH_BENEFITS_TITLE = 'WHAT YOU GET';
export const LAUNCH_BENEFITS = [
  'Access to emerging talent and performers',
  'Promotional exposure',
  'Easy booking tools',
  'Audience growth through co-promotion',
  'Perks for early partners',
] as const;
export const launchFormHeading = (city: string, role: LaunchRole) =>
  `Join our ${city} Launch As A ${role === 'talent' ? 'Talent + Creator' : 'Business'}`;
export const launchThankYou = (city: string) =>
  `Thank you for joining the ${city} Launch! We'll follow up with more details about the ${city} Launch via email soon.`;
export const PARTNER_SECTION_HEADING = 'Partner With Us';
export const PARTNER_APPLY_BUTTON = 'Apply to be a partner';
export const READY_TO_START = 'Ready to get started?';
/** spec 000 §2.12 step 5 capitalises it differently after the partner application. */
export const READY_TO_START_AFTER_PARTNER = 'Ready to get Started?';
export const SIGN_UP_ON_WEB = 'Sign up on web';
export const PARTNER_THANK_YOU = 'Thank you for applying to partner with us.';
export const PARTNER_SELECTED: Record<LaunchRole, string> = {
  talent: 'Selected talent & creators will be contacted directly for early bookings and launch promotion.',
  business: 'Selected businesses & event promoters will be contacted directly for collaboration & launch promotion.',
};

// spec 000 §4: dialogs.
export const launchConfirmTitle = (city: string) => `Join the ${city} Launch`;
export const LAUNCH_CONFIRM_BUTTON = 'Join';
export const LAUNCH_SUCCESS_TITLE = "You're in!";
export const launchSuccessBody = (city: string) => `Welcome to the ${city} Launch!`;
export const LAUNCH_SUCCESS_BUTTON = 'Dismiss';
export const PARTNER_CONFIRM_TITLE = 'Confirm Partner Application';
export const PARTNER_CONFIRM_BUTTON = 'Apply';
export const PARTNER_SUCCESS_TITLE = 'Partner Application Sent';
export const PARTNER_SUCCESS_BODY = 'Your partner application was sent.';
export const PARTNER_SUCCESS_BUTTON = 'Close';

// spec 000 §5: the bot check.
export const BOT_CHECK_PENDING = 'Checking for bots, please wait...';
export const BOT_DETECTED = 'Bot detected. Submission blocked.';
