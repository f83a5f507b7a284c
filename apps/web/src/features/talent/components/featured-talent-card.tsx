import { Anchor, AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { FeaturedCreator } from '@stagepass/contract/talent/get_featured_celebrities';

/** How many trait names a card shows. */
const TRAITS_SHOWN = 3;

// spec 001 §8 'Broken image': an avatar-like square placeholder, drawn inline so it never fails.
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">' +
  '<rect width="200" height="200" fill="#e9ecef"/><circle cx="100" cy="80" r="36" fill="#adb5bd"/>' +
  '<path d="M36 184c6-40 34-62 64-62s58 22 64 62z" fill="#adb5bd"/></svg>';
export const TALENT_PHOTO_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG)}`;

/** The talent profile (spec 001 §2 /c/{id}): its route state carries sp_id. */
export const talentProfilePath = (id: number) => `/dash/c/${id}`;

/**
 * A featured creator (spec 001 §3): photo, name and traits, linking to their profile. `headingLevel` keeps the
 * page's outline (a card under an h2 section has an h3 name).
 */
export function FeaturedTalentCard({
  creator,
  headingLevel = 3,
}: {
  creator: FeaturedCreator;
  headingLevel?: 2 | 3 | 4;
}) {
  const traits = creator.traits.slice(0, TRAITS_SHOWN).join(' · ');
  return (
    <Card component="article" withBorder padding="sm" radius="md" aria-label={creator.sp_name}>
      <Card.Section>
        <AspectRatio ratio={1}>
          <Image src={creator.sp_photo || null} fallbackSrc={TALENT_PHOTO_PLACEHOLDER} alt="" fit="cover" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Title order={headingLevel} size="h5" lineClamp={1}>
          <Anchor
            component={Link}
            to={talentProfilePath(creator.member_id)}
            state={{ sp_id: creator.member_id }}
            c="inherit"
          >
            {creator.sp_name}
          </Anchor>
        </Title>
        {traits && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {traits}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
