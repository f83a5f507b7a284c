import { Button, Group, Modal, Skeleton, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { COPY_LINK, LINK_COPIED, LINK_COPY_FAILED } from '@stagepass/domain/events';
import { QR_CODE_SIZE_PX } from '@stagepass/domain/limits';
import { notify } from './notify';
import './event-widgets.css';

// qrcode.react is loaded with the card, when a share modal that shows one opens.
const QrCard = lazy(() => import('./qr-card').then((m) => ({ default: m.QrCard })));

export interface ShareLinkModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'Share Event'; the same modal shares talent, business and user links. */
  title: string;
  url: string;
  /** Show the QR-code card (spec 001 §2) under the link. */
  withQr?: boolean;
}

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an insecure origin, an old browser): the selection and the legacy command.
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** spec 001 §2 share-link modal: the link, 'Copy Link' ('Link Copied', spec 001 §8) and optionally the QR card. */
export function ShareLinkModal({ opened, onClose, title, url, withQr = false }: ShareLinkModalProps) {
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (await copyText(url, input.current)) notify(1, LINK_COPIED);
    else notify(2, LINK_COPY_FAILED);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            label="Link"
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flexGrow: 1 }}
          />
          <Button onClick={() => void copy()}>{COPY_LINK}</Button>
        </Group>
        {withQr && (
          <Suspense fallback={<Skeleton h={QR_CODE_SIZE_PX + 100} radius="md" />}>
            <QrCard url={url} />
          </Suspense>
        )}
      </Stack>
    </Modal>
  );
}
