import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeStateValue, useRouteState } from './use-route-state';
import type { RouteStateFallback } from './use-route-state';

function Shows({ name, fallback }: { name: string; fallback?: RouteStateFallback }) {
  return <output>{useRouteState(name, fallback) ?? 'none'}</output>;
}

/** Opens `url` (with `state`, as a link in the app would) on a /dash/c/:id route. */
function open(url: string, state: unknown, name: string, fallback?: RouteStateFallback) {
  const [pathname, search = ''] = url.split('?');
  const router = createMemoryRouter([{ path: '/dash/c/:id', element: <Shows name={name} fallback={fallback} /> }], {
    initialEntries: [{ pathname, search: search && `?${search}`, state }],
  });
  const view = render(<RouterProvider router={router} />);
  const shown = screen.getByRole('status').textContent;
  view.unmount();
  return shown;
}

describe('useRouteState (spec 001 §2: state travels in route state, a pasted link still works)', () => {
  it('takes the value from route state when a link of the app carried it', () => {
    expect(open('/dash/c/cass', { sp_id: 42 }, 'sp_id', 'id')).toBe('42');
  });

  it('falls back to the path parameter for a pasted link (no state)', () => {
    expect(open('/dash/c/42', null, 'sp_id', 'id')).toBe('42');
  });

  it('falls back to the query string when told to', () => {
    expect(open('/dash/c/x?code=reset-1', undefined, 'code', { search: 'code' })).toBe('reset-1');
  });

  it('without a fallback, only the state counts (control: the path is not read)', () => {
    expect(open('/dash/c/42', null, 'sp_id')).toBe('none');
    expect(open('/dash/c/42', { other: 1 }, 'sp_id', 'no_such_param')).toBe('none');
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
