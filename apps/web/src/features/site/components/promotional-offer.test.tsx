import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMOTION_TITLE } from '@stagepass/domain/affiliate';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };

describe("the fan landing's 'Current Promotional Offer' (spec 001 §2, §9)", () => {
  it('shows the affiliate promotion, each share as the stored fraction × 100', async () => {
    mockApi({
      affiliate_promotion: ok({
        promotion: {
          bus_booking_pct: 0.1,
          spc_booking_pct: 0.05,
          ticket_pct: 0.025,
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          payout_period: 1,
        },
      }),
      user_events_query: ok({ events: [] }),
      get_featured_celebrities: ok({ celebrities: [] }),
    });
    renderApp('/auth/fanLanding');
    const panel = within(await screen.findByRole('region', { name: PROMOTION_TITLE }, slow));
    expect(panel.getByText('2.5% of the ticket sales of businesses you refer')).toBeInTheDocument();
    expect(panel.getByText('10% of the booking fees businesses you refer pay')).toBeInTheDocument();
    expect(panel.getByText('5% of the booking fees talent you refer earn')).toBeInTheDocument();
    expect(panel.getByText(/For sales from Jan 1, 2026 to Dec 31, 2026\./)).toBeInTheDocument();
  });

  it('is left out while no promotion is in force', async () => {
    const { sent } = mockApi({
      affiliate_promotion: ok({ promotion: null }),
      user_events_query: ok({ events: [] }),
      get_featured_celebrities: ok({ celebrities: [] }),
    });
    renderApp('/auth/fanLanding');
    await screen.findByRole('heading', { level: 1 }, slow);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent('affiliate_promotion')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: PROMOTION_TITLE })).not.toBeInTheDocument();
  });
});
