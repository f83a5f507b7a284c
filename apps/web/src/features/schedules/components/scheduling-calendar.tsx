import type { DatesSetArg, DateSelectArg, EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useMemo } from 'react';
import type { CalendarEntry } from '../lib/calendar-entries';
import { floatingTime, listWindow, slotOf } from '../lib/calendar-entries';

// issue 12: the calendar of schedules and bookings by month, week and day. This file is the only one that imports
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
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const TOOLBAR = { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' };
const BUTTON_TEXT = { today: 'Today', month: 'Month', week: 'Week', day: 'Day' };

function EntryContent({ event, timeText }: EventContentArg) {
  const entry = event.extendedProps.entry as CalendarEntry;
  if (entry.kind === 'booking') {
    return (
      <div className="sch-entry">
        <b>{timeText}</b> {entry.title}
      </div>
    );
  }
  return (
    <div className="sch-entry">
      <div>
        <b>{timeText}</b> {entry.location}
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
}: SchedulingCalendarProps) {
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
    <FullCalendar
      plugins={PLUGINS}
      initialView="dayGridMonth"
      headerToolbar={TOOLBAR}
      buttonText={BUTTON_TEXT}
      // Entries are each location's wall clock without an offset; UTC shows them as they are.
      timeZone="UTC"
      now={now}
      height="auto"
      nowIndicator
      dayMaxEvents={4}
      eventDisplay="block"
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
      events={events}
      eventContent={renderEntry}
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
  );
}
