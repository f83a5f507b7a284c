import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { EmptyState, type EmptyStateProps } from './empty-state';

/** The empty state on /list, with /next to arrive at, so a link's destination is where the reader ends up. */
function renderAt(props: EmptyStateProps) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <EmptyState {...props} /> },
      { path: '/next', element: <h1>Next screen</h1> },
    ],
    { initialEntries: ['/list'] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('empty state', () => {
  it('says what is empty and what comes here, and its link goes to the screen it names', async () => {
    const router = renderAt({
      message: 'No events yet.',
      description: 'Your events appear here.',
      action: { label: 'Create Event', to: '/next' },
      variant: 'page',
    });
    expect(screen.getByText('No events yet.')).toBeInTheDocument();
    expect(screen.getByText('Your events appear here.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Create Event' });
    expect(link).toHaveAttribute('href', '/next');

    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/next');
    expect(screen.getByRole('heading', { name: 'Next screen' })).toBeInTheDocument();
  });

  it('an action without a route is a button that runs it', async () => {
    const onClick = vi.fn();
    renderAt({ message: 'No posts yet.', action: { label: 'Create Post', onClick } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers nothing when the viewer has no step to take', () => {
    renderAt({ message: 'No reviews yet.', action: null });
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
