export interface MarketingSubmission {
  formId: number;
  /** spec 000 §3 keys and values. */
  fields: Readonly<Record<string, string>>;
}

/**
 * The marketing tool (DESIGN.md §5): where launch and partner form submissions go after they are
 * stored. `forward` throws when the tool refuses or does not answer; the caller records that and
 * retries later.
 */
export interface MarketingForwarder {
  readonly kind: 'sandbox' | 'mautic';
  forward(submission: MarketingSubmission): Promise<void>;
}
