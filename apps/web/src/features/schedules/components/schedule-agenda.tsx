import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ScheduleItem } from '@stagepass/contract/schedules/fields';
import { closesText, dollarsText, scheduleWhenText } from '../lib/calendar-entries';
import { SCHEDULING_TEXTS as T } from '../schedules-texts';

export interface ScheduleAgendaProps {
  schedules: readonly ScheduleItem[];
  nowMs: number;
  onEdit: (schedule: ScheduleItem) => void;
  /** What an empty period says to do next, and the button that does it. */
  empty: { text: string; action?: string; onAction?: () => void };
}

/**
 * The schedules the calendar shows, as a list: each with its location, time, rate, bookings and the day's closing
 * time (spec 001 §4: 'Schedule Closed' once over). Keyboard and screen-reader users edit from here.
 */
export function ScheduleAgenda({ schedules, nowMs, onEdit, empty }: ScheduleAgendaProps) {
  const sorted = [...schedules].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sch-agenda-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sch-agenda-heading">
          {T.inViewHeading}
        </Title>
        {sorted.length === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {empty.text}
            </Text>
            {empty.action && (
              <Button size="xs" variant="light" onClick={empty.onAction}>
                {empty.action}
              </Button>
            )}
          </Stack>
        )}
        <Stack gap="xs" component="ul" className="sch-list">
          {sorted.map((s) => (
            <li key={s.schedule_id} aria-label={`${s.location_name}, ${scheduleWhenText(s)}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {scheduleWhenText(s)}
                  </Text>
                  <Text size="sm">
                    {s.location_name} · {dollarsText(s.rate)}
                    {s.bookings.length > 0 && ` · ${T.bookingsCount(s.bookings.length)}`}
                    {s.live_bids > 0 && ` · ${T.liveBidsCount(s.live_bids)}`}
                  </Text>
                  {s.bookings.map((b) => (
                    <Text key={b.bid_id} size="xs" c="dimmed">
                      {b.event_name} ({b.business_name})
                    </Text>
                  ))}
                  <Text size="xs" c="dimmed">
                    {closesText(s, nowMs)}
                  </Text>
                </Stack>
                {/* Never shrunk by a long line beside it: on a phone it stayed 'Edi'. */}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onEdit(s)}
                  aria-label={T.editSchedule(`${s.location_name}, ${scheduleWhenText(s)}`)}
                  style={{ flexShrink: 0 }}
                >
                  {T.edit}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
