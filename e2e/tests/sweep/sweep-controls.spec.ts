// The screen sweep's controls: on a real route (the pricing page, as a visitor opens it), each problem the sweep is
// for is planted, and the sweep's own path (openAndSettle, then runChecks) must report it under its check. A check
// that is broken (finds nothing) fails its control.
import { expect, test, type Page } from '@playwright/test';
import { openAndSettle, runChecks, watchPage, type CheckName } from './sweep-checks';

const ROUTE = '/auth/pricing';

test.describe.configure({ mode: 'parallel' });

async function open(page: Page, width = 1440) {
  await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
  const watch = watchPage(page);
  await openAndSettle(page, watch, ROUTE);
  return watch;
}

/** Adds markup at the end of the page's main region. */
async function plant(page: Page, html: string) {
  await page.evaluate((markup) => {
    (document.querySelector('main') ?? document.body).insertAdjacentHTML('beforeend', markup);
  }, html);
}

async function findings(page: Page, watch: ReturnType<typeof watchPage>, check: CheckName) {
  await watch.idle();
  return (await runChecks(page, watch))[check];
}

test('an unstyled Mantine component is reported', async ({ page }) => {
  const watch = await open(page);
  const before = await findings(page, watch, 'mantine');
  expect(before.filter((f) => /m_0badc0de|Chip shows its native input/.test(f))).toEqual([]);

  // A generated class no stylesheet defines (a component whose styles were never imported), and a Chip's markup
  // without its CSS: the native checkbox shows beside the label.
  await plant(page, '<div class="m_0badc0de" id="sweep-control-unstyled">Unstyled</div>');
  await plant(
    page,
    '<div class="mantine-Chip-root"><input type="checkbox" class="mantine-Chip-input" id="sweep-control-chip">' +
      '<label class="mantine-Chip-label" for="sweep-control-chip">Chip</label></div>',
  );
  const after = await findings(page, watch, 'mantine');
  expect(after).toContainEqual(
    expect.stringMatching(/^class m_0badc0de has no stylesheet rule: <div#sweep-control-unstyled>/),
  );
  expect(after).toContainEqual(expect.stringMatching(/^Chip shows its native input/));
});

test('a console error, an uncaught exception and a failed request are reported', async ({ page }) => {
  const watch = await open(page);
  await page.evaluate(async () => {
    console.error('sweep control: a console error');
    setTimeout(() => {
      throw new Error('sweep control: an uncaught exception');
    });
    await fetch('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"request":"sweep_control"}',
    });
  });
  const found = await findings(page, watch, 'console');
  expect(found).toContainEqual('console error: sweep control: a console error');
  expect(found).toContainEqual('uncaught exception: Error: sweep control: an uncaught exception');
  expect(found).toContainEqual(expect.stringMatching(/^request failed: 4\d\d POST \/api sweep_control/));
});

test('a button whose text is cut is reported', async ({ page }) => {
  const watch = await open(page);
  // A narrow button with a long label that may not wrap, and a button cut by a narrow box that hides its overflow.
  await plant(
    page,
    '<button style="width: 90px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">Buy tickets for the season</button>',
  );
  await plant(
    page,
    '<div style="width: 80px; overflow: hidden"><button style="white-space: nowrap">Reserve the VIP table</button></div>',
  );
  const found = await findings(page, watch, 'text-cut');
  expect(found).toContainEqual(expect.stringMatching(/^text cut .*: <button> "Buy tickets for the season"$/));
  expect(found).toContainEqual(expect.stringMatching(/^cut by <div> \(width\): <button> "Reserve the VIP table"$/));
});

test('a page wider than 390 px is reported, naming the element', async ({ page }) => {
  const watch = await open(page, 390);
  await plant(page, '<div id="sweep-control-wide" style="width: 600px; height: 8px"></div>');
  const found = await findings(page, watch, 'overflow');
  expect(found).toContainEqual(
    expect.stringMatching(/^page is \d+ px wide in a 390 px window: .*<div#sweep-control-wide> reaches \d+ px/),
  );
});

test('a table wider than its box is reported unless it scrolls with a visible scroll cue', async ({ page }) => {
  const watch = await open(page, 390);
  const table = (name: string) =>
    `<table style="width: 600px"><tr><th>${name}</th><th>Price</th></tr><tr><td>A</td><td>$1</td></tr></table>`;
  await plant(page, `<div style="width: 300px; overflow: hidden">${table('Cut table')}</div>`);
  await plant(page, `<div><div style="width: 300px; overflow-x: auto">${table('Scrolling table')}</div></div>`);
  await plant(
    page,
    `<div><div style="width: 300px; overflow-x: auto">${table('Cued table')}</div><span data-scroll-cue>Scroll →</span></div>`,
  );
  const found = await findings(page, watch, 'table');
  expect(found).toContainEqual(
    expect.stringMatching(/^table 600 px wide in 300 px that does not scroll: <th> "Cut table"$/),
  );
  expect(found).toContainEqual(expect.stringMatching(/no visible scroll cue: <th> "Scrolling table"$/));
  expect(found.filter((f) => f.includes('Cued table'))).toEqual([]);
});

test('text too faint to read is reported by axe', async ({ page }) => {
  const watch = await open(page);
  await plant(page, '<p style="color: #d0d0d0; background: #ffffff">Sweep control: faint text</p>');
  const found = await findings(page, watch, 'axe');
  expect(found).toContainEqual(expect.stringMatching(/^color-contrast \(serious\): .*Sweep control: faint text/));
});
