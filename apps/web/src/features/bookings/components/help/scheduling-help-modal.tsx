import { Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SCHEDULING_HELP, SCHEDULING_HELPERS_HELP, type HelpSection } from '@stagepass/domain/bids';
import { HelpSections, HelpTrigger, type HelpButtonProps, type HelpModalProps } from './help-parts';

function SectionsModal({
  opened,
  onClose,
  help,
}: HelpModalProps & { help: { title: string; sections: readonly HelpSection[] } }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={help.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <HelpSections sections={help.sections} />
    </Modal>
  );
}

/** spec 001 §2 help modals: scheduling (schedules, lockout, buffer time, max events, rates, Book Now, approve bids). */
export function SchedulingHelpModal(props: HelpModalProps) {
  return <SectionsModal {...props} help={SCHEDULING_HELP} />;
}

/** spec 001 §2 help modals: scheduling helpers (templates, applying them to dates, the calendar feed). */
export function SchedulingHelpersHelpModal(props: HelpModalProps) {
  return <SectionsModal {...props} help={SCHEDULING_HELPERS_HELP} />;
}

export function SchedulingHelpButton({ label }: HelpButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <HelpTrigger label={label} title={SCHEDULING_HELP.title} onClick={open} />
      <SchedulingHelpModal opened={opened} onClose={close} />
    </>
  );
}

export function SchedulingHelpersHelpButton({ label }: HelpButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <HelpTrigger label={label} title={SCHEDULING_HELPERS_HELP.title} onClick={open} />
      <SchedulingHelpersHelpModal opened={opened} onClose={close} />
    </>
  );
}
