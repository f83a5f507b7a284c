import { Modal } from '@mantine/core';
import { LAUNCH_TERMS_TITLE } from '../lib/launch-texts';
import { LaunchTerms } from './launch-terms';

/** The Launch & Partner Terms in a modal; the Disclaimer loads it when first asked for. */
export function LaunchTermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={LAUNCH_TERMS_TITLE}
      size="lg"
    >
      <LaunchTerms />
    </Modal>
  );
}
