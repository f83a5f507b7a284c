import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOT_CHECK_PENDING,
  BOT_DETECTED,
  LAUNCH_ALREADY_SUBMITTED,
  LAUNCH_INVALID_INPUT,
  MARKETING_TEXT_NEEDS_LETTER,
  MARKETING_TRAIT_REQUIRED,
  MARKETING_WEBSITE_INVALID,
} from '@stagepass/domain/launch';
import { INVALID_EMAIL, NAME_FORMAT } from '@stagepass/domain/accounts';
import { INVALID_PHONE_NUMBER } from '@stagepass/domain/phone-numbers';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { type BotVerdict, setBotDetector } from '../lib/bot-check';

const traits = {
  specialist_trait_query: ok({
    traits: [{ id: 1, trait: 'Musician', sub_traits: [{ id: 101, trait: 'Musician', subtrait: 'Singer' }] }],
  }),
  get_business_trait_types: ok({ traits: [{ id: 1, trait: 'Event Venue' }] }),
};

function bot(verdict: BotVerdict | 'pending') {
  setBotDetector(() => (verdict === 'pending' ? new Promise(() => {}) : Promise.resolve(verdict)));
}

afterEach(() => setBotDetector(null));

async function chooseRole(name: 'Talent' | 'Business') {
  await userEvent.click(await screen.findByRole('button', { name }));
}

// These type a whole form with userEvent, and the form itself loads lazily: more than the default 5 s on a busy machine.
const TYPING_TIMEOUT_MS = 20_000;

describe('launch page', () => {
  it('serves New York at /nyc and stores ad_id', async () => {
    bot('human');
    mockApi(traits);
    renderApp('/nyc?ad_id=ig-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the New York Launch' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('ad_id')).toBe('ig-7'));
  });

  it(
    'shows each business field its own message and refuses the submit',
    async () => {
      bot('human');
      const { sent } = mockApi(traits);
      renderApp('/sd');
      await chooseRole('Business');
      const form = await screen.findByRole('form', { name: 'Join our San Diego Launch As A Business' });
      const f = within(form);
      await userEvent.type(f.getByLabelText('Business Name'), '42');
      await userEvent.type(f.getByLabelText('Email'), 'not-an-email');
      await userEvent.type(f.getByLabelText('Address'), '12345');
      await userEvent.type(f.getByLabelText('Phone Number'), '555-01');
      await userEvent.type(f.getByLabelText('Website'), 'venue.test');
      await userEvent.type(f.getByLabelText('Business Contact Name'), 'Dana 2');
      await userEvent.click(f.getByRole('button', { name: 'Join the Launch' }));

      expect(f.getByText(LAUNCH_INVALID_INPUT)).toBeInTheDocument();
      // A business name needs a letter; the contact's name, a person's, also the name format.
      expect(f.getByText(MARKETING_TEXT_NEEDS_LETTER)).toBeInTheDocument();
      expect(f.getByText(NAME_FORMAT)).toBeInTheDocument();
      expect(f.getByText(INVALID_EMAIL)).toBeInTheDocument();
      expect(f.getByText(MARKETING_TRAIT_REQUIRED)).toBeInTheDocument();
      expect(f.getByText(MARKETING_WEBSITE_INVALID)).toBeInTheDocument();
      expect(f.getAllByText(INVALID_PHONE_NUMBER)).toHaveLength(2); // phone and contact phone
      expect(f.getByText('Please enter an address.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent('submit_marketing_form')).toHaveLength(0);
    },
    TYPING_TIMEOUT_MS,
  );

  it('disables submit while the bot check is pending', async () => {
    bot('pending');
    mockApi(traits);
    renderApp('/sf');
    await chooseRole('Talent');
    expect(await screen.findByText(BOT_CHECK_PENDING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Launch' })).toBeDisabled();
  });

  it('blocks a detected bot', async () => {
    bot('bot');
    mockApi(traits);
    renderApp('/la');
    await chooseRole('Talent');
    expect(await screen.findByText(BOT_DETECTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Launch' })).toBeDisabled();
  });

  it('treats a detector that fails to load as finished and not a bot', async () => {
    setBotDetector(() => Promise.reject(new Error('blocked by an extension')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(traits);
    renderApp('/la');
    await chooseRole('Talent');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join the Launch' })).toBeEnabled());
  });

  it(
    'joins, then says a repeat submit was already sent while validation continues',
    async () => {
      bot('human');
      const { sent } = mockApi({ ...traits, submit_marketing_form: ok({ success: true }) });
      renderApp('/bay');
      await chooseRole('Talent');
      const form = await screen.findByRole('form', { name: 'Join our SF Bay Area Launch As A Talent + Creator' });
      const f = within(form);
      await userEvent.type(f.getByLabelText('Name'), 'Nia Newcomer');
      await userEvent.type(f.getByLabelText('Email'), 'nia@example.com');
      await userEvent.click(f.getByLabelText('Primary Talent', { selector: 'input' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Singer' }));
      await userEvent.click(f.getByRole('button', { name: 'Join the Launch' }));
      const confirm = await screen.findByRole('dialog', { name: 'Join the SF Bay Area Launch' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Join' }));
      expect(await screen.findByRole('dialog', { name: "You're in!" })).toHaveTextContent(
        'Welcome to the SF Bay Area Launch!',
      );
      expect(sent('submit_marketing_form')).toEqual([
        {
          request: 'submit_marketing_form',
          formId: 7,
          fields: { f_name: 'Nia Newcomer', email: 'nia@example.com', primary_talent: 'Singer' },
        },
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

      // The cleared form is a fresh one.
      const again = within(screen.getByRole('form', { name: 'Join our SF Bay Area Launch As A Talent + Creator' }));
      expect(again.getByLabelText('Name')).toHaveValue('');
      await userEvent.click(again.getByRole('button', { name: 'Join the Launch' }));
      expect(again.getByText(LAUNCH_ALREADY_SUBMITTED)).toBeInTheDocument();
      expect(again.getByText(LAUNCH_INVALID_INPUT)).toBeInTheDocument();

      // The partner form starts with name, email and trait; the about texts must hold a letter.
      await userEvent.click(screen.getByRole('button', { name: 'Apply to be a partner' }));
      const partner = within(screen.getByRole('form', { name: 'Partner With Us' }));
      expect(partner.getByLabelText('Name')).toHaveValue('Nia Newcomer');
      await userEvent.type(partner.getByLabelText('About You'), '123');
      await userEvent.tab();
      expect(partner.getByText(MARKETING_TEXT_NEEDS_LETTER)).toBeInTheDocument();
      // The optional YouTube link starts valid: no message for it.
      expect(partner.queryByText('Invalid YouTube link.')).not.toBeInTheDocument();
    },
    TYPING_TIMEOUT_MS,
  );

  it('logs a failed send and shows nothing', async () => {
    bot('human');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ ...traits, submit_marketing_form: fail(500, 'boom') });
    renderApp('/sf');
    await chooseRole('Talent');
    const f = within(await screen.findByRole('form', { name: /Join our SF Bay Area Launch/ }));
    await userEvent.type(f.getByLabelText('Name'), 'Nia');
    await userEvent.type(f.getByLabelText('Email'), 'nia@example.com');
    await userEvent.click(f.getByLabelText('Primary Talent', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Musician' }));
    await userEvent.click(f.getByRole('button', { name: 'Join the Launch' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Join the Launch' })).toBeEnabled();
  });
});
