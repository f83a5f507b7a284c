import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ScheduleItem, TemplateItem } from '@stagepass/contract/schedules/fields';
import { SCHEDULING_HELPERS_HELP_BUTTON, SCHEDULING_HELP_BUTTON } from '@stagepass/domain/bids';
import { addDays } from '@stagepass/domain/schedules';
import { hasPage } from '../../../app/route-table';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useRequest } from '../../../lib/use-request';
import {
  SchedulingHelpButton,
  SchedulingHelpersHelpButton,
} from '../../bookings/components/help/scheduling-help-modal';
import { serverTime, useServerClock, useServerNow } from '../../bookings/components/server-clock';
import type { ScheduleFromRequestState } from '../../schedule-requests/lib/scheduling-link';
import { ApplyTemplateModal } from '../components/apply-template-modal';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { LocationFormModal } from '../components/location-form-modal';
import type { LocationFormTarget } from '../components/location-form-modal';
import { LocationsPanel } from '../components/locations-panel';
import { ScheduleAgenda } from '../components/schedule-agenda';
import { ScheduleFormModal } from '../components/schedule-form-modal';
import type { ScheduleFormTarget } from '../components/schedule-form-modal';
import { TemplateFormModal } from '../components/template-form-modal';
import { TemplatesPanel } from '../components/templates-panel';
import { calendarEntries, floatingTime, monthGridWindow } from '../lib/calendar-entries';
import type { CalendarEntry } from '../lib/calendar-entries';
import { newScheduleDraft, newTemplateDraft, requestScheduleDraft, templateDraftOf } from '../lib/schedule-form';
import type { TemplateDraft } from '../lib/schedule-form';
import { NO_LOCATION_TEXTS, SCHEDULING_TEXTS as T } from '../schedules-texts';
import '../styles/schedules.css';

// FullCalendar is most of this page's weight: it loads in its own chunk, after the lists and forms.
const SchedulingCalendar = lazy(() =>
  import('../components/scheduling-calendar').then((m) => ({ default: m.SchedulingCalendar })),
);

const CELEB_EVENT_PATH = '/dash/celeb-event';

/** The schedule request a talent answers (route state from /dash/sch-request: schReqId, start, end), or null. */
export function scheduleRequestOf(state: unknown): ScheduleFromRequestState | null {
  if (!state || typeof state !== 'object') return null;
  const { schReqId, start, end } = state as Record<string, unknown>;
  const id = typeof schReqId === 'string' ? Number(schReqId) : schReqId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (
    typeof start !== 'string' ||
    typeof end !== 'string' ||
    Number.isNaN(Date.parse(start)) ||
    Number.isNaN(Date.parse(end))
  )
    return null;
  return { schReqId: id, start, end };
}

const sameWindow = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date === b.start_date && a.end_date === b.end_date;

/**
 * /dash/scheduling (spec 001 §2 /scheduling; specialist): the talent's schedules and bookings on a calendar by month,
 * week and day; their locations; templates and applying them to dates; the private calendar feed; and the
 * scheduling and scheduling-helpers help modals. Opened with a schedule request in route state, it opens the
 * schedule form on the requested block and links the new schedule to the request.
 */
export function SchedulingPage() {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const [timeZone] = useState(browserTimeZone);
  const [range, setRange] = useState(() => monthGridWindow(Date.now(), timeZone));

  const locationsQuery = useRequest('locations_query', {});
  const schedulesQuery = useRequest('specialist_schedule_list', range, { placeholderData: keepPreviousData });
  // The closing texts, the form's checks and its countdown run on the server's clock (it decides the close).
  const clock = useServerClock(schedulesQuery);
  const now = useServerNow(clock, 30_000);
  const templatesQuery = useRequest('specialist_template_list', {});
  const locations = useMemo(() => locationsQuery.data?.locations ?? [], [locationsQuery.data]);
  const schedules = useMemo(() => schedulesQuery.data?.schedules ?? [], [schedulesQuery.data]);
  const templates = templatesQuery.data?.templates ?? [];
  const hasLocations = locations.length > 0;
  const noLocation = locationsQuery.isSuccess && !hasLocations;
  const entries = useMemo(() => calendarEntries(schedules, now), [schedules, now]);

  const [scheduleTarget, setScheduleTarget] = useState<ScheduleFormTarget | null>(null);
  const [locationTarget, setLocationTarget] = useState<LocationFormTarget>(null);
  const [templateDraft, setTemplateDraft] = useState<TemplateDraft | null>(null);
  const [applyName, setApplyName] = useState<string | null>(null);

  // A schedule request to answer opens the form once the talent has a location to put it at.
  const [pendingRequest, setPendingRequest] = useState(() => scheduleRequestOf(state));
  if (pendingRequest && hasLocations) {
    setPendingRequest(null);
    setScheduleTarget({
      mode: 'new',
      draft: requestScheduleDraft(locations, pendingRequest),
      schReqId: pendingRequest.schReqId,
    });
  }

  const closeScheduleForm = () => {
    setScheduleTarget(null);
    // The request is answered (or left): reopening the page does not offer it again.
    if (scheduleRequestOf(state)) void navigate(pathname, { replace: true, state: null });
  };

  const openNew = (slot: { date: string; start?: string; end?: string }) => {
    if (hasLocations) setScheduleTarget({ mode: 'new', draft: newScheduleDraft(locations, slot) });
  };
  // Tomorrow: a day that starts later today may already be past its lockout.
  const addSchedule = () => openNew({ date: addDays(floatingTime(serverTime(clock), timeZone).slice(0, 10), 1) });
  // An empty period's next step is a schedule; without a location, the prompt above (Add location) is the step.
  const emptyStep = hasLocations ? { action: T.addSchedule, onAction: addSchedule } : {};
  const openSchedule = (schedule: ScheduleItem | undefined) => {
    if (schedule) setScheduleTarget({ mode: 'edit', schedule });
  };
  const openBooking = (entry: Extract<CalendarEntry, { kind: 'booking' }>) => {
    const b = entry.booking;
    // spec 001 §2 /celeb-event: the talent's view of the event, with eventId, businessId, bidId and schId.
    if (hasPage(CELEB_EVENT_PATH))
      void navigate(CELEB_EVENT_PATH, {
        state: { eventId: b.event_id, businessId: b.business_id, bidId: b.bid_id, schId: entry.scheduleId },
      });
    else openSchedule(schedules.find((s) => s.schedule_id === entry.scheduleId));
  };

  return (
    <Container size="xl" py="md">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{T.heading}</Title>
            <Text size="sm" c="dimmed" maw={640}>
              {T.intro}
            </Text>
            <Group gap="md">
              <SchedulingHelpButton label={SCHEDULING_HELP_BUTTON} />
              <SchedulingHelpersHelpButton label={SCHEDULING_HELPERS_HELP_BUTTON} />
            </Group>
          </Stack>
          <Button disabled={!hasLocations} onClick={addSchedule}>
            {T.addSchedule}
          </Button>
        </Group>

        {noLocation && (
          <Alert color="yellow" title={NO_LOCATION_TEXTS.title} role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{NO_LOCATION_TEXTS.body}</Text>
              <Button size="xs" onClick={() => setLocationTarget('new')}>
                {NO_LOCATION_TEXTS.action}
              </Button>
            </Stack>
          </Alert>
        )}

        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack>
              <Text size="xs" c="dimmed">
                {T.calendarNote}
              </Text>
              <div className="sch-calendar">
                <Suspense fallback={<Skeleton h={560} aria-label={T.calendarLoading} />}>
                  <SchedulingCalendar
                    entries={entries}
                    timeZone={timeZone}
                    selectable={hasLocations}
                    onRangeChange={(next) => setRange((prev) => (sameWindow(prev, next) ? prev : next))}
                    onSelectSlot={openNew}
                    onOpenSchedule={(id) => openSchedule(schedules.find((s) => s.schedule_id === id))}
                    onOpenBooking={openBooking}
                    empty={{ text: noLocation ? T.emptyNoLocation : T.listEmpty, ...emptyStep }}
                  />
                </Suspense>
              </div>
              {schedulesQuery.isPending ? (
                <Skeleton h={120} aria-label={T.loading} />
              ) : (
                <ScheduleAgenda
                  schedules={schedules}
                  nowMs={now}
                  onEdit={openSchedule}
                  empty={{ text: noLocation ? T.emptyNoLocation : T.inViewEmpty, ...emptyStep }}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <LocationsPanel
                locations={locations}
                onAdd={() => setLocationTarget('new')}
                onEdit={(l) => setLocationTarget(l)}
              />
              <TemplatesPanel
                templates={templates}
                disabled={!hasLocations}
                onAdd={() => setTemplateDraft(newTemplateDraft(locations))}
                onEdit={(t: TemplateItem) => setTemplateDraft(templateDraftOf(t))}
                onApply={(t: TemplateItem) => setApplyName(t.name)}
              />
              <CalendarFeedPanel />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <ScheduleFormModal
        target={scheduleTarget}
        locations={locations}
        clock={clock}
        onClose={closeScheduleForm}
        onSaveAsTemplate={(draft) => {
          closeScheduleForm();
          setTemplateDraft(newTemplateDraft(locations, draft));
        }}
      />
      <LocationFormModal target={locationTarget} onClose={() => setLocationTarget(null)} />
      <TemplateFormModal draft={templateDraft} locations={locations} onClose={() => setTemplateDraft(null)} />
      <ApplyTemplateModal
        templateName={applyName}
        templates={templates}
        timeZone={timeZone}
        onClose={() => setApplyName(null)}
      />
    </Container>
  );
}
