import { Anchor, Container, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FEATURED_TALENT_COUNT, FEATURED_TALENT_REQUESTED, JOINED_ARTISTS_COUNT } from '@stagepass/domain/limits';
import {
  FEATURED_TALENT_SEE_ALL,
  FEATURED_TALENT_TITLE,
  JOINED_ARTISTS_TITLE,
  landingTalent,
  NO_FEATURED_TALENT,
} from '@stagepass/domain/talent-search';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { useHydrated } from '../../events/hooks/use-hydrated';
import { FeaturedTalentCard } from './featured-talent-card';

/** spec 001 §2 / §9: the landing asks for 12, then shows the 8 with a photo, and 4 more who already joined. */
const LANDING_INPUT = { limit: FEATURED_TALENT_REQUESTED } as const;

export function TalentGrid({ children, count }: { children?: ReactNode; count?: number }) {
  if (count !== undefined)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-hidden="true" data-testid="talent-loading">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} h={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** The landing's request: fetched in the browser after hydration, silent on failure (no toast on a landing). */
function useLandingTalent() {
  const hydrated = useHydrated();
  const query = useRequest('get_featured_celebrities', LANDING_INPUT, {
    enabled: hydrated,
    retry: 1,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
  return { loading: !hydrated || query.isPending, ...landingTalent(query.data?.celebrities ?? []) };
}

/**
 * spec 001 §2 fan landing: Featured Talent (at most 8, of 12 requested, only creators with a photo), with a link to
 * /dash/featuring, then 'THESE ARTISTS ALREADY JOINED' (at most 4 more). Without featured talent, no sections.
 */
export function LandingTalent({ className }: { className?: string }) {
  const { loading, featured, joined } = useLandingTalent();
  if (loading)
    return (
      <section className={className} aria-hidden="true">
        <Container size="lg">
          <TalentGrid count={FEATURED_TALENT_COUNT} />
        </Container>
      </section>
    );
  if (featured.length === 0) return null;
  return (
    <>
      <section className={className} aria-labelledby="featured-talent-title">
        <Container size="lg">
          <Stack gap="lg">
            <FeaturedTalentHeading id="featured-talent-title" />
            <TalentGrid>
              {featured.map((c) => (
                <FeaturedTalentCard key={c.member_id} creator={c} />
              ))}
            </TalentGrid>
          </Stack>
        </Container>
      </section>
      {joined.length > 0 && (
        <section className={className} aria-labelledby="joined-artists-title">
          <Container size="lg">
            <Stack gap="lg">
              <Title order={2} id="joined-artists-title">
                {JOINED_ARTISTS_TITLE}
              </Title>
              <TalentGrid>
                {joined.slice(0, JOINED_ARTISTS_COUNT).map((c) => (
                  <FeaturedTalentCard key={c.member_id} creator={c} />
                ))}
              </TalentGrid>
            </Stack>
          </Container>
        </section>
      )}
    </>
  );
}

/**
 * The fan dashboard's Featured Talent (spec 001 §2): at most 8 creators with a photo, of 12 requested, and 'See all'
 * (/dash/featuring). The section stays, with a short note, when there are none.
 */
export function DashboardFeaturedTalent() {
  const { loading, featured } = useLandingTalent();
  return (
    <Stack component="section" gap="md" aria-labelledby="dashboard-featured-talent-title">
      <FeaturedTalentHeading id="dashboard-featured-talent-title" />
      {loading ? (
        <TalentGrid count={4} />
      ) : featured.length === 0 ? (
        <EmptyState message={NO_FEATURED_TALENT} />
      ) : (
        <TalentGrid>
          {featured.map((c) => (
            <FeaturedTalentCard key={c.member_id} creator={c} />
          ))}
        </TalentGrid>
      )}
    </Stack>
  );
}

/** 'Featured Talent' with its 'See all' link to /dash/featuring; `id` names the section it heads. */
function FeaturedTalentHeading({ id }: { id: string }) {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2} id={id}>
        {FEATURED_TALENT_TITLE}
      </Title>
      <Anchor component={Link} to="/dash/featuring" fw={700}>
        {FEATURED_TALENT_SEE_ALL}
      </Anchor>
    </Group>
  );
}
