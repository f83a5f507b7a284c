import { Button, Group, Modal, Text } from '@mantine/core';
import { socialNotAuthorizedMessage, socialNotAuthorizedTitle, type SocialProvider } from '@stagepass/domain/social';
import '../../../app/styles/accounts.css';

export interface NotAuthorized {
  provider: SocialProvider;
  /** The server's explanation; the domain wording when it sent none. */
  message: string | null;
}

/**
 * spec 000 §8: an account with the same email exists but never authorised this provider, so login
 * is refused; the member logs in another way and can enable it under Account, Settings, Social Login.
 */
export function SocialNotAuthorizedDialog({ value, onClose }: { value: NotAuthorized | null; onClose: () => void }) {
  return (
    <Modal
      opened={value !== null}
      onClose={onClose}
      title={value ? socialNotAuthorizedTitle(value.provider) : ''}
      centered
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {value && <Text size="sm">{value.message || socialNotAuthorizedMessage(value.provider)}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
