import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { ASSET_HTML_PURIFY_CONFIG, bodyTeaser, enforceAssetHtmlRules } from '@stagepass/domain/assets';

// spec 001 §3 asset_data, issue 14: a blog's or newsletter's HTML body is sanitised here, before it is stored, to the
// rich-text subset of packages/domain/src/assets.ts (the web sanitises it again on display). A DOMPurify instance of
// its own, over a jsdom window that never loads anything, so its hook touches no other sanitising.
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as WindowLike);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeType === window.Node.ELEMENT_NODE) enforceAssetHtmlRules(node as unknown as Element);
});

/** The body as it may be stored and shown: only the subset's tags and attributes, links http(s), pictures http(s) or /media/. */
export function sanitizeAssetHtml(html: string): string {
  return purify.sanitize(html, { ...ASSET_HTML_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/**
 * The automatic preview text of those without access: the first words of a sanitised body (blocks apart), a small
 * share of it and never all of it (domain bodyTeaser); null for a body too short to tease.
 */
export function previewOfHtml(safeHtml: string): string | null {
  return bodyTeaser(textOfHtml(safeHtml));
}

/** The text of a sanitised body, its blocks apart. */
export function textOfHtml(safeHtml: string): string {
  const template = window.document.createElement('template');
  // Inert: a template's content is parsed, never rendered or fetched.
  template.innerHTML = safeHtml.replace(/<\/(p|h[1-3]|li|blockquote|pre)>|<br\s*\/?>/gi, (m) => `${m} `);
  return template.content.textContent ?? '';
}
