import { Button, Group, Modal, Text } from '@mantine/core';
import { ACCOUNT_DEACTIVATED, CHECK_YOUR_EMAIL, REACTIVATE_TITLE } from '@stagepass/domain/accounts';
import { reactivationEmailSentMessage } from '@stagepass/domain/account-flows';
import { useRequestMutation } from '../../../lib/use-request';
import '../../../app/styles/accounts.css';

/**
 * spec 000 §4 / §8: 'Reactivate Account?' saying 'Your account is currently deactivated.' with a
 * Reactivate button; confirming emails a reactivation link and shows 'Check your email'.
 */
export function ReactivateDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const reactivate = useRequestMutation('reactivate_account');
  const sent = reactivate.isSuccess;

  function close() {
    reactivate.reset();
    onClose();
  }

  return (
    <Modal
      opened={email !== null}
      onClose={close}
      title={sent ? CHECK_YOUR_EMAIL : REACTIVATE_TITLE}
      centered
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {sent ? (
        <>
          <Text size="sm">{reactivationEmailSentMessage(email ?? '')}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={close}>OK</Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">{ACCOUNT_DEACTIVATED}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={reactivate.isPending} onClick={() => email && reactivate.mutate({ email })}>
              Reactivate
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
