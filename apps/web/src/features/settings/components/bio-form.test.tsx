import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BIO_MAX_LENGTH, BIO_SAVED, BIO_TOO_LONG } from '@stagepass/domain/profiles';
import { useSessionStore } from '../../../store/session-store';
import { makeMember, makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const talent = makeUser({ user_id: 42, username: 'nova', is_specialist: true, is_user: false });

function member(bio: string | null) {
  return ok({ member: makeMember(talent, { bio }) });
}

async function profileSection() {
  return within(await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 }));
}

describe('settings: bio (spec 001 §6)', () => {
  it('shows the stored bio to talent and saves the edit with member_update, tag bio', async () => {
    useSessionStore.getState().signIn({ session: 'sess-1', user: talent });
    const { sent } = mockApi({ member_query: member('Jazz singer.'), member_update: ok({ user: talent }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const profile = await profileSection();
    const bio = await profile.findByRole('textbox', { name: /^Bio/ });
    expect(await profile.findByDisplayValue('Jazz singer.')).toBe(bio);
    await user.clear(bio);
    await user.type(bio, '  Jazz singer from Oakland.  ');
    await user.click(profile.getByRole('button', { name: 'Save bio' }));

    expect(await screen.findByText(BIO_SAVED)).toBeInTheDocument();
    expect(sent('member_update')).toEqual([{ request: 'member_update', tag: 'bio', bio: 'Jazz singer from Oakland.' }]);
    // The stored bio is read again, so the profile pages show the new one.
    expect(sent('member_query').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bio over the limit without asking the server, and shows the server’s field error', async () => {
    useSessionStore
      .getState()
      .signIn({ session: 'sess-1', user: { ...talent, is_specialist: false, is_business: true } });
    const { sent } = mockApi({ member_query: member(null), member_update: fail(400, BIO_TOO_LONG, 'bio') });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const profile = await profileSection();
    const bio = await profile.findByRole('textbox', { name: /^Bio/ });
    await user.click(bio);
    await user.paste('a'.repeat(BIO_MAX_LENGTH + 1));
    await user.click(profile.getByRole('button', { name: 'Save bio' }));
    expect(profile.getByText(BIO_TOO_LONG)).toBeInTheDocument();
    expect(sent('member_update')).toHaveLength(0);

    await user.clear(bio);
    await user.type(bio, 'Live music.');
    await user.click(profile.getByRole('button', { name: 'Save bio' }));
    expect(await profile.findByText(BIO_TOO_LONG)).toBeInTheDocument();
    expect(sent('member_update')).toHaveLength(1);
  });

  it('has no bio for fans', async () => {
    useSessionStore.getState().signIn({ session: 'sess-1', user: makeUser() });
    const { sent } = mockApi({});
    renderApp('/dash/settings');
    const profile = await profileSection();
    expect(profile.getByLabelText('Name')).toBeInTheDocument();
    expect(profile.queryByRole('textbox', { name: /^Bio/ })).toBeNull();
    expect(sent('member_query')).toHaveLength(0);
  });
});
