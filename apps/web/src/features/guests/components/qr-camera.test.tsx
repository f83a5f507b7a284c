import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';

// The camera itself cannot run in jsdom: qr-scanner is replaced by one that reports what the test feeds it.
const scanners: { onDecode: (r: { data: string }) => void; started: boolean; destroyed: boolean }[] = [];
let cameraFails = false;
vi.mock('qr-scanner', () => ({
  default: class {
    state: (typeof scanners)[number];
    constructor(_video: HTMLVideoElement, onDecode: (r: { data: string }) => void) {
      this.state = { onDecode, started: false, destroyed: false };
      scanners.push(this.state);
    }
    start() {
      this.state.started = true;
      return cameraFails ? Promise.reject(new Error('NotAllowedError')) : Promise.resolve();
    }
    destroy() {
      this.state.destroyed = true;
    }
  },
}));

const { QrCamera } = await import('./qr-camera');

describe('the check-in camera', () => {
  it('hands on each ticket code it reads once, until another code is seen, and stops with the page', async () => {
    const onCode = vi.fn();
    const view = render(
      <MantineProvider>
        <QrCamera onCode={onCode} />
      </MantineProvider>,
    );
    const scanner = scanners.at(-1)!;
    expect(scanner.started).toBe(true);
    scanner.onDecode({ data: 'PassCodeAna00001' });
    scanner.onDecode({ data: 'PassCodeAna00001' });
    scanner.onDecode({ data: 'PassCodeBen00001' });
    scanner.onDecode({ data: 'PassCodeAna00001' });
    expect(onCode.mock.calls.map((c) => c[0])).toEqual(['PassCodeAna00001', 'PassCodeBen00001', 'PassCodeAna00001']);
    view.unmount();
    expect(scanner.destroyed).toBe(true);
  });

  it('says to type the code where no camera can be opened', async () => {
    cameraFails = true;
    render(
      <MantineProvider>
        <QrCamera onCode={() => {}} />
      </MantineProvider>,
    );
    await waitFor(() =>
      expect(screen.getByText('No camera is available here: type the code instead.')).toBeInTheDocument(),
    );
  });
});
