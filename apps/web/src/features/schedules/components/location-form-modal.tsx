import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Location } from '@stagepass/contract/schedules/fields';
import { LOCATION_ADDRESS_MAX_LENGTH, LOCATION_NAME_MAX_LENGTH } from '@stagepass/domain/schedules';
import { notify } from '../../../components/ui/notify';
import { useRequestMutation } from '../../../lib/use-request';
import { LOCATION_TEXTS as T, SCHEDULE_FORM_TEXTS } from '../schedules-texts';
import { FormFooter } from './form-footer';

/** A new location (`'new'`) or one to edit; null: closed. */
export type LocationFormTarget = 'new' | Location | null;

/** The reads that show a location's name: the list, and the schedules and templates that use it. */
const READS_OF_LOCATIONS = ['locations_query', 'specialist_schedule_list', 'specialist_template_list'] as const;

export function LocationFormModal({ target, onClose }: { target: LocationFormTarget; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === 'new' ? T.newTitle : T.editTitle}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {target && <LocationForm location={target === 'new' ? null : target} onClose={onClose} />}
    </Modal>
  );
}

type Field = 'name' | 'address';

/**
 * spec 001 §3 Location: a name (at most 32 characters, §9) and an address, which the server geocodes. An address it
 * cannot find is refused naming `address` (§8 geocode failure): the message shows on the address field.
 */
function LocationForm({ location, onClose }: { location: Location | null; onClose: () => void }) {
  const [name, setName] = useState(location?.name ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const own: Partial<Record<Field, string>> = {};
  if (!name.trim()) own.name = SCHEDULE_FORM_TEXTS.required;
  if (!address.trim()) own.address = SCHEDULE_FORM_TEXTS.required;
  const errors = { ...(showErrors ? own : {}), ...serverErrors };

  const save = useRequestMutation('location_create_update', {
    meta: { silent: true },
    invalidates: READS_OF_LOCATIONS,
    onSuccess: () => {
      notify(1, T.saved);
      onClose();
    },
    onError: (error) => {
      const field = error.field?.split('.')[0];
      if (field === 'name' || field === 'address') setServerErrors({ [field]: error.message });
      else setAlert(error.message);
    },
  });

  const submit = () => {
    setShowErrors(true);
    setAlert(null);
    if (Object.keys(own).length > 0) return;
    save.mutate({
      ...(location ? { location_id: location.location_id } : {}),
      name: name.trim(),
      address: address.trim(),
    });
  };

  return (
    <form
      aria-label={location ? T.editTitle : T.newTitle}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={T.name}
          placeholder={T.namePlaceholder}
          required
          maxLength={LOCATION_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setServerErrors(({ name: _n, ...rest }) => rest);
          }}
          error={errors.name}
          rightSectionWidth={56}
          rightSection={
            <Text size="xs" c="dimmed" aria-label={`${name.length} of ${LOCATION_NAME_MAX_LENGTH} characters`}>
              {name.length}/{LOCATION_NAME_MAX_LENGTH}
            </Text>
          }
        />
        <TextInput
          label={T.address}
          description={T.addressHint}
          required
          maxLength={LOCATION_ADDRESS_MAX_LENGTH}
          value={address}
          onChange={(e) => {
            setAddress(e.currentTarget.value);
            setServerErrors(({ address: _a, ...rest }) => rest);
          }}
          error={errors.address}
        />
        <FormFooter alert={alert} alertTitle={T.notSaved} pending={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
