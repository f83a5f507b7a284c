import { Container, Stack, Title } from '@mantine/core';
import { DASHBOARD } from '@stagepass/domain/accounts';
import { FEATURED_MAX_LIMIT, FEATURED_TALENT_TITLE, NO_FEATURED_TALENT } from '@stagepass/domain/talent-search';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRequest } from '../../../lib/use-request';
import { TALENT_EMPTY_TEXTS as T } from '../talent-texts';
import { FeaturedTalentCard } from '../components/featured-talent-card';
import { TalentGrid } from '../components/featured-talent';

const INPUT = { limit: FEATURED_MAX_LIMIT } as const;

/**
 * /dash/featuring (spec 001 §2: business, fan, agency and logged-out): the featured talent, creators with a photo,
 * the most followed first, each linking to their profile.
 */
export function FeaturingPage() {
  const query = useRequest('get_featured_celebrities', INPUT);
  const creators = (query.data?.celebrities ?? []).filter((c) => c.sp_photo);
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{FEATURED_TALENT_TITLE}</Title>
        {query.isPending ? (
          <TalentGrid count={8} />
        ) : query.isError ? null : creators.length === 0 ? (
          // The fan dashboard is open to every role of this route.
          <EmptyState
            variant="page"
            message={NO_FEATURED_TALENT}
            action={{ label: T.findEvents, to: DASHBOARD.user }}
          />
        ) : (
          <TalentGrid>
            {creators.map((c) => (
              <FeaturedTalentCard key={c.member_id} creator={c} headingLevel={2} />
            ))}
          </TalentGrid>
        )}
      </Stack>
    </Container>
  );
}
