import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../app/route-table';
import type { RouteStateKey, StatefulPath } from '../app/route-table';
import { routeStateValue, useRouteState } from './use-route-state';

function Shows<P extends StatefulPath>({ path, name }: { path: P; name: RouteStateKey<P> }) {
  return <output>{useRouteState(path, name) ?? 'none'}</output>;
}

/** Opens `url` (with `state`, as a link in the app would) on the table route `path`, and shows `name`. */
function open<P extends StatefulPath>(path: P, url: string, state: unknown, name: RouteStateKey<P>) {
  const [pathname, search = ''] = url.split('?');
  const router = createMemoryRouter([{ path, element: <Shows path={path} name={name} /> }], {
    initialEntries: [{ pathname, search: search && `?${search}`, state }],
  });
  const view = render(<RouterProvider router={router} />);
  const shown = screen.getByRole('status').textContent;
  view.unmount();
  return shown;
}

describe('useRouteState (spec 001 §2: state travels in route state, a pasted link still works)', () => {
  it('takes the value from route state when a link of the app carried it', () => {
    expect(open('/dash/b/:id', '/dash/b/bramble', { business_id: 42 }, 'business_id')).toBe('42');
  });

  it("falls back to the path parameter the route table names for a pasted link (/dash/b/:id's business_id: :id)", () => {
    expect(open('/dash/b/:id', '/dash/b/42', null, 'business_id')).toBe('42');
  });

  it('falls back to the query string where the route table says so', () => {
    expect(open('/auth/forgot-password', '/auth/forgot-password?code=reset-1', undefined, 'code')).toBe('reset-1');
    expect(open('/dash/celeb-event', '/dash/celeb-event?eventId=7&bidId=9', null, 'bidId')).toBe('9');
  });

  it('a key the table carries in state only is not read from the URL (control: the path is there)', () => {
    expect(open('/dash/marketplaceProduct/:productId', '/dash/marketplaceProduct/42', null, 'product')).toBe('none');
    expect(open('/dash/marketplaceProduct/:productId', '/dash/marketplaceProduct/42', null, 'productId')).toBe('42');
  });

  it('the table is the one source: a key it does not declare for the route does not compile', () => {
    // @ts-expect-error /dash/b/:id carries business_id, not sp_id
    expect(open('/dash/b/:id', '/dash/b/42', { sp_id: 7 }, 'sp_id')).toBe('7');
    // @ts-expect-error /dash/settings declares no route state
    expect(open('/dash/settings', '/dash/settings?eventId=7', null, 'eventId')).toBe('none');
  });

  it("every path fallback of the table names one of its route's parameters", () => {
    const wrong: string[] = [];
    for (const entry of ROUTE_TABLE) {
      if (!('state' in entry)) continue;
      for (const [key, fallback] of Object.entries(entry.state))
        if (typeof fallback === 'string' && !entry.path.split('/').includes(`:${fallback}`))
          wrong.push(`${entry.path} ${key}: no :${fallback}`);
    }
    expect(wrong).toEqual([]);
    expect(ROUTE_TABLE.filter((entry) => 'state' in entry).length).toBeGreaterThan(10);
  });

  it('reads ids only: strings and finite numbers', () => {
    expect(routeStateValue({ sp_id: '7' }, 'sp_id')).toBe('7');
    expect(routeStateValue({ sp_id: 7 }, 'sp_id')).toBe('7');
    expect(routeStateValue({ sp_id: '' }, 'sp_id')).toBeUndefined();
    expect(routeStateValue({ sp_id: Number.NaN }, 'sp_id')).toBeUndefined();
    expect(routeStateValue({ sp_id: { id: 7 } }, 'sp_id')).toBeUndefined();
    expect(routeStateValue('sp_id', 'sp_id')).toBeUndefined();
    expect(routeStateValue(null, 'sp_id')).toBeUndefined();
  });
});
