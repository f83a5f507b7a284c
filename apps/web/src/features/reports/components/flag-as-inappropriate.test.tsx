import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportCodesFor } from '@stagepass/domain/reports';
import { useSessionStore } from '../../../store/session-store';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../events/testing';
import { FlagAsInappropriate } from './flag-as-inappropriate';

const signIn = (user_id = 7) => useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id }) });
const codes = (forAcct: boolean) => ok({ codes: reportCodesFor(forAcct).map(({ code, label }) => ({ code, label })) });
const media = { type: 5, user_id: 42, media_index: 3 } as const;

describe('FlagAsInappropriate (spec 001 §6, §7 report_new_case, §8)', () => {
  it('is not shown logged out, nor to the owner of the item', () => {
    const { unmount } = renderWithProviders(<FlagAsInappropriate item={media} ownerId={42} />);
    expect(screen.queryByRole('button', { name: 'Flag as Inappropriate' })).toBeNull();
    unmount();
    signIn(42);
    renderWithProviders(<FlagAsInappropriate item={media} ownerId={42} />);
    expect(screen.queryByRole('button', { name: 'Flag as Inappropriate' })).toBeNull();
  });

  it('asks for a reason, then reports the media item (type 5, user_id, media_index): Media Reported', async () => {
    signIn(7);
    const api = mockApi({
      get_report_codes: codes(false),
      report_new_case: ok({ case_id: 1, duplicate: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FlagAsInappropriate item={media} ownerId={42} />);
    await user.click(screen.getByRole('button', { name: 'Flag as Inappropriate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag as Inappropriate' });
    expect(api.sent('get_report_codes')).toEqual([{ request: 'get_report_codes', for_acct: false, cred: 5 }]);
    const nudity = await within(dialog).findByRole('radio', { name: 'Nudity or sexual content' });
    expect(within(dialog).queryByRole('radio', { name: 'Pretending to be someone else' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(api.sent('report_new_case')).toEqual([]);

    await user.click(nudity);
    await user.type(within(dialog).getByLabelText(/Description/), 'Not for <b>this</b> page');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Media Reported')).toBeInTheDocument();
    expect(api.sent('report_new_case')).toEqual([
      { request: 'report_new_case', code: 'NUDITY', description: 'Not for <b>this</b> page', credentials: media },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Flag as Inappropriate' })).toBeNull());
  });

  it("says 'Error reporting media' when the report fails, and keeps the dialog open", async () => {
    signIn(7);
    mockApi({
      get_report_codes: codes(false),
      report_new_case: fail(404, 'That photo or video was not found.', 'credentials'),
    });
    const user = userEvent.setup();
    renderWithProviders(<FlagAsInappropriate item={media} />);
    await user.click(screen.getByRole('button', { name: 'Flag as Inappropriate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag as Inappropriate' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Spam or scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Error reporting media')).toBeInTheDocument();
    expect(screen.queryByText('That photo or video was not found.')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Flag as Inappropriate' })).toBeInTheDocument();
  });

  it('offers the account reasons for a profile', async () => {
    signIn(7);
    const api = mockApi({ get_report_codes: codes(true), report_new_case: ok({ case_id: 2, duplicate: false }) });
    const user = userEvent.setup();
    renderWithProviders(<FlagAsInappropriate item={{ type: 1, user_id: 42 }} ownerId={42} />);
    await user.click(screen.getByRole('button', { name: 'Flag as Inappropriate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag as Inappropriate' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Pretending to be someone else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Profile Reported')).toBeInTheDocument();
    expect(api.sent('get_report_codes')[0]).toMatchObject({ for_acct: true, cred: 1 });
    expect(api.sent('report_new_case')[0]).toMatchObject({
      code: 'IMPERSONATION',
      credentials: { type: 1, user_id: 42 },
    });
  });
});
