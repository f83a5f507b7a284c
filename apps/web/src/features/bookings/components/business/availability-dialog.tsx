import { Alert, Badge, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { SCHEDULE_CLOSED } from '@stagepass/domain/bids';
import { eventDateText } from '@stagepass/domain/events';
import { distanceText } from '@stagepass/domain/format';
import { slotText } from '@stagepass/domain/schedule-requests';
import { useRequest } from '../../../../lib/use-request';
import { ScheduleCountdown } from '../countdown';
import { useServerClock } from '../server-clock';
import { money } from './business-bid-rules';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';

export interface AvailabilityDialogProps {
  spId: number;
  name: string;
  /** The day asked about, YYYY-MM-DD (the time block's day at the venue). */
  date: string;
  timeZone: string;
  /** The venue: each window's distance is from here. */
  latitude: number;
  longitude: number;
  onClose: () => void;
}

/**
 * "Check availability" (spec 001 §7 business_find_availablity): the talent's schedule windows on the event's day,
 * each with its place, distance, prices, the blocks already booked in it and the time left to bid.
 */
export function AvailabilityDialog({
  spId,
  name,
  date,
  timeZone,
  latitude,
  longitude,
  onClose,
}: AvailabilityDialogProps) {
  const query = useRequest(
    'business_find_availablity',
    { date, sp_id: spId, latitude, longitude },
    { meta: { silent: true } },
  );
  const clock = useServerClock(query);
  const title = T.availabilityTitle(name, eventDateText(`${date}T12:00:00Z`, 'UTC'));

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label={T.loadingAvailability} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (query.data.windows.length === 0) body = <Text c="dimmed">{T.noWindows}</Text>;
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.windows.map((w) => {
          // The countdown reads 'Schedule Closed' itself once the closing time passes.
          const closed = w.closed_at !== null;
          return (
            <Card
              component="li"
              key={w.sch_id}
              withBorder
              padding="sm"
              aria-label={slotText(w.start_time, w.end_time, w.time_zone)}
            >
              <Stack gap={4}>
                <Text fw={700} size="sm">
                  {slotText(w.start_time, w.end_time, w.time_zone)}
                </Text>
                <Text size="sm">
                  {w.location_name} · {distanceText(w.distance)}
                </Text>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {T.from(money(w.listing_price_cents))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {T.rate(money(w.rate_cents))}
                  </Text>
                  {w.book_now_cents !== null && (
                    <Badge variant="light" color="grape">
                      {T.bookNowPrice(money(w.book_now_cents))}
                    </Badge>
                  )}
                </Group>
                {w.approve_bids && (
                  <Text size="xs" c="dimmed">
                    {T.approveBids}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {T.bufferMaxEvents(w.buffer_time, w.max_events)}
                </Text>
                {w.booked.length > 0 && (
                  <Text size="xs">
                    {T.bookedBlocks}: {w.booked.map(([s, e]) => slotText(s, e, w.time_zone || timeZone)).join('; ')}
                  </Text>
                )}
                {closed ? (
                  <Text size="sm" c="dimmed">
                    {SCHEDULE_CLOSED}
                  </Text>
                ) : (
                  <ScheduleCountdown closesAt={w.closes_at} clock={clock} c="dimmed" />
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {body}
    </Modal>
  );
}
