import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_LINK, LINK_COPIED, QR_COLOR_MODES } from '@stagepass/domain/events';
import { qrDownloadName } from '@stagepass/domain/limits';
import { renderWithProviders } from '../../features/events/testing';
import { ShareLinkModal } from './share-link-modal';

const URL = 'https://stagepass.app/dash/event/41';

// jsdom has no canvas: the QR code draws into a stub context and reads back a fixed PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});
afterEach(() => vi.restoreAllMocks());

describe('share-link modal (spec 001 §2, §8)', () => {
  it("shows the link and copies it with 'Copy Link', noticing 'Link Copied'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    // userEvent installs its own clipboard; ours replaces it to see what was written.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ShareLinkModal opened onClose={() => {}} title="Share Event" url={URL} />);

    const dialog = within(screen.getByRole('dialog', { name: 'Share Event' }));
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(URL);
    await user.click(dialog.getByRole('button', { name: COPY_LINK }));

    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
    // No QR card unless asked for.
    expect(dialog.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('the QR card offers the three colour modes and downloads a PNG named after the URL', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareLinkModal opened onClose={() => {}} title="Share Event" url={URL} withQr />);

    // qrcode.react arrives with the card (a lazy chunk).
    const download = await screen.findByRole('button', { name: 'Download' }, { timeout: 5000 });
    const qr = within(screen.getByRole('region', { name: 'QR code' }));
    for (const mode of QR_COLOR_MODES) expect(qr.getByRole('radio', { name: mode })).toBeInTheDocument();
    expect(qr.getByRole('radio', { name: 'Web' })).toBeChecked();
    const canvas = qr.getByRole('img', { name: `QR code for ${URL}` });
    expect(canvas).toHaveAttribute('width', '250');

    await user.click(qr.getByText('Printer-Friendly'));
    expect(qr.getByRole('radio', { name: 'Printer-Friendly' })).toBeChecked();

    await user.click(download);
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toEqual({ href: PNG, download: 'stagepass.app/dash/event/41_QrCode.png' });
    expect(clicks[0]?.download).toBe(qrDownloadName(URL));
  });
});
