// Flag as Inappropriate (spec 001 §3 Case report, §6, §7 get_report_codes / report_new_case, §8 media report): the
// reasons a member may give, the kinds of item that can be reported, and who may report what. Texts in quotes of
// the spec are verbatim; the reasons and the rest are ours (the spec shows none).

// ---------------------------------------------------------------------------------------------
// What can be reported

/**
 * spec 001 §3 Case report 'type': a media report is type 5 (§7: 'report a case with type 5, a description and a
 * payload of user_id and media_index'). The other numbers are ours; 4 is left unused.
 */
export const REPORT_TYPES = { profile: 1, post: 2, comment: 3, media: 5 } as const;
export type ReportItemKind = keyof typeof REPORT_TYPES;
export type ReportType = (typeof REPORT_TYPES)[ReportItemKind];

export function reportKindOf(type: ReportType): ReportItemKind {
  return (Object.keys(REPORT_TYPES) as ReportItemKind[]).find((k) => REPORT_TYPES[k] === type)!;
}

// ---------------------------------------------------------------------------------------------
// The reasons (get_report_codes)

export interface ReportCode {
  code: string;
  label: string;
  /** An account-level reason (for_acct): about the member, not one thing they posted. */
  for_acct: boolean;
  /** A reason about content (a post, a comment, a photo or video). */
  for_content: boolean;
}

export const REPORT_CODES: readonly ReportCode[] = [
  { code: 'SPAM', label: 'Spam or scam', for_acct: true, for_content: true },
  { code: 'HARASSMENT', label: 'Harassment or bullying', for_acct: true, for_content: true },
  { code: 'HATE', label: 'Hate speech or symbols', for_acct: true, for_content: true },
  { code: 'NUDITY', label: 'Nudity or sexual content', for_acct: false, for_content: true },
  { code: 'VIOLENCE', label: 'Violence or threats', for_acct: false, for_content: true },
  { code: 'INTELLECTUAL_PROPERTY', label: 'Uses my work without permission', for_acct: false, for_content: true },
  { code: 'IMPERSONATION', label: 'Pretending to be someone else', for_acct: true, for_content: false },
  { code: 'UNDERAGE', label: 'May be under 18', for_acct: true, for_content: false },
  { code: 'OTHER', label: 'Something else', for_acct: true, for_content: true },
];

export const REPORT_CODE_VALUES = REPORT_CODES.map((c) => c.code) as [string, ...string[]];

/** get_report_codes: the account-level reasons (for_acct), else those for content. */
export function reportCodesFor(forAcct: boolean): ReportCode[] {
  return REPORT_CODES.filter((c) => (forAcct ? c.for_acct : c.for_content));
}

/** A profile is reported with the account reasons; a post, comment or media item with the content ones. */
export function isCodeFor(code: string, kind: ReportItemKind): boolean {
  return reportCodesFor(kind === 'profile').some((c) => c.code === code);
}

/** The most a description may hold. */
export const REPORT_DESCRIPTION_MAX = 1000;

/**
 * One member may file at most this many reports an hour (anything more is a flood, not a report); the same item
 * reported again while the first report is open answers that report instead of filing another.
 */
export const REPORTS_PER_HOUR = 20;

// ---------------------------------------------------------------------------------------------
// Texts

/** spec 001 §8 'Media report', verbatim. */
export const MEDIA_REPORTED = 'Media Reported';
export const MEDIA_REPORT_FAILED = 'Error reporting media';

/** spec 001 §6 'Flag as Inappropriate is shown only to logged-in users'. */
export const FLAG_AS_INAPPROPRIATE = 'Flag as Inappropriate';

// Ours: the other kinds' notices, the dialog, and the refusals.
export const REPORTED: Record<ReportItemKind, string> = {
  profile: 'Profile Reported',
  post: 'Post Reported',
  comment: 'Comment Reported',
  media: MEDIA_REPORTED,
};
export const REPORT_FAILED: Record<ReportItemKind, string> = {
  profile: 'Error reporting profile',
  post: 'Error reporting post',
  comment: 'Error reporting comment',
  media: MEDIA_REPORT_FAILED,
};
export const REPORT_NOT_FOUND: Record<ReportItemKind, string> = {
  profile: 'That member was not found.',
  post: 'That post was not found.',
  comment: 'That comment was not found.',
  media: 'That photo or video was not found.',
};
export const REPORT_DIALOG_TITLE = 'Flag as Inappropriate';
export const REPORT_REASON_LABEL = 'Reason';
export const REPORT_REASON_REQUIRED = 'Please choose a reason.';
export const REPORT_DESCRIPTION_LABEL = 'Description';
export const REPORT_DESCRIPTION_HINT = 'Tell us what is wrong (optional).';
export const REPORT_SUBMIT = 'Report';
export const REPORT_CODE_MISMATCH = 'Please choose one of the reasons listed.';
export const REPORT_OWN_ITEM = 'You cannot report your own profile or content.';
export const tooManyReportsMessage = (perHour = REPORTS_PER_HOUR) =>
  `You can send at most ${perHour} reports an hour. Please try again later.`;
