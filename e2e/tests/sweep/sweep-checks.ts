// The screen sweep's checks: what makes a screen look unfinished, each a function that reads an opened page and
// returns its findings (strings naming what is wrong and where). sweep.spec.ts runs them on every route of every
// role; sweep-controls.spec.ts plants each problem on a real page and shows its check reports it.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';
import { untilHydrated } from '../fixtures';

export const CHECKS = ['console', 'mantine', 'text-cut', 'table', 'overflow', 'axe'] as const;
export type CheckName = (typeof CHECKS)[number];
export type Findings = Record<CheckName, string[]>;

// ---------------------------------------------------------------------------------------------------------------
// 1. Console errors and failed requests.

/** A console error, an uncaught exception or a failed request, as the page saw it. */
export interface PageProblem {
  kind: 'console' | 'pageerror' | 'response' | 'requestfailed';
  text: string;
  url?: string;
  status?: number;
  /** An API call's request name and the code and message of its answer. */
  detail?: string;
}

/**
 * What the sweep expects a page to log or fail, each with its reason; anything else is a finding. Keep it short: an
 * entry here hides a class of problems on every screen.
 */
export const EXPECTED: readonly {
  reason: string;
  matches: (p: PageProblem, page: { navigatedAway: boolean }) => boolean;
}[] = [
  {
    // Chromium logs every failed load as a console error too; the 'response' and 'requestfailed' problems name
    // the request itself, so the console line would only repeat them.
    reason: 'the console line of a failed load, reported with its URL as a failed request',
    matches: (p) => p.kind === 'console' && /^Failed to load resource:/.test(p.text),
  },
  {
    // The mobile hand-off pages open the app by its stagepass:// link; a browser without the app (and, here, without
    // a click) refuses it, and the page offers its buttons instead.
    reason: "the mobile hand-off's attempt to open the app's stagepass:// link",
    matches: (p) => p.kind === 'console' && /^Not allowed to launch 'stagepass:\/\//.test(p.text),
  },
  {
    // A redirect that loads another document (/auth/logout opens the server root) cuts the first one's requests.
    reason: 'requests cut short when the page loads another document',
    matches: (p, page) => p.kind === 'requestfailed' && page.navigatedAway && p.text === 'net::ERR_ABORTED',
  },
];

/** Watches a page from before its first load: its console errors, uncaught exceptions and failed requests. */
export function watchPage(page: Page) {
  const problems: PageProblem[] = [];
  let documents = 0;
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const pending: Promise<void>[] = [];
  const busy = (r: Request) => {
    inFlight.add(r);
    lastActivity = Date.now();
  };
  const done = (r: Request) => {
    inFlight.delete(r);
    lastActivity = Date.now();
  };
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push({ kind: 'console', text: m.text(), url: m.location().url });
  });
  page.on('pageerror', (e) => problems.push({ kind: 'pageerror', text: `${e.name}: ${e.message}` }));
  page.on('request', busy);
  page.on('requestfinished', done);
  page.on('requestfailed', (r: Request) => {
    done(r);
    // A media element's range request is cancelled by the browser once it has what it needs: not a failure.
    if (r.resourceType() === 'media' && r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push({ kind: 'requestfailed', text: r.failure()?.errorText ?? 'failed', url: r.url() });
  });
  page.on('response', (r: Response) => {
    // A stream stays open for as long as the page does (the members' message stream, a song playing): the page is
    // settled once it has answered.
    if (/text\/event-stream/.test(r.headers()['content-type'] ?? '') || r.request().resourceType() === 'media')
      done(r.request());
    if (r.status() < 400) return;
    const problem: PageProblem = {
      kind: 'response',
      text: `${r.status()} ${r.request().method()}`,
      url: r.url(),
      status: r.status(),
    };
    problems.push(problem);
    // An API call is named by its request and answered with a code: both go in the finding.
    if (new URL(r.url()).pathname === '/api') {
      const name = (r.request().postDataJSON() as { request?: string } | null)?.request;
      pending.push(
        r
          .json()
          .then((body: { code?: string; message?: string }) => {
            problem.detail = `${name ?? '?'}: ${body.code ?? ''} ${body.message ?? ''}`.trimEnd();
          })
          .catch(() => {
            problem.detail = name ?? '?';
          }),
      );
    }
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) documents++;
  });
  return {
    problems,
    /** Main-frame navigations so far (a client-side route change counts too). */
    navigations: () => documents,
    /** The API answers' bodies, read for the findings. */
    read: () => Promise.all(pending),
    /** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
    async idle(quietMs = 250, maxMs = 10_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}
export type PageWatch = ReturnType<typeof watchPage>;

/** Check 1: the page's console errors, uncaught exceptions and failed requests the allowlist does not expect. */
export function consoleAndNetwork(watch: PageWatch): string[] {
  const navigatedAway = watch.navigations() > 1;
  const seen = new Set<string>();
  return watch.problems
    .filter((p) => !EXPECTED.some((e) => e.matches(p, { navigatedAway })))
    .map((p) => {
      const where = p.url ? ` ${shortUrl(p.url)}` : '';
      if (p.kind === 'response') return `request failed: ${p.text}${where}${p.detail ? ` ${p.detail}` : ''}`;
      if (p.kind === 'requestfailed') return `request failed: ${p.text}${where}`;
      return `${p.kind === 'console' ? 'console error' : 'uncaught exception'}: ${p.text.slice(0, 300)}`;
    })
    .filter((f) => !seen.has(f) && seen.add(f));
}

function shortUrl(url: string): string {
  const u = new URL(url);
  return u.origin.startsWith('http://127.0.0.1') ? `${u.pathname}${u.search}` : url;
}

// ---------------------------------------------------------------------------------------------------------------
// Opening a route.

/**
 * A first load of `url` in `page` and what it settles into: the prerendered page hydrated, no request in flight,
 * the fonts loaded, lazily loaded screens (their chunks and data) in place. A redirect that navigates on is
 * followed to the page it lands on.
 */
export async function openAndSettle(
  page: Page,
  watch: PageWatch,
  url: string,
  time: Record<string, number> = {},
): Promise<void> {
  let t = Date.now();
  const lap = (name: string) => {
    time[name] = (time[name] ?? 0) + Date.now() - t;
    t = Date.now();
  };
  await page.goto(url, { waitUntil: 'load' });
  lap('goto');
  for (let round = 0; round < 4; round++) {
    const before = watch.navigations();
    await page.waitForLoadState('load');
    await hydrated(page);
    lap('hydrate');
    await watch.idle();
    lap('idle');
    try {
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
    } catch (error) {
      // The page moved on while being read (/auth/logout opens the landing): settle the page it went to.
      if (/Execution context was destroyed/.test(String(error))) continue;
      throw error;
    }
    // Mantine's transitions (menus, collapses, skeletons giving way) run up to 200 ms.
    await page.waitForTimeout(200);
    await watch.idle();
    lap('settle');
    if (watch.navigations() === before) return;
  }
}

/** untilHydrated, given up after 20 s: a page whose scripts failed would otherwise hold the test to its timeout. */
async function hydrated(page: Page): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the page did not hydrate in 20 s')), 20_000);
  });
  try {
    await Promise.race([untilHydrated(page), late]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// In-page helpers, installed once per page.

/** Installs window.__sweep: describe(element) for findings, and visible(element). */
async function helpers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __sweep?: unknown };
    if (w.__sweep) return;
    const describe = (el: Element): string => {
      const tag = el.tagName.toLowerCase();
      const staticClass = [...el.classList].find((c) => c.startsWith('mantine-'));
      const id = el.id ? `#${el.id}` : '';
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const text = label ? ` "${label.length > 40 ? `${label.slice(0, 39)}…` : label}"` : '';
      return `<${tag}${id}${staticClass ? `.${staticClass}` : ''}>${text}`;
    };
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    w.__sweep = { describe, visible };
  });
}
interface InPage {
  describe: (el: Element) => string;
  visible: (el: Element) => boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Mantine components whose styles did not apply.

/**
 * Check 2: every element carrying a Mantine generated class (m_ and hex) has that class in a rule of the loaded
 * stylesheets (the app loads Mantine's styles per component, so a component whose sheet is not imported renders
 * unstyled); and the computed-style probes of the components a review saw unstyled.
 */
export async function unstyledMantine(page: Page): Promise<string[]> {
  await helpers(page);
  return page.evaluate(() => {
    const { describe, visible } = (window as unknown as { __sweep: InPage }).__sweep;
    const findings: string[] = [];
    const defined = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) defined.add(m[1]!);
        if (rule instanceof CSSImportRule && rule.styleSheet) walk(rule.styleSheet.cssRules);
        // @layer, @media, @supports, @container blocks, and rules nested in a style rule.
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
      try {
        walk(sheet.cssRules);
      } catch {
        // A cross-origin sheet cannot be read; the app loads none.
      }
    }
    const missing = new Map<string, Element[]>();
    for (const el of document.querySelectorAll('[class*="m_"]')) {
      for (const c of el.classList)
        if (/^m_[0-9a-f]+$/.test(c) && !defined.has(c)) missing.set(c, [...(missing.get(c) ?? []), el]);
    }
    for (const [c, els] of missing)
      findings.push(
        `class ${c} has no stylesheet rule: ${describe(els[0]!)}${els.length > 1 ? ` and ${els.length - 1} more` : ''}`,
      );

    const probe = (selector: string, wrong: (el: Element, s: CSSStyleDeclaration) => string | null) => {
      const hits: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        const why = wrong(el, getComputedStyle(el));
        if (why) hits.push(`${why}: ${describe(el.closest('[class*="-root"]') ?? el)}`);
      }
      if (hits.length) findings.push(`${hits[0]}${hits.length > 1 ? ` and ${hits.length - 1} more` : ''}`);
    };
    // Chip: its native input is hidden (Mantine gives it no size and no opacity); the label is the chip.
    probe('.mantine-Chip-input', (el, s) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && Number(s.opacity) > 0 ? 'Chip shows its native input' : null;
    });
    // Tabs: the list lays the tabs in a row, and the selected tab is marked apart from the others.
    probe('.mantine-Tabs-list', (el, s) => {
      if (!visible(el)) return null;
      if (!/flex/.test(s.display)) return `Tabs list is display ${s.display}, not flex`;
      const tabs = [...el.querySelectorAll('.mantine-Tabs-tab')];
      const selected = tabs.find((t) => t.getAttribute('aria-selected') === 'true');
      const other = tabs.find((t) => t.getAttribute('aria-selected') !== 'true');
      if (!selected || !other) return null;
      const look = (t: Element) =>
        [t, '::before', '::after']
          .map((pseudo) => {
            const c = typeof pseudo === 'string' ? getComputedStyle(t, pseudo) : getComputedStyle(t);
            return [
              c.borderBottomColor,
              c.borderTopColor,
              c.borderLeftColor,
              c.borderRightColor,
              c.backgroundColor,
              c.color,
              c.boxShadow,
              c.content,
            ].join();
          })
          .join('|');
      return look(selected) === look(other) ? 'Tabs: the selected tab looks like the others' : null;
    });
    // Radio and Checkbox: Mantine draws them; the native control has appearance none.
    probe('.mantine-Radio-radio, .mantine-Checkbox-input', (el, s) =>
      visible(el) && s.appearance !== 'none'
        ? `native ${el.matches('.mantine-Radio-radio') ? 'radio' : 'checkbox'} (appearance ${s.appearance})`
        : null,
    );
    // PillsInput and TagsInput: a pill is an inline-flex chip of text and its remove button (in a flex row of pills
    // the browser computes it as flex; an unstyled pill is inline, or block there).
    probe('.mantine-Pill-root', (el, s) =>
      visible(el) && !/flex/.test(s.display) ? `Pill is display ${s.display}, not inline-flex` : null,
    );
    // ColorSwatch: a round swatch.
    probe('.mantine-ColorSwatch-root', (el, s) =>
      visible(el) && parseFloat(s.borderTopLeftRadius) === 0 ? 'ColorSwatch has square corners' : null,
    );
    // PasswordInput: the show/hide toggle sits inside the field.
    probe('.mantine-PasswordInput-visibilityToggle', (el) => {
      if (!visible(el)) return null;
      const field = el.closest('.mantine-PasswordInput-wrapper, .mantine-Input-wrapper');
      if (!field) return 'PasswordInput toggle outside its field';
      const t = el.getBoundingClientRect();
      const f = field.getBoundingClientRect();
      const inside = t.left >= f.left - 1 && t.right <= f.right + 1 && t.top >= f.top - 1 && t.bottom <= f.bottom + 1;
      return inside ? null : 'PasswordInput toggle outside its field';
    });
    return findings;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Text cut inside a button, badge, link, tab or table header.

/**
 * Check 3: a button, badge, link, tab or table header (or its Mantine label or inner span) whose text is wider than
 * its box while overflow or an ellipsis hides the rest; or one cut by an ancestor that hides its overflow.
 */
export async function textCut(page: Page): Promise<string[]> {
  await helpers(page);
  return page.evaluate(() => {
    const { describe, visible } = (window as unknown as { __sweep: InPage }).__sweep;
    const findings: string[] = [];
    const roots = document.querySelectorAll('button, a, [role="button"], [role="tab"], th, .mantine-Badge-root');
    const inner =
      '.mantine-Button-label, .mantine-Button-inner, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-NavLink-label, .mantine-NavLink-body, .mantine-Anchor-root';
    const hides = (s: CSSStyleDeclaration) => s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
    const seen = new Set<Element>();
    for (const root of roots) {
      if (!visible(root) || !(root.textContent ?? '').trim()) continue;
      // A part of a bigger control (a link inside a button) is judged with it.
      if (seen.has(root)) continue;
      const parts = [root, ...root.querySelectorAll(inner)];
      parts.forEach((p) => seen.add(p));
      let cut: string | null = null;
      for (const el of parts) {
        const s = getComputedStyle(el);
        if (s.display === 'inline' || !visible(el)) continue;
        if (el.scrollWidth > el.clientWidth + 1 && hides(s)) {
          // The overflow is the text's (not a picture's or a child box's): some of its text lies past the box.
          const box = el.getBoundingClientRect();
          const left = box.left + el.clientLeft + 1;
          const right = box.left + el.clientLeft + el.clientWidth - 1;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let past = 0;
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!(n.textContent ?? '').trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            for (const r of range.getClientRects()) past = Math.max(past, r.right - right, left - r.left);
          }
          if (past > 0) {
            cut = `text cut (${el.scrollWidth} px of content in ${el.clientWidth} px)`;
            break;
          }
        }
      }
      if (!cut) {
        // Cut by an ancestor that hides its overflow: the control reaches past the ancestor's box but is not
        // wholly outside it (a slide scrolled out of view is not cut, it is elsewhere).
        const r = root.getBoundingClientRect();
        for (let a = root.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowY === 'auto' || s.overflowY === 'scroll')
            break;
          if (s.position === 'fixed') break;
          const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip';
          const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip';
          if (!clipsX && !clipsY) continue;
          const b = a.getBoundingClientRect();
          const overlaps = r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;
          if (!overlaps) break;
          const outX = clipsX && (r.right > b.right + 1 || r.left < b.left - 1);
          const outY = clipsY && (r.bottom > b.bottom + 1 || r.top < b.top - 1);
          if (outX || outY) {
            cut = `cut by ${describe(a).split('>')[0]}> (${outX ? 'width' : 'height'})`;
            break;
          }
        }
      }
      if (cut) findings.push(`${cut}: ${describe(root)}`);
    }
    return findings;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 4. A table wider than its container without a scroll cue.

/**
 * Check 4: a table wider than the nearest ancestor's visible width passes only if that ancestor scrolls
 * sideways and a [data-scroll-cue] element of its wrapper is visible while there is more to scroll.
 */
export async function tableWithoutCue(page: Page): Promise<string[]> {
  await helpers(page);
  return page.evaluate(() => {
    const { describe, visible } = (window as unknown as { __sweep: InPage }).__sweep;
    const findings: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!visible(table)) continue;
      const width = table.getBoundingClientRect().width;
      let box: Element | null = table.parentElement;
      while (box && box !== document.documentElement && width <= box.clientWidth + 1) box = box.parentElement;
      if (!box) continue;
      const viewWidth = box === document.documentElement ? innerWidth : box.clientWidth;
      if (width <= viewWidth + 1) continue;
      const name = describe(table.querySelector('th, caption') ?? table);
      const s = getComputedStyle(box);
      if (!(s.overflowX === 'auto' || s.overflowX === 'scroll') || box === document.documentElement) {
        findings.push(
          `table ${Math.round(width)} px wide in ${Math.round(viewWidth)} px that does not scroll: ${name}`,
        );
        continue;
      }
      const moreToScroll = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      const wrapper = box.parentElement ?? box;
      const cue = [...wrapper.querySelectorAll('[data-scroll-cue]')].some((c) => visible(c));
      if (moreToScroll && !cue)
        findings.push(
          `table ${Math.round(width)} px wide scrolls in ${Math.round(viewWidth)} px with no visible scroll cue: ${name}`,
        );
    }
    return findings;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 5. The page wider than the window.

/** Check 5: the page scrolls sideways (wider than the window): the widest elements that reach past it. */
export async function pageOverflow(page: Page): Promise<string[]> {
  await helpers(page);
  return page.evaluate(() => {
    const { describe } = (window as unknown as { __sweep: InPage }).__sweep;
    const doc = document.documentElement;
    if (doc.scrollWidth <= innerWidth) return [];
    const past = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (r.right > innerWidth + 1 || r.left < -1);
    };
    // Elements past the window's edge that no ancestor keeps in (one that clips or scrolls inside the window).
    const offenders = [...document.body.querySelectorAll('*')].filter((el) => {
      if (!past(el)) return false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && !past(a)) return false;
      }
      return true;
    });
    const set = new Set(offenders);
    const outermost = offenders
      .filter((el) => !el.parentElement || !set.has(el.parentElement))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map((el) => `${describe(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`);
    return [
      `page is ${doc.scrollWidth} px wide in a ${innerWidth} px window: ${outermost.join('; ') || 'no element found'}`,
    ];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 6. axe.

/**
 * The rules axe runs by default that can find a serious or critical violation (a rule's impact is the most its
 * checks report): the moderate and minor ones (region, the landmark rules, heading order…) could never fail the
 * sweep, and skipping them makes each page's run shorter.
 */
const SERIOUS_RULES = (
  axe as unknown as { _audit: { rules: { id: string; impact?: string; enabled?: boolean }[] } }
)._audit.rules
  .filter((r) => r.enabled !== false && (r.impact === 'serious' || r.impact === 'critical'))
  .map((r) => r.id);

/** Check 6: axe's serious and critical violations (colour contrast included): the rule and its first targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  // In the page itself (legacy mode: no helper page per run) and not in frames: the website builder's preview is a
  // sandboxed frame that runs no script, where axe would never answer.
  const { violations } = await new AxeBuilder({ page })
    .withRules(SERIOUS_RULES)
    .setLegacyMode(true)
    // Only the violations are read: axe skips describing what passed.
    .options({ iframes: false, resultTypes: ['violations'] })
    .exclude('iframe')
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => {
      // One finding per element (the first four): the same element shows on many pages and is fixed once. Its
      // selector's last steps, and the start of its markup without classes (Mantine's generated ones say nothing).
      const shown = v.nodes.slice(0, 4).map((n) => {
        const full = n.target.join(' ');
        const target =
          full
            .split(' > ')
            .slice(-2)
            .join(' > ')
            .replace(/\.m_[0-9a-f]+/g, '') || full;
        const html = n.html.replace(/\s(class|style)="[^"]*"/g, '').replace(/\s+/g, ' ');
        return `${v.id} (${v.impact}): ${target} ${html.length > 100 ? `${html.slice(0, 99)}…` : html}`;
      });
      if (v.nodes.length > 4) shown.push(`${v.id} (${v.impact}): and ${v.nodes.length - 4} more elements`);
      return shown;
    });
}

// ---------------------------------------------------------------------------------------------------------------

/** Every check on an opened, settled page. */
export async function runChecks(page: Page, watch: PageWatch, time: Record<string, number> = {}): Promise<Findings> {
  let t = Date.now();
  const dom = {
    mantine: await unstyledMantine(page),
    'text-cut': await textCut(page),
    table: await tableWithoutCue(page),
    overflow: await pageOverflow(page),
  };
  time.dom = Date.now() - t;
  t = Date.now();
  const axe = await axeViolations(page);
  time.axe = Date.now() - t;
  await watch.read();
  return { console: consoleAndNetwork(watch), ...dom, axe };
}
