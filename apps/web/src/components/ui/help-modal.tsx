import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import './event-widgets.css';

export interface HelpModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The help text, one paragraph each. */
  paragraphs: readonly string[];
}

/** spec 001 §2 widgets: a help modal (tickets, bidding, time blocks, payments, scheduling…). */
export function HelpModal({ opened, onClose, title, paragraphs }: HelpModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {paragraphs.map((p) => (
          <Text key={p} size="sm">
            {p}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}

/** A link-styled button that opens a help modal ('What are time blocks?'). */
export function HelpLink({
  label,
  title,
  paragraphs,
}: {
  label: string;
  title: string;
  paragraphs: readonly string[];
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open}>
        {label}
      </Anchor>
      <HelpModal opened={opened} onClose={close} title={title} paragraphs={paragraphs} />
    </>
  );
}
