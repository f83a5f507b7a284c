import { Alert, Badge, Card, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import { BIDDING_HELP_BUTTON } from '@stagepass/domain/bids';
import { venueDay } from '@stagepass/domain/events';
import { SCHEDULE_REQUEST_STATE_LABELS } from '@stagepass/domain/schedule-requests';
import { slotText } from '@stagepass/domain/schedule-requests';
import { UserAvatar } from '../../../../components/ui/user-avatar';
import { useRequest } from '../../../../lib/use-request';
import { FollowButton } from '../../../follows/components/follow-button';
import { BiddingHelpButton } from '../help/bidding-help-modal';
import { useServerClock, useServerNow } from '../server-clock';
import { AskScheduleButton } from './ask-schedule-button';
import { AvailabilityDialog } from './availability-dialog';
import { BUSINESS_BID_TEXTS as T } from './business-bid-texts';
import { TalentCard, type AvailableTalent } from './talent-card';

type Trait = { id: number; trait: string };

/** An event's time blocks by start time. */
function timeBlocks(event: EventCard): SubEvent[] {
  return Object.values(event.sb_event).sort((a, b) => Date.parse(a.sb_start_time) - Date.parse(b.sb_start_time));
}

/** The traits a block asks for (traits_num above 0), in the trait list's order (as the event page names them). */
function askedTraits(sub: SubEvent | undefined, traits: readonly Trait[]): (Trait & { count: number })[] {
  if (!sub) return [];
  const count = (id: string) => sub.traits_num[id] ?? 0;
  const named = traits.filter((t) => count(String(t.id)) > 0).map((t) => ({ ...t, count: count(String(t.id)) }));
  const known = new Set(traits.map((t) => String(t.id)));
  const unnamed = Object.keys(sub.traits_num)
    .filter((id) => count(id) > 0 && !known.has(id))
    .map((id) => ({ id: Number(id), trait: `#${id}`, count: count(id) }));
  return [...named, ...unnamed];
}

export interface FindTalentProps {
  event: EventCard;
  traits: readonly Trait[];
  /** The time block the page was opened for (route state sbEventId); else the first one. */
  initialSbEventId?: number | null;
}

/**
 * /dash/findCelebsForEvent's body (spec 001 §2, §7): pick one of the event's time blocks and a trait it asks for,
 * then the talent whose schedules cover the block (cards to bid on, book now, check availability) and those without
 * one (ask for a schedule).
 */
export function FindTalent({ event, traits, initialSbEventId }: FindTalentProps) {
  const blocks = timeBlocks(event);
  const [sbEventId, setSbEventId] = useState<number | null>(
    blocks.find((b) => b.sb_event_id === initialSbEventId)?.sb_event_id ?? blocks[0]?.sb_event_id ?? null,
  );
  const sub = blocks.find((b) => b.sb_event_id === sbEventId);
  const asked = askedTraits(sub, traits);
  const [chosenTrait, setTrait] = useState<number | null>(null);
  const traitId = asked.find((t) => t.id === chosenTrait)?.id ?? asked[0]?.id ?? null;
  const [checking, setChecking] = useState<AvailableTalent | null>(null);

  const query = useRequest(
    'business_find_specialists_for_sub_event',
    { sb_event_id: sbEventId ?? 0, trait: traitId ?? 0 },
    { enabled: sbEventId !== null && traitId !== null, meta: { silent: true } },
  );
  // The cards' countdowns and bid labels run on the server's clock.
  const clock = useServerClock(query);
  const nowMs = useServerNow(clock);

  if (blocks.length === 0) return <Alert color="gray">{T.noTimeBlocks}</Alert>;

  let results;
  if (asked.length === 0) results = <Alert color="gray">{T.noTraitsAsked}</Alert>;
  else if (query.isPending) results = <Skeleton h={200} aria-label={T.loadingTalent} />;
  else if (query.isError) results = <Alert color="red">{query.error.message}</Alert>;
  else {
    const { specialist, specialist_nosch } = query.data;
    results = (
      <Stack gap="xl">
        <Stack component="section" gap="sm" aria-labelledby="find-talent-available">
          <Title order={2} size="h4" id="find-talent-available">
            {T.available}
          </Title>
          {specialist.length === 0 ? (
            <Text c="dimmed">{T.noneAvailable}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {specialist.map((t) => (
                <TalentCard
                  key={t.sp_id}
                  talent={t}
                  sbEventId={sub!.sb_event_id}
                  traitId={traitId!}
                  clock={clock}
                  nowMs={nowMs}
                  onCheckAvailability={setChecking}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="find-talent-nosch">
          <Title order={2} size="h4" id="find-talent-nosch">
            {T.noSchedule}
          </Title>
          {specialist_nosch.length === 0 ? (
            <Text c="dimmed">{T.noneWithoutSchedule}</Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {T.noScheduleHint}
              </Text>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {specialist_nosch.map((t) => (
                  <Card component="li" key={t.sp_id} withBorder padding="sm" aria-label={T.talentOf(t.name)}>
                    {/* On a phone the buttons go to a second line rather than being squeezed beside the name. */}
                    <Group justify="space-between" gap="sm">
                      <Group gap="sm" wrap="nowrap">
                        <UserAvatar name={t.name} image={t.photo} size="md" decorative />
                        <Text fw={600}>{t.name}</Text>
                      </Group>
                      <Group gap="xs">
                        <FollowButton memberId={t.sp_id} followedType="SPECIALIST" name={t.name} />
                        {t.schedule_request ? (
                          <Badge variant="light" style={{ flexShrink: 0 }}>
                            {T.scheduleAsked(
                              SCHEDULE_REQUEST_STATE_LABELS[
                                t.schedule_request.state as keyof typeof SCHEDULE_REQUEST_STATE_LABELS
                              ] ?? t.schedule_request.state,
                            )}
                          </Badge>
                        ) : (
                          <AskScheduleButton sbEventId={sub!.sb_event_id} spId={t.sp_id} name={t.name} />
                        )}
                      </Group>
                    </Group>
                  </Card>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={T.timeBlockLabel}
          value={sbEventId === null ? '' : String(sbEventId)}
          onChange={(e) => {
            setSbEventId(Number(e.currentTarget.value));
            setTrait(null);
          }}
          data={blocks.map((b) => ({
            value: String(b.sb_event_id),
            label: slotText(b.sb_start_time, b.sb_end_time, event.time_zone),
          }))}
        />
        {asked.length > 0 && (
          <NativeSelect
            label={T.traitLabel}
            value={traitId === null ? '' : String(traitId)}
            onChange={(e) => setTrait(Number(e.currentTarget.value))}
            data={asked.map((t) => ({ value: String(t.id), label: `${t.trait} (${T.needed(t.count)})` }))}
          />
        )}
        <BiddingHelpButton label={BIDDING_HELP_BUTTON} />
      </Group>
      {sub?.notes && (
        <Text size="sm" c="dimmed" className="event-description">
          {sub.notes}
        </Text>
      )}
      {results}
      {checking && sub && (
        <AvailabilityDialog
          spId={checking.sp_id}
          name={checking.name}
          date={venueDay(sub.sb_start_time, event.time_zone)}
          timeZone={event.time_zone}
          latitude={event.latitude}
          longitude={event.longitude}
          onClose={() => setChecking(null)}
        />
      )}
    </Stack>
  );
}
