import type { DatesSetArg, DateSelectArg, EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Button, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { clockTimeText } from '@stagepass/domain/events';
import type { CalendarEntry } from '../lib/calendar-entries';
import { floatingTime, listWindow, slotOf } from '../lib/calendar-entries';

// The calendar of schedules and bookings by month, week and day, and as a list. This file is the only one that imports
// FullCalendar, and the page loads it lazily, so the library is fetched with /dash/scheduling only.

export interface SchedulingCalendarProps {
  entries: readonly CalendarEntry[];
  /** The browser's zone: 'today' on a calendar whose entries are each location's wall clock. */
  timeZone: string;
  /** Selecting a time opens the schedule form; off without a location. */
  selectable: boolean;
  onRangeChange: (window: { start_date: string; end_date: string }) => void;
  onSelectSlot: (slot: { date: string; start?: string; end?: string }) => void;
  onOpenSchedule: (scheduleId: number) => void;
  onOpenBooking: (entry: Extract<CalendarEntry, { kind: 'booking' }>) => void;
  /** What an empty list says to do next, and the button that does it. */
  empty: { text: string; action?: string; onAction?: () => void };
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const DESKTOP_VIEW = 'dayGridMonth';
// On a phone a month's seven columns are too narrow for an entry's words: the list of the month opens instead, and
// the day and the month grid are a press away.
const PHONE_VIEW = 'listMonth';
const TOOLBAR = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
};
const PHONE_TOOLBAR = { left: 'prev,next today', center: 'title', right: 'listMonth,timeGridDay,dayGridMonth' };
const BUTTON_TEXT = { today: 'Today', month: 'Month', week: 'Week', day: 'Day', list: 'List' };

const pad = (n: number) => String(n).padStart(2, '0');
/** The week and day views' hours as every time of day reads (spec 001 §9), without a zone: each location has its own. */
const slotLabel = ({ date }: VerboseFormattingArg) => clockTimeText(`${pad(date.hour)}:${pad(date.minute)}`);

function EntryContent({ event, view }: EventContentArg) {
  const entry = event.extendedProps.entry as CalendarEntry;
  // The list has the room for the whole block; the grids show when it starts.
  const when = view.type.startsWith('list') ? entry.timesText : entry.startText;
  if (entry.kind === 'booking') {
    return (
      <div className="sch-entry">
        <b>{when}</b> {entry.title}
      </div>
    );
  }
  return (
    <div className="sch-entry">
      <div>
        <b>{when}</b> {entry.location}
      </div>
      <div>{entry.rate}</div>
      <div className="sch-entry-closes">{entry.closes}</div>
    </div>
  );
}

const renderEntry = (arg: EventContentArg) => <EntryContent {...arg} />;

export function SchedulingCalendar({
  entries,
  timeZone,
  selectable,
  onRangeChange,
  onSelectSlot,
  onOpenSchedule,
  onOpenBooking,
  empty,
}: SchedulingCalendarProps) {
  const theme = useMantineTheme();
  // Below Mantine's sm breakpoint, read at once so the first view is already the phone's.
  const phone = useMediaQuery(`(max-width: ${parseFloat(theme.breakpoints.sm) - 0.01}em)`, undefined, {
    getInitialValueInEffect: false,
  });
  const calendar = useRef<FullCalendar>(null);
  const root = useRef<HTMLDivElement>(null);
  // FullCalendar draws the prev / next chevrons as role="img" without a name, inside buttons it names by their title
  // ('Previous month'): the chevrons are decoration, so screen readers are told to skip them, each time the toolbar
  // is drawn.
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const hideChevrons = () => {
      for (const icon of el.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
    };
    hideChevrons();
    const observer = new MutationObserver(hideChevrons);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const wasPhone = useRef(phone);
  useEffect(() => {
    // Turning a tablet or resizing a window across the breakpoint moves to that size's own view.
    if (wasPhone.current === phone) return;
    wasPhone.current = phone;
    calendar.current?.getApi().changeView(phone ? PHONE_VIEW : DESKTOP_VIEW);
  }, [phone]);

  const events = useMemo<EventInput[]>(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        start: entry.start,
        end: entry.end,
        classNames: [entry.kind === 'schedule' ? 'sch-schedule' : 'sch-booking'],
        extendedProps: { entry },
      })),
    [entries],
  );

  // Stable, so a re-render of the page does not reset the calendar's options.
  const now = useCallback(() => floatingTime(Date.now(), timeZone), [timeZone]);

  return (
    <div ref={root}>
      <FullCalendar
        ref={calendar}
        plugins={PLUGINS}
        initialView={phone ? PHONE_VIEW : DESKTOP_VIEW}
        headerToolbar={phone ? PHONE_TOOLBAR : TOOLBAR}
        buttonText={BUTTON_TEXT}
        // Entries are each location's wall clock without an offset; UTC shows them as they are.
        timeZone="UTC"
        now={now}
        height="auto"
        nowIndicator
        dayMaxEvents={4}
        eventDisplay="block"
        // Each entry writes its own times, at its location's zone (calendar-entries.ts).
        displayEventTime={false}
        slotLabelFormat={slotLabel}
        events={events}
        eventContent={renderEntry}
        noEventsContent={
          <Stack gap="xs" align="center" p="md">
            <Text size="sm" ta="center">
              {empty.text}
            </Text>
            {empty.action && (
              <Button size="xs" onClick={empty.onAction}>
                {empty.action}
              </Button>
            )}
          </Stack>
        }
        selectable={selectable}
        selectMirror
        datesSet={(arg: DatesSetArg) => onRangeChange(listWindow(arg.startStr, arg.endStr))}
        select={(arg: DateSelectArg) => {
          arg.view.calendar.unselect();
          onSelectSlot(slotOf(arg));
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const entry = arg.event.extendedProps.entry as CalendarEntry;
          if (entry.kind === 'booking') onOpenBooking(entry);
          else onOpenSchedule(entry.scheduleId);
        }}
      />
    </div>
  );
}
