import { Alert, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { TALENT_TRAITS_TEXTS as T } from '@stagepass/domain/auction';
import { useRequest, useRequestMutation } from '../../../lib/use-request';

/**
 * What the talent performs (specialist_update_traits): the traits and sub-traits of specialist_trait_query that
 * businesses search by when they find talent for a time block.
 */
export function TalentTraitsCard() {
  const traits = useRequest('specialist_trait_query', {}, { staleTime: 10 * 60_000 });
  const mine = useRequest('specialist_update_traits', {});
  // What the talent picked, until saved; before any pick, what is stored.
  const [edited, setChosen] = useState<string[] | null>(null);
  const chosen = edited ?? mine.data?.trait_ids.map(String) ?? [];
  const save = useRequestMutation('specialist_update_traits', { invalidates: ['specialist_update_traits'] });
  const options = useMemo(
    () =>
      (traits.data?.traits ?? []).map((t) => ({
        group: t.trait,
        items: [
          { value: String(t.id), label: t.trait },
          ...t.sub_traits.map((s) => ({ value: String(s.id), label: s.subtrait })),
        ],
      })),
    [traits.data],
  );
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.explain}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ trait_ids: chosen.map(Number) });
          }}
        >
          <Group align="end" gap="sm">
            <MultiSelect
              label={T.label}
              placeholder={T.placeholder}
              data={options}
              value={chosen}
              onChange={setChosen}
              searchable
              maxValues={10}
              error={(save.error?.field === 'trait_ids' && save.error.message) || undefined}
              w={360}
            />
            <Button type="submit" loading={save.isPending} disabled={!mine.data}>
              {T.save}
            </Button>
          </Group>
        </form>
        {save.isSuccess && <Alert color="green">{T.saved}</Alert>}
        {mine.data && mine.data.trait_ids.length === 0 && !save.isSuccess && <Alert color="yellow">{T.none}</Alert>}
      </Stack>
    </Card>
  );
}
