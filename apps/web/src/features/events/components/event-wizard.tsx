import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import {
  ADDRESS_NOT_FOUND,
  EVENT_PUBLISHED,
  EVENT_SAVED_AS_DRAFT,
  EVENT_WIZARD_STEPS,
  PUBLISH_EVENT,
  PUBLISH_HINT,
  SAVE_AS_DRAFT,
  SAVE_AS_DRAFT_HINT,
  VENUE_TIME_NOTE,
  eventDateText,
  eventTimeText,
  venueTimeToInstant,
} from '@stagepass/domain/events';
import { CROP_RATIOS, EVENT_NAME_MAX_LENGTH, TEXTAREA_MAX_HEIGHT_PX, TEXTAREA_ROWS } from '@stagepass/domain/limits';
import { EventImage } from '../../../components/ui/event-image';
import { ImageUploadDialog } from '../../../components/ui/image-upload/image-upload-dialog';
import type { ImageDecoder } from '../../../components/ui/image-upload/image-file';
import { notify } from '../../../components/ui/notify';
import { StepWizard } from '../../../components/ui/step-wizard';
import { useRequestMutation } from '../../../lib/use-request';
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_PASSWORD_MAX_LENGTH,
  accessErrors,
  detailsErrors,
  eventInput,
  hasErrors,
  placeErrors,
} from '../lib/event-form';
import type { DraftErrors, EventDraft } from '../lib/event-form';
import '../styles/events.css';

type Patch = (p: Partial<EventDraft>) => void;

interface StepProps {
  draft: EventDraft;
  patch: Patch;
  /** Messages show once the step has blocked Next (or Finish). */
  errors: DraftErrors;
}

function DetailsStep({ draft, patch, errors }: StepProps) {
  return (
    <Stack>
      <TextInput
        label="Event name"
        required
        maxLength={EVENT_NAME_MAX_LENGTH}
        value={draft.name}
        onChange={(e) => patch({ name: e.currentTarget.value })}
        error={errors.name}
        description={`${draft.name.length}/${EVENT_NAME_MAX_LENGTH} characters`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        label="Description"
        // spec 000 §9: textareas 12 rows, at most 300 px high.
        rows={TEXTAREA_ROWS}
        styles={{ input: { maxHeight: TEXTAREA_MAX_HEIGHT_PX } }}
        maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
        value={draft.description}
        onChange={(e) => patch({ description: e.currentTarget.value })}
        error={errors.description}
      />
    </Stack>
  );
}

function PlaceStep({ draft, patch, errors }: StepProps) {
  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const geocode = useRequestMutation('geocode_address', {
    onSuccess: ({ results: found }) => {
      setResults(found);
      // Best match first (geocode_address): chosen at once, and the business may pick another.
      const best = found[0];
      patch(best ? { place: best, placeIsNew: true, address: best.formatted_address } : { place: null });
    },
  });

  const find = () => {
    const address = draft.address.trim();
    if (address) geocode.mutate({ address });
  };

  const notFound = results !== null && results.length === 0;
  const chosen = results && draft.place ? results.indexOf(draft.place) : -1;

  return (
    <Stack>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Address"
          required
          style={{ flexGrow: 1 }}
          value={draft.address}
          onChange={(e) => {
            const address = e.currentTarget.value;
            setResults(null);
            patch({ address, place: draft.place?.formatted_address === address ? draft.place : null });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              find();
            }
          }}
          error={notFound ? undefined : errors.address}
        />
        <Button mt={25} onClick={find} loading={geocode.isPending} disabled={!draft.address.trim()}>
          Find
        </Button>
      </Group>
      {notFound && (
        <Alert color="red" role="alert">
          {ADDRESS_NOT_FOUND}
        </Alert>
      )}
      {results && results.length > 0 && (
        <Radio.Group
          label="Choose the address"
          value={chosen >= 0 ? String(chosen) : null}
          onChange={(v) => {
            const r = results[Number(v)];
            if (r) patch({ place: r, placeIsNew: true, address: r.formatted_address });
          }}
        >
          <Stack gap="xs" mt="xs">
            {results.map((r, i) => (
              <Radio key={`${r.latitude},${r.longitude},${i}`} value={String(i)} label={r.formatted_address} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="datetime-local"
          label="Starts"
          required
          value={draft.start}
          onChange={(e) => patch({ start: e.currentTarget.value })}
          error={errors.start}
        />
        <TextInput
          type="datetime-local"
          label="Ends"
          required
          min={draft.start || undefined}
          value={draft.end}
          onChange={(e) => patch({ end: e.currentTarget.value })}
          error={errors.end}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {VENUE_TIME_NOTE}
        {draft.place ? ` (${draft.place.time_zone})` : ''}.
      </Text>
    </Stack>
  );
}

function ImageStep({ draft, patch, decode }: StepProps & { decode?: ImageDecoder }) {
  const [opened, { open, close }] = useDisclosure(false);
  const src =
    draft.image.kind === 'new' ? draft.image.dataUrl : draft.image.kind === 'current' ? draft.image.url : null;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        A wide picture for the event's card and page, cropped to the event shape. Optional.
      </Text>
      <div style={{ maxWidth: 420 }}>
        <EventImage src={src} alt={src ? 'Event image preview' : 'No event image yet'} />
      </div>
      <Group>
        <Button variant="light" onClick={open}>
          {src ? 'Change image' : 'Choose image'}
        </Button>
        {src && (
          <Button variant="subtle" color="red" onClick={() => patch({ image: { kind: 'none' } })}>
            Remove image
          </Button>
        )}
      </Group>
      <ImageUploadDialog
        opened={opened}
        title="Event Image"
        use="image"
        aspect={CROP_RATIOS.event}
        saveLabel="Use image"
        decode={decode}
        onClose={close}
        onSave={({ dataUrl }) => {
          patch({ image: { kind: 'new', dataUrl } });
          close();
        }}
      />
    </Stack>
  );
}

function AccessStep({ draft, patch, errors }: StepProps) {
  return (
    <Stack>
      <Checkbox
        label="Private event"
        description="Only guests you give the password to can see it."
        checked={draft.isPrivate}
        onChange={(e) => patch({ isPrivate: e.currentTarget.checked })}
      />
      {draft.isPrivate && (
        <PasswordInput
          label="Event password"
          required
          maxLength={EVENT_PASSWORD_MAX_LENGTH}
          value={draft.password}
          onChange={(e) => patch({ password: e.currentTarget.value })}
          error={errors.password}
        />
      )}
      <Checkbox
        label="Online only"
        description="The event happens online; guests join at its online URL."
        checked={draft.onlineOnly}
        onChange={(e) => patch({ onlineOnly: e.currentTarget.checked })}
      />
      <TextInput
        type="url"
        label="Online URL"
        required={draft.onlineOnly}
        description={draft.onlineOnly ? 'Where guests join the event.' : 'Optional: a livestream of the event.'}
        placeholder="https://"
        value={draft.onlineUrl}
        onChange={(e) => patch({ onlineUrl: e.currentTarget.value })}
        error={errors.onlineUrl}
      />
    </Stack>
  );
}

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text component="dt" fw={700} size="sm" w={110} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function venueText(local: string, timeZone: string | undefined): string {
  if (!timeZone || !local) return local;
  const instant = venueTimeToInstant(local, timeZone);
  return `${eventDateText(instant, timeZone)}, ${eventTimeText(instant, timeZone)}`;
}

function ReviewStep({ draft, patch }: StepProps) {
  const tz = draft.place?.time_zone;
  return (
    <Stack>
      <Stack component="dl" gap={6} m={0}>
        <SummaryRow term="Name">{draft.name}</SummaryRow>
        <SummaryRow term="Description">{draft.description || '—'}</SummaryRow>
        <SummaryRow term="Address">{draft.place?.formatted_address ?? draft.address}</SummaryRow>
        <SummaryRow term="Starts">{venueText(draft.start, tz)}</SummaryRow>
        <SummaryRow term="Ends">{venueText(draft.end, tz)}</SummaryRow>
        <SummaryRow term="Image">{draft.image.kind === 'none' ? 'None' : 'Yes'}</SummaryRow>
        <SummaryRow term="Access">{draft.isPrivate ? 'Private, with a password' : 'Public'}</SummaryRow>
        <SummaryRow term="Online">
          {draft.onlineOnly ? `Online only: ${draft.onlineUrl}` : draft.onlineUrl || 'No'}
        </SummaryRow>
      </Stack>
      <Radio.Group
        label="When you finish"
        value={draft.publish ? 'publish' : 'draft'}
        onChange={(v) => patch({ publish: v === 'publish' })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="draft" label={SAVE_AS_DRAFT} description={SAVE_AS_DRAFT_HINT} />
          <Radio value="publish" label={PUBLISH_EVENT} description={PUBLISH_HINT} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

export interface EventWizardProps {
  initial: EventDraft;
  /** The event being updated; none creates one. */
  eventId?: number;
  onSaved: (eventId: number) => void;
  /** Tests replace the image decoder: jsdom decodes no pictures. */
  decode?: ImageDecoder;
}

/**
 * spec 001 §5 wizard for Create / Update Event: Details, Place & time, Image, Access, Review. Next is blocked
 * while the current step is invalid; Finish sends business_create_update_event with the create and draft flags
 * as '1' / '0' (§9).
 */
export function EventWizard({ initial, eventId, onSaved, decode }: EventWizardProps) {
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const patch: Patch = (p) => setDraft((d) => ({ ...d, ...p }));
  const save = useRequestMutation('business_create_update_event', {
    invalidates: ['business_events_query', 'user_events_query', 'get_watched_items'],
    onSuccess: ({ event_id }, input) => {
      notify(1, input.draft === '0' ? EVENT_PUBLISHED : EVENT_SAVED_AS_DRAFT);
      onSaved(event_id);
    },
  });

  const stepErrors = [detailsErrors(draft), placeErrors(draft), {}, accessErrors(draft), {}];
  const errorsOf = (i: number): DraftErrors => (shown.has(i) ? (stepErrors[i] ?? {}) : {});
  const props = (i: number): StepProps => ({ draft, patch, errors: errorsOf(i) });

  const steps = [
    { label: EVENT_WIZARD_STEPS.details, content: <DetailsStep {...props(0)} /> },
    { label: EVENT_WIZARD_STEPS.place, content: <PlaceStep {...props(1)} /> },
    { label: EVENT_WIZARD_STEPS.image, content: <ImageStep {...props(2)} decode={decode} /> },
    { label: EVENT_WIZARD_STEPS.access, content: <AccessStep {...props(3)} /> },
    { label: EVENT_WIZARD_STEPS.review, content: <ReviewStep {...props(4)} /> },
  ].map((s, i) => ({ ...s, valid: !hasErrors(stepErrors[i] ?? {}) }));

  return (
    <StepWizard
      label={eventId === undefined ? 'Create event' : 'Update event'}
      steps={steps}
      onBlocked={(i) => setShown((s) => new Set(s).add(i))}
      onFinish={() => save.mutate(eventInput(draft, eventId))}
      finishing={save.isPending}
    />
  );
}
