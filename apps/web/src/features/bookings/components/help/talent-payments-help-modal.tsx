import { Modal, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TALENT_PAYMENTS_HELP } from '@stagepass/domain/bids';
import { HelpParagraphs, HelpSections, HelpTrigger, type HelpButtonProps, type HelpModalProps } from './help-parts';

/** spec 001 §2 help modals: talent payments (payouts 5 days after the event, grievances, payment states). */
export function TalentPaymentsHelpModal({ opened, onClose }: HelpModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TALENT_PAYMENTS_HELP.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <HelpParagraphs paragraphs={TALENT_PAYMENTS_HELP.paragraphs} />
        <Title order={2} size="h5">
          {TALENT_PAYMENTS_HELP.statesHeading}
        </Title>
        <HelpSections sections={TALENT_PAYMENTS_HELP.states} />
      </Stack>
    </Modal>
  );
}

export function TalentPaymentsHelpButton({ label }: HelpButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <HelpTrigger label={label} title={TALENT_PAYMENTS_HELP.title} onClick={open} />
      <TalentPaymentsHelpModal opened={opened} onClose={close} />
    </>
  );
}
