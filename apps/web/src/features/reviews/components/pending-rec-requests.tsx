import { Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PendingRecRequest } from '@stagepass/contract/reviews/fields';
import { talentProfilePath } from '@stagepass/domain/profiles';
import {
  ACCEPT,
  DECLINE,
  PENDING_REC_HEADING,
  POST_RECOMMENDATION,
  RECOMMENDATION_LABEL,
  RECOMMENDATION_MAX_LENGTH,
  REC_WRITTEN,
  WRITE_RECOMMENDATION_FOR,
  recommendationTextError,
} from '@stagepass/domain/reviews';
import { notify } from '../../../components/ui/notify';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useRequest, useRequestMutation } from '../../../lib/use-request';

const REFRESH = ['get_pending_rec_requests', 'get_recs_for_id', 'get_recs_by_id'] as const;

/** One request: the write form once it is the member's (claimed), else Accept and Decline (claim_for_id). */
function PendingRequest({ request }: { request: PendingRecRequest }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useRequestMutation('write_rec', { invalidates: REFRESH });
  const answer = useRequestMutation('claim_for_id', { invalidates: REFRESH });
  const title = WRITE_RECOMMENDATION_FOR(request.for_name);
  const titleId = `pending-rec-${request.id}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = recommendationTextError(text);
    setError(problem);
    if (problem) return;
    write.mutate({ rec: text.trim(), for_id: request.for_id }, { onSuccess: () => notify(1, REC_WRITTEN) });
  }
  const respond = (reject: boolean) =>
    answer.mutate({ type: 'RECOMMEND', for_id: request.for_id, reject }, { onSuccess: (a) => notify(1, a.message) });

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={request.for_name} image={request.for_photo} decorative />
          <Stack gap={0}>
            <Title order={3} size="h5" id={titleId}>
              {title}
            </Title>
            <Anchor
              component={Link}
              to={talentProfilePath(request.for_id, request.for_username)}
              state={{ sp_id: request.for_id }}
              size="sm"
            >
              {`${request.by_name}'s profile`}
            </Anchor>
          </Stack>
        </Group>
        {request.claimed ? (
          <form onSubmit={submit} noValidate aria-label={title}>
            <Stack gap="xs">
              <Textarea
                label={RECOMMENDATION_LABEL}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  if (error) setError(null);
                }}
                error={error}
                rows={4}
                maxLength={RECOMMENDATION_MAX_LENGTH + 200}
              />
              <Group gap="xs">
                <Button type="submit" loading={write.isPending}>
                  {POST_RECOMMENDATION}
                </Button>
                <Button variant="default" onClick={() => respond(true)} loading={answer.isPending}>
                  {DECLINE}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group gap="xs">
            <Button onClick={() => respond(false)} loading={answer.isPending}>
              {ACCEPT}
            </Button>
            <Button variant="default" onClick={() => respond(true)} loading={answer.isPending}>
              {DECLINE}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * get_pending_rec_requests: the recommendations the member was asked to write, on their dashboard (where a claimed
 * /redirect/recreq/ link leads, spec 000 §2.8). Nothing at all when there are none.
 */
export function PendingRecRequests() {
  const query = useRequest('get_pending_rec_requests', {}, { meta: { silent: true } });
  const requests = query.data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="pending-rec-heading" gap="sm">
      <Title order={2} size="h4" id="pending-rec-heading">
        {PENDING_REC_HEADING}
      </Title>
      <Text size="sm" c="dimmed">
        {requests.length === 1
          ? 'A talent asked you for a recommendation.'
          : `${requests.length} talent asked you for a recommendation.`}
      </Text>
      {requests.map((r) => (
        <PendingRequest key={r.id} request={r} />
      ))}
    </Stack>
  );
}
