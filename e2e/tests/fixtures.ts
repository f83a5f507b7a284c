import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Whether React has taken over the page. The public pages arrive prerendered (<html data-prerendered>) and are on
 * screen before any script runs; React hydrates them a moment later, and until then a click on a button does
 * nothing. Hydrated elements carry React's fiber, so the page is ready once every element under #root has one
 * (resource hints aside).
 * Pages rendered on the client (the dashboards) are ready as soon as they are there.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.documentElement.hasAttribute('data-prerendered')) return true;
    // React 19 hoists <link>, <meta>, <style> and <title> to the head: the copies the prerender left in place stay.
    const elements = document.querySelectorAll('#root *:not(link, meta, style, title, script)');
    return (
      elements.length > 0 &&
      [...elements].every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
    );
  });
}

/** Playwright's test, whose page waits for a prerendered page to hydrate after each goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
  },
});
