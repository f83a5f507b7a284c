import { expect, type Page } from '@playwright/test';

/**
 * Issue 13's XSS corpus: each entry, if it ever ran as markup, would call `window.__xssHit(n)` (or open a dialog).
 * Every text a member types is stored as text and rendered as text, so each must show up literally and none may
 * run. Letters are in each, so the fields that need letters (post title and caption) accept them.
 */
export const XSS_CORPUS = [
  '<script>window.__xssHit(1)</script>Script tag',
  '<img src=x onerror="window.__xssHit(2)">Image handler',
  '<svg onload="window.__xssHit(3)"><circle r="1"/></svg>Svg onload',
  '<a href="javascript:window.__xssHit(4)">javascript link</a>',
  'javascript:window.__xssHit(5)',
  '"><iframe srcdoc="<script>parent.__xssHit(6)</script>"></iframe>Quote break',
  '<div style="background:url(\'javascript:window.__xssHit(7)\')" onmouseover="window.__xssHit(8)">Hover me</div>',
  '<details open ontoggle="window.__xssHit(9)">Details toggle</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xssHit(10)">Math</style></mglyph></table></mtext></math>',
] as const;

/** One entry per text field, so a field's text can be told apart on a page: the corpus entry with a label. */
export const xssText = (field: string, i: number) => `${field} ${XSS_CORPUS[i % XSS_CORPUS.length]}`;

/**
 * Arms the page: a hit or any dialog is recorded (the page is not blocked by an alert). Call before the first
 * navigation; then `expectNoXss(page)` after the pages were seen.
 */
export async function armXssTrap(page: Page): Promise<{ hits: string[] }> {
  const hits: string[] = [];
  await page.exposeFunction('__xssReport', (what: string) => hits.push(what));
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHit: (n: number) => void; __xssReport: (s: string) => void };
    w.__xssHit = (n) => w.__xssReport(`corpus entry ${n} ran`);
  });
  page.on('dialog', (dialog) => {
    hits.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { hits };
}

export function expectNoXss(trap: { hits: string[] }) {
  expect(trap.hits, 'no corpus entry may run').toEqual([]);
}

/**
 * What a payload of the corpus would leave in the page if it were ever rendered as markup: a frame, the corpus's
 * broken image, SVG and details, any element carrying an inline handler (onerror, onmouseover, onload, ontoggle), and
 * a script element. The app renders none of these inside main, so any one found came from a payload.
 */
export const PAYLOAD_ELEMENTS = [
  'main iframe',
  'main img[src="x"]',
  'main svg[onload]',
  'main details[ontoggle]',
  'main [onerror]',
  'main [onmouseover]',
  'main [onload]',
  'main [ontoggle]',
  'main script',
].join(', ');

/** Every anchor on the page whose href is a javascript: URL (a rendered link must never be one). */
export async function javascriptLinks(page: Page): Promise<string[]> {
  return page.$$eval('a[href]', (as) =>
    as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*javascript:/i.test(h)),
  );
}
