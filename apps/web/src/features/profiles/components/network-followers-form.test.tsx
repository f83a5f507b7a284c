import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  FOLLOWER_COUNT_INVALID,
  FOLLOWER_COUNT_TOO_LARGE,
  NETWORK_FOLLOWERS_SAVE,
  NETWORK_FOLLOWERS_SAVED,
  NETWORK_FOLLOWERS_TITLE,
} from '@stagepass/domain/counts';
import { useSessionStore } from '../../../store/session-store';
import { makeMember, makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 10_000 };
const talent = makeUser({ user_id: 42, username: 'nova', is_specialist: true, is_user: false });

async function followersForm() {
  return within(await screen.findByRole('form', { name: NETWORK_FOLLOWERS_TITLE }, slow));
}

describe('settings: follower counts on the other networks (spec 001 §3 Follow, §9)', { timeout: 20_000 }, () => {
  it('starts from what is stored and saves the handle and count of each network given', async () => {
    useSessionStore.getState().signIn({ session: 'sess-1', user: talent });
    const declared = [{ network: 'Instagram', handle: 'nova.sings', count: 800 }];
    const { sent } = mockApi({
      member_query: () => ok({ member: makeMember(talent, { declared_followers: declared }) }),
      update_network_followers: (body) => ok({ declared_followers: body.networks }),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const form = await followersForm();
    const instagram = form.getByRole('textbox', { name: 'Instagram followers' });
    await waitFor(() => expect(instagram).toHaveValue('800'));
    expect(form.getByRole('textbox', { name: 'Instagram handle' })).toHaveValue('nova.sings');
    await user.clear(instagram);
    await user.type(instagram, '15,300');
    await user.type(form.getByRole('textbox', { name: 'Youtube handle' }), '@novachannel');
    await user.type(form.getByRole('textbox', { name: 'Youtube followers' }), '900');
    await user.click(form.getByRole('button', { name: NETWORK_FOLLOWERS_SAVE }));

    expect(await screen.findByText(NETWORK_FOLLOWERS_SAVED)).toBeInTheDocument();
    expect(sent('update_network_followers')).toEqual([
      {
        request: 'update_network_followers',
        networks: [
          { network: 'Instagram', handle: 'nova.sings', count: 15_300 },
          { network: 'Youtube', handle: '@novachannel', count: 900 },
        ],
      },
    ]);
  });

  it('refuses a count that is not a whole number or too big without asking, and shows the server’s field error', async () => {
    useSessionStore
      .getState()
      .signIn({ session: 'sess-1', user: { ...talent, is_specialist: false, is_business: true } });
    const { sent } = mockApi({
      member_query: () => ok({ member: makeMember(talent, { declared_followers: [] }) }),
      update_network_followers: fail(400, FOLLOWER_COUNT_TOO_LARGE, 'networks.0.count'),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const form = await followersForm();
    const facebook = form.getByRole('textbox', { name: 'Facebook followers' });
    await waitFor(() => expect(facebook).toBeEnabled());
    await user.type(facebook, '1.5K');
    await user.type(form.getByRole('textbox', { name: 'Twitter handle' }), 'nova');
    await user.click(form.getByRole('button', { name: NETWORK_FOLLOWERS_SAVE }));
    expect(facebook).toHaveAccessibleDescription(expect.stringContaining(FOLLOWER_COUNT_INVALID));
    // A handle without a count says the count is missing.
    expect(form.getByRole('textbox', { name: 'Twitter followers' })).toHaveAccessibleDescription(
      expect.stringContaining(FOLLOWER_COUNT_INVALID),
    );
    expect(sent('update_network_followers')).toEqual([]);

    await user.clear(facebook);
    await user.type(facebook, '999');
    await user.clear(form.getByRole('textbox', { name: 'Twitter handle' }));
    await user.click(form.getByRole('button', { name: NETWORK_FOLLOWERS_SAVE }));
    await waitFor(() =>
      expect(facebook).toHaveAccessibleDescription(expect.stringContaining(FOLLOWER_COUNT_TOO_LARGE)),
    );
    expect(sent('update_network_followers')).toHaveLength(1);
  });

  it('is not offered to a fan', async () => {
    useSessionStore.getState().signIn({ session: 'sess-1', user: makeUser() });
    const { sent } = mockApi({});
    renderApp('/dash/settings');
    await screen.findByRole('region', { name: 'Profile' }, slow);
    expect(screen.queryByRole('form', { name: NETWORK_FOLLOWERS_TITLE })).toBeNull();
    expect(sent('member_query')).toHaveLength(0);
  });
});
