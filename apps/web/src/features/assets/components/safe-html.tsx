import DOMPurify from 'dompurify';
import { ASSET_HTML_PURIFY_CONFIG, enforceAssetHtmlRules } from '@stagepass/domain/assets';

// A DOMPurify instance of its own (its hook touches no other sanitising), created once in the browser.
let purifier: ReturnType<typeof DOMPurify> | null = null;

function purify(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeType === Node.ELEMENT_NODE) enforceAssetHtmlRules(node as Element);
    });
  }
  return purifier;
}

/**
 * A blog's or newsletter's body, sanitised again before it is shown (issue 14: sanitised on the server before it is
 * stored, and again on display), to the rich-text subset of packages/domain/src/assets.ts. The server's copy is
 * trusted for nothing.
 */
export function sanitizeForDisplay(html: string): string {
  return purify().sanitize(html, { ...ASSET_HTML_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** What the body is, for assistive technology ('Body of Harbor Lights'). */
  label?: string;
}

/** The one place an HTML body is rendered as HTML: only after sanitizeForDisplay. */
export function SafeHtml({ html, className, label }: SafeHtmlProps) {
  return (
    <div
      className={className ? `asset-body ${className}` : 'asset-body'}
      aria-label={label}
      // Sanitised just above, with the subset's own DOMPurify instance.
      dangerouslySetInnerHTML={{ __html: sanitizeForDisplay(html) }}
    />
  );
}
