import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberCard } from '@stagepass/contract/follows/cards';
import { NO_SEARCH_RESULTS, SEARCH_LABEL } from '@stagepass/domain/talent-search';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };

const MARISOL: MemberCard = {
  id: 7,
  name: 'Marisol Vega',
  username: 'mvega',
  photo: null,
  followed_type: 'SPECIALIST',
  traits: ['Musician', 'Guitarist', 'Singer'],
};
const MARINA: MemberCard = {
  id: 31,
  name: 'Marina Hall',
  username: null,
  photo: null,
  followed_type: 'BUSINESS',
  traits: [],
};

function api() {
  return mockApi({
    get_featured_celebrities: ok({ celebrities: [] }),
    search_celebrities_regexp: (body) =>
      ok({ results: String(body.lookfor).toLowerCase().startsWith('mar') ? [MARINA, MARISOL] : [] }),
  });
}

describe('the dashboard header search (spec 001 §7 search_celebrities_regexp)', () => {
  it('shows talent and businesses as the visitor types, once typing pauses, each linking to its profile', async () => {
    const { sent } = api();
    const user = userEvent.setup();
    renderApp('/dash/featuring');
    const box = await screen.findByRole('searchbox', { name: SEARCH_LABEL }, slow);

    await user.type(box, 'm');
    // One letter asks nothing.
    await new Promise((r) => setTimeout(r, 400));
    expect(sent('search_celebrities_regexp')).toEqual([]);

    await user.type(box, 'ari');
    const results = await screen.findByRole('list', { name: 'Search results' }, slow);
    // Debounced: the pause after 'mari' asks once, for the whole text.
    expect(sent('search_celebrities_regexp')).toEqual([{ request: 'search_celebrities_regexp', lookfor: 'mari' }]);
    const links = within(results).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Marina HallBusiness', '/dash/b/31'],
      ['Marisol VegaTalent · Musician · Guitarist', '/dash/c/7'],
    ]);
  });

  it('says when nothing matches, and opens a profile with its id in route state', async () => {
    api();
    const user = userEvent.setup();
    const { router } = renderApp('/dash/featuring');
    const box = await screen.findByRole('searchbox', { name: SEARCH_LABEL }, slow);
    await user.type(box, 'zz');
    expect(await screen.findByText(NO_SEARCH_RESULTS, undefined, slow)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'marisol');
    await user.click(await screen.findByRole('link', { name: /Marisol Vega/ }, slow));
    expect(router.state.location.pathname).toBe('/dash/c/7');
    expect(router.state.location.state).toEqual({ sp_id: 7 });
    // The search closes and empties once a result is opened.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: SEARCH_LABEL })).toHaveValue('');
  });

  it('sends hostile text as plain text, and Escape closes the results', async () => {
    const { sent } = api();
    const user = userEvent.setup();
    renderApp('/dash/featuring');
    const box = await screen.findByRole('searchbox', { name: SEARCH_LABEL }, slow);
    await user.type(box, 'mar.*');
    await screen.findByRole('list', { name: 'Search results' }, slow);
    expect(sent('search_celebrities_regexp').at(-1)).toEqual({
      request: 'search_celebrities_regexp',
      lookfor: 'mar.*',
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
