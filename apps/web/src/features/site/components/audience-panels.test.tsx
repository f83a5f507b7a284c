import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEATURED_EVENTS_TITLE } from '@stagepass/domain/events';
import { AUDIENCE_PANELS_TITLE } from '@stagepass/domain/site';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';
import { AudiencePanels } from './audience-panels';

const slow = { timeout: 5000 };
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };

describe("the fan landing's audience panels (spec 001 §2 landing sections)", () => {
  it('shows panels for Businesses, Talent & Creators, Fans and Agency, each leading on, after the featured sections', async () => {
    mockApi({
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_featured_celebrities: ok({ celebrities: [] }),
      affiliate_promotion: ok({ promotion: null }),
    });
    renderApp('/auth/fanLanding');

    const region = await screen.findByRole('region', { name: AUDIENCE_PANELS_TITLE }, slow);
    const panels = within(region).getAllByRole('listitem');
    expect(panels.map((p) => within(p).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Businesses',
      'Talent & Creators',
      'Fans',
      'Agency',
    ]);
    expect(panels.map((p) => within(p).getByRole('link').getAttribute('href'))).toEqual([
      '/auth/businessLanding',
      '/auth/creatorLanding',
      '/dash/user-dashboard',
      '/auth/register',
    ]);
    // spec 001 §2 lists the panels after Featured Events (and Featured Talent).
    const featured = await screen.findByRole('region', { name: FEATURED_EVENTS_TITLE }, slow);
    expect(featured.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is static markup: prerendered whole, with nothing to fetch', () => {
    const { calls } = mockApi({});
    const html = renderToString(
      <MemoryRouter>
        <MantineProvider>
          <AudiencePanels />
        </MantineProvider>
      </MemoryRouter>,
    );
    for (const title of ['Businesses', 'Talent &amp; Creators', 'Fans', 'Agency']) expect(html).toContain(`>${title}<`);
    expect(html).toContain('href="/auth/creatorLanding"');
    expect(html).toContain(AUDIENCE_PANELS_TITLE);
    expect(calls).toHaveLength(0);
  });
});
