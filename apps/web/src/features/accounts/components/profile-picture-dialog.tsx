import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PROFILE_PICTURE_CROP } from '@stagepass/domain/limits';
import { ImageUploadDialog } from '../../../components/ui/image-upload/image-upload-dialog';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useUserMutation } from '../api/user-mutation';
import { useCurrentUser } from '../hooks/use-session';

export const UPDATE_PROFILE_PICTURE = 'Update Profile Picture';

interface ProfilePictureDialogProps {
  opened: boolean;
  onClose: () => void;
  decode?: ImageDecoder;
}

/** spec 000 §2.13: 'Update Profile Picture' with Cancel, Save and 'Crop Image'; a circular 1:1 crop. */
export function ProfilePictureDialog({ opened, onClose, decode }: ProfilePictureDialogProps) {
  const update = useUserMutation('update_profile_image');
  return (
    <ImageUploadDialog
      opened={opened}
      title={UPDATE_PROFILE_PICTURE}
      use="profile"
      aspect={PROFILE_PICTURE_CROP.aspect}
      circular={PROFILE_PICTURE_CROP.circular}
      saving={update.isPending}
      decode={decode}
      onClose={onClose}
      onSave={({ dataUrl }) => update.mutate({ media_type: 'image', image: dataUrl }, { onSuccess: onClose })}
    />
  );
}

/** A self-contained settings entry: the current picture and the button that opens the dialog. */
export function ProfilePictureSetting() {
  const user = useCurrentUser();
  const [opened, { open, close }] = useDisclosure(false);
  if (!user) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Profile Picture">
      <Text fw={600}>Profile Picture</Text>
      <Group>
        <UserAvatar name={user.name} image={user.image} size="lg" data-testid="settings-avatar" />
        <Button variant="light" onClick={open}>
          {UPDATE_PROFILE_PICTURE}
        </Button>
      </Group>
      <ProfilePictureDialog opened={opened} onClose={close} />
    </Stack>
  );
}
