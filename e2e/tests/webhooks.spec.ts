import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { api, signIn } from './accounts-helpers';
import { addTicket, businessWithEvent, fan, serverNow } from './marketplace-helpers';

// Issue 15, acceptance: a webhook endpoint on 127.0.0.1 receives a signed ticket.purchased, and a failing one is
// retried. A fresh business registers two endpoints in Settings → Webhooks on a receiver started here (one answers
// 204, the other 500); a fan buys a ticket; the receiver checks the signature as a receiver would (HMAC-SHA256 of
// "t.body" with the secret Settings showed once); the failing endpoint's delivery log shows the retry after the
// development clock moves two minutes.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let receiver: Server;
let base = '';

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = req.url?.startsWith('/fail') ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** What a receiver does with `Stagepass-Signature: t=<unix>,v1=<hex>`: recompute the HMAC and compare. */
function verifies(secret: string, header: string, body: string, nowS: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!parts.v1 || !Number.isInteger(t) || Math.abs(nowS - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test('a business registers endpoints in Settings; a sale reaches them signed, and the failing one is retried', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const venue = await businessWithEvent(request, baseURL!);
  await signIn(page, venue.email);
  await expect(page).toHaveURL(/dash\/.*-dashboard$/);

  // 1. Two endpoints on the receiver, each secret read from Settings the one time it is shown.
  await page.goto('/dash/settings');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No webhook endpoints yet.')).toBeVisible();
  const secrets: Record<string, string> = {};
  for (const path of ['/ok', '/fail']) {
    const form = section.getByRole('form', { name: 'Add a webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(`${base}${path}`);
    await expect(form.getByRole('checkbox', { name: 'ticket.purchased' })).toBeChecked();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = section.getByRole('status', { name: 'Signing secret' });
    await expect(shown).toContainText('whsec_');
    secrets[path] = (/whsec_[0-9a-f]{64}/.exec((await shown.textContent()) ?? '') ?? [''])[0];
    expect(secrets[path]).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByRole('listitem', { name: `${base}${path}` })).toContainText('Enabled');
  }
  expect(secrets['/ok']).not.toBe(secrets['/fail']);

  // 2. A fan buys two $30 tickets with the sandbox's 4242 card.
  const ticketId = await addTicket(request, venue.session, venue.eventId, {
    name: 'Harbor Floor',
    price: 3000,
    quantity: 10,
  });
  const buyer = await fan(request, 'webhooks-buyer');
  const token = await request.post('/dev/cards/tokens', {
    data: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2031, cvc: '123' },
  });
  const card = (await token.json()) as { id: string };
  const bought = await api<{ purchase: { purchase_id: number; total_cents: number } }>(
    request,
    'user_purchase_tickets',
    {
      event_id: venue.eventId,
      ticket_id: ticketId,
      quantity: 2,
      price: 3000,
      payment_company: 'Stripe',
      payment_method: card.id,
      is_token: 1,
    },
    buyer.session,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const purchaseId = bought.data.purchase.purchase_id;

  // 3. The working endpoint receives ticket.purchased at once, signed with its own secret.
  await expect.poll(() => received.filter((r) => r.path === '/ok').length, { timeout: 20_000 }).toBe(1);
  const delivered = received.find((r) => r.path === '/ok')!;
  expect(delivered.headers['stagepass-event']).toBe('ticket.purchased');
  const nowS = Math.floor((await serverNow(request)) / 1000);
  const signature = String(delivered.headers['stagepass-signature']);
  expect(verifies(secrets['/ok']!, signature, delivered.body, nowS)).toBe(true);
  expect(verifies(secrets['/fail']!, signature, delivered.body, nowS)).toBe(false);
  const event = JSON.parse(delivered.body) as { id: string; type: string; data: Record<string, unknown> };
  expect(event).toMatchObject({
    id: `ticket.purchased:${purchaseId}`,
    type: 'ticket.purchased',
    data: {
      purchase_id: purchaseId,
      quantity: 2,
      unit_price_cents: 3000,
      total_cents: bought.data.purchase.total_cents,
      event: { id: venue.eventId, name: venue.name },
      ticket: { id: ticketId, name: 'Harbor Floor' },
      buyer: { name: 'Fay Fan' },
    },
  });

  // 4. The failing endpoint was tried once; its log shows the 500 and the retry to come.
  await expect.poll(() => received.filter((r) => r.path === '/fail').length, { timeout: 20_000 }).toBe(1);
  await page.reload();
  const failing = section.getByRole('listitem', { name: `${base}/fail` });
  await expect(failing).toContainText('Failing');
  await failing.getByRole('button', { name: 'Delivery log' }).click();
  const row = failing.getByRole('row', { name: `ticket.purchased ticket.purchased:${purchaseId}` });
  await expect(row).toContainText('Retrying');
  await expect(row).toContainText('HTTP 500');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // 5. Two minutes on (the development clock runs the jobs that came due), it is tried again, and waits longer.
  const moved = await request.post('/dev/clock', { data: { advance_ms: 2 * 60_000 } });
  expect(moved.status()).toBe(200);
  await expect.poll(() => received.filter((r) => r.path === '/fail').length, { timeout: 20_000 }).toBe(2);
  await page.reload();
  await section
    .getByRole('listitem', { name: `${base}/fail` })
    .getByRole('button', { name: 'Delivery log' })
    .click();
  const retried = section
    .getByRole('listitem', { name: `${base}/fail` })
    .getByRole('row', { name: `ticket.purchased ticket.purchased:${purchaseId}` });
  await expect(retried.getByRole('cell').nth(3)).toHaveText('2');
  await expect(retried).toContainText('Retrying');
  // Both attempts carried the same event, each signed afresh with the failing endpoint's secret.
  const attempts = received.filter((r) => r.path === '/fail');
  expect(attempts.map((a) => (JSON.parse(a.body) as { id: string }).id)).toEqual([
    `ticket.purchased:${purchaseId}`,
    `ticket.purchased:${purchaseId}`,
  ]);
  const later = Math.floor((await serverNow(request)) / 1000);
  expect(
    verifies(secrets['/fail']!, String(attempts[1]!.headers['stagepass-signature']), attempts[1]!.body, later),
  ).toBe(true);
  // The working endpoint got the event once.
  expect(received.filter((r) => r.path === '/ok')).toHaveLength(1);
});
