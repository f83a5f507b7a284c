import { Button, Container, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { EMAIL_PREFERENCES_TITLE } from '@stagepass/domain/settings';
import { notify } from '../../../components/ui/notify';
import { useRequest } from '../../../lib/use-request';
import { useUpdateMarketingEmailExclusions } from '../api/update_marketing_email_exclusions';

/**
 * /dash/emailPreferences (spec 000 §2.3, 'Emails' in the account menu): one switch per marketing
 * email type (marketing_email_types); a switch that is off is an exclusion
 * (marketing_email_exclusions). Save sends the whole list (update_marketing_email_exclusions).
 */
export function EmailPreferencesPage() {
  const types = useRequest('marketing_email_types', {}, { staleTime: Infinity });
  const saved = useRequest('marketing_email_exclusions', {});
  const update = useUpdateMarketingEmailExclusions();
  // The member's unsaved choice; null while it still matches what the server has.
  const [draft, setDraft] = useState<ReadonlySet<number> | null>(null);

  const excluded: ReadonlySet<number> = draft ?? new Set(saved.data?.exclusions ?? []);

  function toggle(id: number, subscribed: boolean) {
    const next = new Set(excluded);
    if (subscribed) next.delete(id);
    else next.add(id);
    setDraft(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending || !types.data) return;
    const exclusions = types.data.types.map((t) => t.id).filter((id) => excluded.has(id));
    update.mutate(
      { exclusions },
      {
        onSuccess: ({ message }) => {
          setDraft(null);
          notify(1, message);
        },
      },
    );
  }

  const loading = types.isPending || saved.isPending;
  const failed = types.error ?? saved.error;

  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{EMAIL_PREFERENCES_TITLE}</Title>
          <Text c="dimmed" mt="xs">
            Choose the marketing emails you want from Stagepass. Emails about your account, tickets and bookings are
            always sent.
          </Text>
        </div>
        {loading ? (
          <Stack gap="sm" aria-label="Loading email preferences">
            <Skeleton h={48} />
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : failed || !types.data ? (
          <Text c="red">{failed?.message}</Text>
        ) : (
          <form onSubmit={submit} aria-label={EMAIL_PREFERENCES_TITLE}>
            <Stack gap="md">
              {types.data.types.map((t) => (
                <Switch
                  key={t.id}
                  label={t.name}
                  description={t.description}
                  // Mantine's label wraps the description; the switch's name is the type alone.
                  aria-label={t.name}
                  checked={!excluded.has(t.id)}
                  onChange={(e) => toggle(t.id, e.currentTarget.checked)}
                />
              ))}
              <Button type="submit" loading={update.isPending} w="fit-content">
                Save preferences
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
