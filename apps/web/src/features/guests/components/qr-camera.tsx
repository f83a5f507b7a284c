import { Alert, Box } from '@mantine/core';
import QrScanner from 'qr-scanner';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CHECKIN_APP as T } from '../guest-texts';

/**
 * The phone's camera reading ticket QR codes (qr-scanner, loaded only when staff open the camera). The same code
 * held in front of the camera is read once until another code is seen, so one ticket is not scanned twice by
 * accident.
 */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef('');
  const decoded = useEffectEvent(onCode);

  useEffect(() => {
    if (!video.current) return;
    const scanner = new QrScanner(
      video.current,
      (result) => {
        if (result.data === last.current) return;
        last.current = result.data;
        decoded(result.data);
      },
      {
        preferredCamera: 'environment',
        highlightScanRegion: true,
        maxScansPerSecond: 5,
        returnDetailedScanResult: true,
      },
    );
    scanner.start().catch(() => setFailed(true));
    return () => scanner.destroy();
  }, []);

  if (failed) return <Alert color="gray">{T.noCamera}</Alert>;
  return (
    <Box pos="relative" maw={420}>
      <video ref={video} style={{ width: '100%', borderRadius: 8 }} muted playsInline aria-label={T.scan} />
    </Box>
  );
}
