import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_SECRET_ONCE,
  WEBHOOK_URL_NOT_HTTPS,
  webhookSetUpByAgencyText,
} from '@stagepass/domain/webhooks';
import { useSessionStore } from '../../../store/session-store';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { WebhooksSection } from './webhooks-section';

const endpoint = (fields: Record<string, unknown> = {}) => ({
  endpoint_id: 5,
  url: 'https://hooks.example.com/stagepass',
  description: '',
  events: ['ticket.purchased'],
  enabled: true,
  failing_since: null,
  disabled_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  set_up_by_agency: null,
  ...fields,
});

const delivery = (fields: Record<string, unknown> = {}) => ({
  delivery_id: 9,
  event_id: 'ticket.purchased:41',
  event_type: 'ticket.purchased',
  status: 'pending',
  attempts: 2,
  last_status_code: 500,
  last_error: 'The endpoint answered HTTP 500',
  next_attempt_at: '2026-11-20T10:06:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  delivered_at: null,
  redelivery_of: null,
  payload: { purchase_id: 41 },
  ...fields,
});

function signIn() {
  useSessionStore.getState().signIn({ session: 'sess-1', user: makeUser({ is_business: true }) });
}

describe('Settings → Webhooks', () => {
  it('adds an endpoint with the events chosen and shows its secret once', async () => {
    signIn();
    const list: ReturnType<typeof endpoint>[] = [];
    const api = mockApi({
      webhook_endpoints_get: () => ok({ endpoints: list }),
      webhook_endpoint_create: (body) => {
        list.push(endpoint({ url: body.url, events: body.events }));
        return ok({ endpoint: list[0], secret: 'whsec_' + 'ab'.repeat(32) });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />);
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a webhook endpoint' });

    // What every server refuses is said at once, by the field.
    await user.type(within(form).getByLabelText('Endpoint URL'), 'http://hooks.example.com/x');
    await user.click(within(form).getByLabelText('ticket.purchased'));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(within(form).getByText(WEBHOOK_URL_NOT_HTTPS)).toBeInTheDocument();
    expect(within(form).getByText(WEBHOOK_EVENTS_REQUIRED)).toBeInTheDocument();
    expect(api.sent('webhook_endpoint_create')).toEqual([]);

    await user.clear(within(form).getByLabelText('Endpoint URL'));
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://hooks.example.com/stagepass');
    await user.click(within(form).getByLabelText('payout.paid'));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(api.sent('webhook_endpoint_create')).toEqual([
        expect.objectContaining({ url: 'https://hooks.example.com/stagepass', events: ['payout.paid'] }),
      ]),
    );
    expect(await screen.findByText(WEBHOOK_SECRET_ONCE)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Signing secret' })).toHaveTextContent('whsec_' + 'ab'.repeat(32));
    const item = await screen.findByRole('listitem', { name: 'https://hooks.example.com/stagepass' });
    expect(item).toHaveTextContent('Enabled');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(WEBHOOK_SECRET_ONCE)).not.toBeInTheDocument();
  });

  it("shows a server's refusal of the URL by the field", async () => {
    signIn();
    mockApi({
      webhook_endpoints_get: ok({ endpoints: [] }),
      webhook_endpoint_create: fail(
        400,
        'The URL must point to a public address, not a private or local network.',
        'url',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />);
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://hooks.example.com/x');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(form).findByText('The URL must point to a public address, not a private or local network.'),
    ).toBeInTheDocument();
  });

  it('says which endpoint an agency set up while acting, and that revoking the agency turns it off', async () => {
    signIn();
    mockApi({
      webhook_endpoints_get: ok({
        endpoints: [
          endpoint({ url: 'https://agency.example.com/hooks', enabled: false, set_up_by_agency: 'Apex Agency' }),
          endpoint({ endpoint_id: 7, url: 'https://crm.example.com/in', set_up_by_agency: 'Apex Agency' }),
          endpoint({ endpoint_id: 6 }),
        ],
      }),
    });
    renderWithProviders(<WebhooksSection />);
    const tied = await screen.findByRole('listitem', { name: 'https://agency.example.com/hooks' });
    // Turned off (its agency's access ended): turning it on makes it the member's own.
    expect(tied).toHaveTextContent(webhookSetUpByAgencyText('Apex Agency', false));
    expect(tied).toHaveTextContent('Turn it back on to make it your own.');
    expect(tied).toHaveTextContent('Turned off');
    // Still on: it says what revoking the agency does.
    const live = screen.getByRole('listitem', { name: 'https://crm.example.com/in' });
    expect(live).toHaveTextContent('It turns off if you revoke Apex Agency’s access.');
    expect(within(tied).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const own = screen.getByRole('listitem', { name: 'https://hooks.example.com/stagepass' });
    expect(own).not.toHaveTextContent('Set up by');
  });

  it('shows each endpoint with its status, and its delivery log with Redeliver', async () => {
    signIn();
    const api = mockApi({
      webhook_endpoints_get: ok({
        endpoints: [
          endpoint({ failing_since: '2026-11-20T10:00:00.000Z' }),
          endpoint({
            endpoint_id: 6,
            url: 'https://old.example.com/hooks',
            enabled: false,
            disabled_at: '2026-11-23T10:00:00.000Z',
          }),
        ],
      }),
      webhook_deliveries_get: ok({ deliveries: [delivery()], page: 1, page_size: 20, total: 1 }),
      webhook_redeliver: ok({ delivery: delivery({ delivery_id: 10, attempts: 0, redelivery_of: 9 }) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection />);
    const failing = await screen.findByRole('listitem', { name: 'https://hooks.example.com/stagepass' });
    expect(failing).toHaveTextContent('Failing');
    expect(screen.getByRole('listitem', { name: 'https://old.example.com/hooks' })).toHaveTextContent(
      'Turned off after 3 days of failures',
    );
    await user.click(within(failing).getByRole('button', { name: 'Delivery log' }));
    const table = await within(failing).findByRole('table', {
      name: 'Deliveries to https://hooks.example.com/stagepass',
    });
    const row = within(table).getByRole('row', { name: 'ticket.purchased ticket.purchased:41' });
    expect(row).toHaveTextContent('Retrying');
    expect(row).toHaveTextContent('HTTP 500');
    expect(row).toHaveTextContent('The endpoint answered HTTP 500');
    await user.click(within(row).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(api.sent('webhook_redeliver')).toEqual([expect.objectContaining({ delivery_id: 9 })]));
    expect(await screen.findByText('Redelivery queued')).toBeInTheDocument();
  });
});
