import { Button, Group, Image, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { Post } from '@stagepass/contract/posts/fields';
import { CROP_RATIOS } from '@stagepass/domain/limits';
import {
  CREATE_POST,
  POST_CAPTION_MAX,
  POST_CREATED,
  POST_TITLE_MAX,
  postProblem,
  type PostField,
} from '@stagepass/domain/posts';
import { ImageUploadDialog } from '../../../components/ui/image-upload/image-upload-dialog';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { notify } from '../../../components/ui/notify';
import { RpcError } from '../../../lib/rpc';
import { useRequestMutation } from '../../../lib/use-request';

export const POST_PICTURE_PREVIEW = 'Post picture preview';
export const CHOOSE_PICTURE = 'Choose Picture';

export interface CreatePostModalProps {
  opened: boolean;
  onClose: () => void;
  /** spec 001 §5: the crop ratio (width / height) is configurable; square by default. */
  aspect?: number;
  onCreated?: (post: Post) => void;
  /** Tests replace the picture decoder: jsdom decodes none. */
  decode?: ImageDecoder;
}

interface Draft {
  image: string | null;
  title: string;
  caption: string;
}

const EMPTY: Draft = { image: null, title: '', caption: '' };

/**
 * spec 001 §2 Create Post modal, §4 post creation, §5: a picture chosen and cropped (the shared cropper, at `aspect`),
 * a title and a caption, checked here by the spec's rules and again by the server. The button locks while saving; on
 * success the form clears and the modal closes; on failure it unlocks (the server's message is shown). A draft
 * survives closing the modal without posting.
 */
export function CreatePostModal({
  opened,
  onClose,
  aspect = CROP_RATIOS.square,
  onCreated,
  decode,
}: CreatePostModalProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<{ field: PostField; message: string } | null>(null);
  const [picking, picker] = useDisclosure(false);
  const create = useRequestMutation('create_post', {
    invalidates: ['get_posts'],
    onSuccess: ({ post }) => {
      setDraft(EMPTY);
      setProblem(null);
      notify(1, POST_CREATED);
      onClose();
      onCreated?.(post);
    },
    // The error notice shows the server's message (spec 001 §8); a refused field also says so under it.
    onError: (error) => {
      const field = error instanceof RpcError ? error.field : undefined;
      if (field === 'image' || field === 'title' || field === 'comment') setProblem({ field, message: error.message });
    },
  });

  const patch = (p: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setProblem(null);
  };

  const submit = () => {
    if (create.isPending) return;
    const found = postProblem(draft);
    if (found) {
      setProblem(found);
      return;
    }
    create.mutate({ image: draft.image!, title: draft.title, comment: draft.caption, mediaType: 'Image' });
  };

  const errorOf = (field: PostField) => (problem?.field === field ? problem.message : undefined);

  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={onClose}
        title={CREATE_POST}
        centered
        size="lg"
      >
        <form
          aria-label={CREATE_POST}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Stack gap={6} align="flex-start">
              {draft.image ? (
                <Image src={draft.image} alt={POST_PICTURE_PREVIEW} w={240} h={240 / aspect} radius="sm" fit="cover" />
              ) : (
                <Text size="sm" c="dimmed">
                  Every post needs a picture (JPG or PNG, at least 150 x 150 pixels, up to 7.5 MB).
                </Text>
              )}
              <Button variant="light" onClick={picker.open} disabled={create.isPending}>
                {draft.image ? 'Change Picture' : CHOOSE_PICTURE}
              </Button>
              {errorOf('image') && (
                <Text c="red" size="sm" role="alert">
                  {errorOf('image')}
                </Text>
              )}
            </Stack>
            <TextInput
              label="Title"
              value={draft.title}
              maxLength={POST_TITLE_MAX}
              onChange={(e) => patch({ title: e.currentTarget.value })}
              error={errorOf('title')}
              disabled={create.isPending}
            />
            <Textarea
              label="Caption"
              value={draft.caption}
              maxLength={POST_CAPTION_MAX}
              rows={4}
              onChange={(e) => patch({ caption: e.currentTarget.value })}
              error={errorOf('comment')}
              disabled={create.isPending}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Post
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ImageUploadDialog
        opened={picking}
        title="Post Picture"
        use="post"
        aspect={aspect}
        saveLabel="Use Picture"
        onClose={picker.close}
        onSave={({ dataUrl }) => {
          patch({ image: dataUrl });
          picker.close();
        }}
        {...(decode ? { decode } : {})}
      />
    </>
  );
}
