import { Alert, Button, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { BIDDING_HELP, biddingFeeLines } from '@stagepass/domain/bids';
import { useFees } from '../../../payments/api/get_fees';
import { HelpParagraphs, HelpSections, HelpTrigger, type HelpButtonProps, type HelpModalProps } from './help-parts';

/** The Fees tab: the booking and processor fees from get_fees and the listing price of spec 001 §9. */
function FeesTab() {
  const fees = useFees();
  return (
    <Stack gap="md">
      <Text size="sm">{BIDDING_HELP.feesIntro}</Text>
      {fees.isError ? (
        <Alert color="red" title={BIDDING_HELP.feesLoadFailed}>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void fees.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : fees.data ? (
        <HelpSections sections={biddingFeeLines(fees.data)} />
      ) : (
        <Skeleton h={120} aria-label="Loading fees" />
      )}
    </Stack>
  );
}

/** spec 001 §2: the bidding help modal for business, with the tabs Overview, Bid Status, Grievances and Fees. */
export function BiddingHelpModal({ opened, onClose }: HelpModalProps) {
  const { tabs } = BIDDING_HELP;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={BIDDING_HELP.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Fees mount only when shown, so get_fees is asked only by those who look. */}
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{tabs.overview}</Tabs.Tab>
          <Tabs.Tab value="bidStatus">{tabs.bidStatus}</Tabs.Tab>
          <Tabs.Tab value="grievances">{tabs.grievances}</Tabs.Tab>
          <Tabs.Tab value="fees">{tabs.fees}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <HelpParagraphs paragraphs={BIDDING_HELP.overview} />
        </Tabs.Panel>
        <Tabs.Panel value="bidStatus" pt="md">
          <HelpSections sections={BIDDING_HELP.bidStatus} />
        </Tabs.Panel>
        <Tabs.Panel value="grievances" pt="md">
          <HelpParagraphs paragraphs={BIDDING_HELP.grievances} />
        </Tabs.Panel>
        <Tabs.Panel value="fees" pt="md">
          <FeesTab />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}

/** A '?' (or, with `label`, a text link such as BIDDING_HELP_BUTTON) that opens the bidding help. */
export function BiddingHelpButton({ label }: HelpButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <HelpTrigger label={label} title={BIDDING_HELP.title} onClick={open} />
      <BiddingHelpModal opened={opened} onClose={close} />
    </>
  );
}
