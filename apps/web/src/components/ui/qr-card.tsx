import { Button, Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { QR_COLOR_MODES, QR_DOWNLOAD } from '@stagepass/domain/events';
import type { QrColorMode } from '@stagepass/domain/events';
import { QR_CODE_SIZE_PX, QR_ERROR_CORRECTION_LEVEL, QR_LOGO_SIZE_PX, qrDownloadName } from '@stagepass/domain/limits';
import './event-widgets.css';

// The centre logo, inline so it always loads and never taints the canvas (the download reads it back).
// apps/web/public has no logo file to point at.
const logo = (circle: string, stroke: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">' +
      `<circle cx="50" cy="50" r="46" fill="${circle}" stroke="${stroke}" stroke-width="6"/>` +
      `<text x="50" y="68" font-family="Arial,sans-serif" font-size="54" font-weight="700" fill="${letter}" ` +
      'text-anchor="middle">S</text></svg>',
  )}`;

/**
 * spec 001 §2 QR-code card colour modes: Web in the brand colour; High-Contrast black on white; Printer-Friendly
 * black on white with an outlined logo, so a printer lays down as little ink as possible.
 */
const MODES: Record<QrColorMode, { fg: string; bg: string; logo: string }> = {
  Web: { fg: '#862e9c', bg: '#ffffff', logo: logo('#ae3ec9', '#ffffff', '#ffffff') },
  'High-Contrast': { fg: '#000000', bg: '#ffffff', logo: logo('#000000', '#ffffff', '#ffffff') },
  'Printer-Friendly': { fg: '#000000', bg: '#ffffff', logo: logo('#ffffff', '#000000', '#000000') },
};

/**
 * spec 001 §2 / §9: the QR-code card: 250 px, error correction H, a 50 px centre logo, three colour modes and a
 * Download of the PNG named after the URL. Loaded only where a share modal shows it (qrcode.react stays off
 * every other page).
 */
export function QrCard({ url }: { url: string }) {
  const [mode, setMode] = useState<QrColorMode>('Web');
  const canvas = useRef<HTMLCanvasElement>(null);
  const colours = MODES[mode];

  const download = () => {
    if (!canvas.current) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = qrDownloadName(url);
    link.click();
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label="QR code">
      <Stack align="center" gap="sm">
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as QrColorMode)}
          data={[...QR_COLOR_MODES]}
          aria-label="QR code colours"
          fullWidth
        />
        <QRCodeCanvas
          ref={canvas}
          value={url}
          size={QR_CODE_SIZE_PX}
          level={QR_ERROR_CORRECTION_LEVEL}
          fgColor={colours.fg}
          bgColor={colours.bg}
          marginSize={2}
          className="qr-card-canvas"
          aria-label={`QR code for ${url}`}
          imageSettings={{
            src: colours.logo,
            width: QR_LOGO_SIZE_PX,
            height: QR_LOGO_SIZE_PX,
            excavate: true,
          }}
        />
        <Text size="xs" c="dimmed" ta="center">
          {mode === 'Printer-Friendly' ? 'Black on white, light on ink.' : 'Scan with a phone camera.'}
        </Text>
        <Button variant="light" onClick={download}>
          {QR_DOWNLOAD}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * A printed QR code (tickets, private ticket codes): spec 001 §9's 250 px, error correction H and 50 px centre logo,
 * black on white with the printer-friendly logo. An SVG, so it prints sharp at any size.
 */
export function PrintedQr({ value, label, className }: { value: string; label: string; className?: string }) {
  const colours = MODES['Printer-Friendly'];
  return (
    <QRCodeSVG
      value={value}
      size={QR_CODE_SIZE_PX}
      level={QR_ERROR_CORRECTION_LEVEL}
      marginSize={2}
      fgColor={colours.fg}
      bgColor={colours.bg}
      className={className}
      role="img"
      aria-label={label}
      data-level={QR_ERROR_CORRECTION_LEVEL}
      imageSettings={{ src: colours.logo, width: QR_LOGO_SIZE_PX, height: QR_LOGO_SIZE_PX, excavate: true }}
    />
  );
}
