import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { MediaLink } from '@stagepass/contract/media/fields';
import {
  ADD_MEDIA_LINK,
  DELETE_MEDIA_LINK,
  DELETE_MEDIA_LINK_CONFIRM,
  EDIT_MEDIA_LINK,
  MEDIA_COMPANY_NOTE,
  MEDIA_COMPANY_OFF,
  MEDIA_COMPANY_ON,
  MEDIA_COMPANY_ROLE,
  MEDIA_LINK_DELETED,
  MEDIA_LINK_DESCRIPTION_LABEL,
  MEDIA_LINK_DESCRIPTION_MAX,
  MEDIA_LINK_SAVED,
  MEDIA_LINK_URL_LABEL,
  MEDIA_LINKS_TITLE,
  NO_MEDIA_LINKS,
  mediaLinkDescriptionProblem,
  mediaLinkUrlProblem,
} from '@stagepass/domain/media-links';
import { EmptyState } from '../../../components/ui/empty-state';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { SettingsSection, serverFieldError } from '../../settings/components/settings-section';
import { MEDIA_EMPTY_TEXTS as T } from '../media-texts';
import { MediaLinkItems } from './media-link-items';

const invalidates = ['media_company_get_links'] as const;

/** The add or edit dialog of a link (spec 001 §5: the url input must be a valid http or https URL). */
function MediaLinkDialog({ link, onClose }: { link: MediaLink | null; onClose: () => void }) {
  const [url, setUrl] = useState(link?.url ?? '');
  const [description, setDescription] = useState(link?.description ?? '');
  const [problems, setProblems] = useState<{ url?: string | null; description?: string | null }>({});
  const create = useRequestMutation('media_company_create_link', { invalidates });
  const update = useRequestMutation('media_company_update_link', { invalidates });
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { url: mediaLinkUrlProblem(url), description: mediaLinkDescriptionProblem(description) };
    setProblems(found);
    if (found.url || found.description || saving) return;
    const done = {
      onSuccess: () => {
        notify(1, MEDIA_LINK_SAVED);
        onClose();
      },
    };
    const fields = { url: url.trim(), description: description.trim() };
    if (link) update.mutate({ link_id: link.link_id, ...fields }, done);
    else create.mutate(fields, done);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={link ? EDIT_MEDIA_LINK : ADD_MEDIA_LINK}>
      <Stack gap="sm">
        <TextInput
          label={MEDIA_LINK_URL_LABEL}
          type="url"
          inputMode="url"
          placeholder="https://"
          data-autofocus
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={problems.url ?? serverFieldError(error, 'url')}
        />
        <Textarea
          label={MEDIA_LINK_DESCRIPTION_LABEL}
          autosize
          minRows={2}
          maxLength={MEDIA_LINK_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={problems.description ?? serverFieldError(error, 'description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /dash/settings for a business (spec 001 §6 'media links (media company role)'): turn the media company role on or
 * off (set_media_company), and, as a media company, add, edit and delete the links its profile lists.
 */
export function MediaLinksSection({ businessId }: { businessId: number }) {
  const query = useRequest('media_company_get_links', { business_id: businessId });
  const setRole = useRequestMutation('set_media_company', { invalidates });
  const remove = useRequestMutation('media_company_delete_link', { invalidates });
  // undefined: no dialog; null: a new link; a link: editing it.
  const [editing, setEditing] = useState<MediaLink | null | undefined>(undefined);
  const on = query.data?.is_media_company ?? false;

  function toggle(next: boolean) {
    setRole.mutate(
      { is_media_company: next },
      { onSuccess: (r) => notify(1, r.is_media_company ? MEDIA_COMPANY_ON : MEDIA_COMPANY_OFF) },
    );
  }

  function confirmDelete(link: MediaLink) {
    modals.openConfirmModal({
      title: DELETE_MEDIA_LINK,
      children: <Text size="sm">{DELETE_MEDIA_LINK_CONFIRM}</Text>,
      labels: { confirm: DELETE_MEDIA_LINK, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ link_id: link.link_id }, { onSuccess: () => notify(1, MEDIA_LINK_DELETED) }),
    });
  }

  return (
    <SettingsSection title={MEDIA_LINKS_TITLE} description={MEDIA_COMPANY_NOTE}>
      <Switch
        label={MEDIA_COMPANY_ROLE}
        checked={on}
        disabled={query.isPending || setRole.isPending}
        onChange={(e) => toggle(e.currentTarget.checked)}
      />
      {on && query.data && (
        <>
          {query.data.links.length === 0 ? (
            <EmptyState
              message={NO_MEDIA_LINKS}
              description={T.ownerHint}
              action={{ label: ADD_MEDIA_LINK, onClick: () => setEditing(null) }}
            />
          ) : (
            <MediaLinkItems
              links={query.data.links}
              label={MEDIA_LINKS_TITLE}
              actions={(l) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(l)} aria-label={`Edit ${l.url}`}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red"
                    onClick={() => confirmDelete(l)}
                    aria-label={`Delete ${l.url}`}
                  >
                    Delete
                  </Button>
                </Group>
              )}
            />
          )}
          {query.data.links.length > 0 && (
            <Button variant="light" w="fit-content" onClick={() => setEditing(null)}>
              {ADD_MEDIA_LINK}
            </Button>
          )}
        </>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? EDIT_MEDIA_LINK : ADD_MEDIA_LINK}
      >
        {editing !== undefined && <MediaLinkDialog link={editing} onClose={() => setEditing(undefined)} />}
      </Modal>
    </SettingsSection>
  );
}
