import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { FollowButton } from './follow-button';

const entry = (id: number) => ({
  id,
  name: `Member ${id}`,
  photo: null,
  username: null,
  followed_type: 'BUSINESS',
  since: '2026-11-20T10:00:00.000Z',
});

/** The server's follows; follow_celebrity waits for `release` so the optimistic state can be seen first. */
function followServer(initial: number[], { refuse = false } = {}) {
  const followed = new Set(initial);
  let release: () => void = () => {};
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const api = mockApi({
    user_query_following: () =>
      ok({
        following: [...followed].map(entry),
        counts: { specialists: 0, businesses: followed.size, total: followed.size, followers: 0 },
      }),
    follow_celebrity: async (body) => {
      await gate();
      if (refuse) return fail(404, 'Business not found', 'followed_id');
      const id = body.followed_id as number;
      if (body.req_type === 'follow') followed.add(id);
      else followed.delete(id);
      return ok({ followed_id: id, following: body.req_type === 'follow', followers: 1 });
    },
  });
  return { ...api, followed, release: () => release() };
}

const signIn = (user_id = 7) => useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id }) });

describe('FollowButton (spec 001 §1, §7 follow_celebrity)', () => {
  it('toggles Follow to Following at once, and back', async () => {
    signIn();
    const server = followServer([]);
    const user = userEvent.setup();
    renderWithProviders(<FollowButton memberId={9} followedType="BUSINESS" name="Bayside Venue" />);

    const button = await screen.findByRole('button', { name: 'Follow Bayside Venue' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    // Optimistic: pressed before the server answered.
    expect(await screen.findByRole('button', { name: 'Following Bayside Venue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.followed.has(9)).toBe(false);
    server.release();
    await waitFor(() => expect(server.followed.has(9)).toBe(true));
    expect(server.sent('follow_celebrity')).toEqual([
      { request: 'follow_celebrity', followed_id: 9, followed_type: 'BUSINESS', req_type: 'follow' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Following Bayside Venue' }));
    expect(await screen.findByRole('button', { name: 'Follow Bayside Venue' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    server.release();
    await waitFor(() => expect(server.followed.has(9)).toBe(false));
    expect(server.sent('follow_celebrity')[1]).toMatchObject({ req_type: 'unfollow' });
  });

  it('goes back when the server refuses', async () => {
    signIn();
    const server = followServer([], { refuse: true });
    const user = userEvent.setup();
    renderWithProviders(<FollowButton memberId={9} followedType="BUSINESS" name="Bayside Venue" />);
    const button = await screen.findByRole('button', { name: 'Follow Bayside Venue' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Following Bayside Venue' })).toBeInTheDocument();
    server.release();
    expect(await screen.findByRole('button', { name: 'Follow Bayside Venue' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('starts as Following for a member already followed', async () => {
    signIn();
    followServer([9]);
    renderWithProviders(<FollowButton memberId={9} followedType="BUSINESS" name="Bayside Venue" />);
    expect(await screen.findByRole('button', { name: 'Following Bayside Venue' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is hidden for logged-out visitors (who ask nothing) and on your own name', async () => {
    const { calls } = followServer([]);
    const { unmount } = renderWithProviders(<FollowButton memberId={9} followedType="BUSINESS" name="Bayside Venue" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    unmount();

    signIn(9);
    renderWithProviders(<FollowButton memberId={9} followedType="BUSINESS" name="Bayside Venue" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
