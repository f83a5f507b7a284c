import { and, asc, count, eq, isNotNull, isNull, like, min, sql } from 'drizzle-orm';
import type { Database } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { products } from '@stagepass/db/schema/commerce';
import { creatorWebsites, mediaLinks } from '@stagepass/db/schema/website';
import { defaultWebsiteSettings, type TemplateId, type WebsiteSettings } from '@stagepass/domain/creator-website';
import type { Clock } from '../adapters/clock';
import { DEMO_ACCOUNTS } from './demo';
import { MARKETPLACE_EMAIL_DOMAIN } from './marketplace';

// Issue 15: creator websites published by the demo talent and the first talent who sell products (so each page has
// products, bookings and posts to show), and a media company among the marketplace's businesses with its links.

const DEMO_TALENT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'talent')!.email;

const SITES: readonly { template: TemplateId; settings: Partial<WebsiteSettings> }[] = [
  {
    template: 'spotlight',
    settings: {
      headline: 'Songs for late nights and long weekends',
      about: 'Singer-songwriter from San Francisco.\nBooking weddings, festivals and club nights across the Bay Area.',
    },
  },
  { template: 'tour', settings: { headline: 'On the road this season', accent: 'blue' } },
  { template: 'storefront', settings: { headline: 'Sessions, stems and a members-only club', show_posts: false } },
];

const MEDIA_LINKS: readonly { url: string; description: string }[] = [
  { url: 'https://example.com/bay-sessions/episode-12', description: 'Bay Sessions, episode 12: live from the pier' },
  { url: 'https://example.com/reviews/best-small-venues', description: 'The ten best small venues in the city' },
  { url: 'https://www.youtube.com/@stagepass', description: 'Our channel: full sets every Friday' },
  { url: 'https://example.org/podcast/on-stage', description: 'On Stage, the podcast' },
];

export interface WebsitesSeedSummary {
  websites: number;
  mediaCompanyId: number | null;
  mediaLinks: number;
}

/** Once, into a database without creator websites. */
export async function seedWebsites(db: Database, clock: Clock): Promise<WebsitesSeedSummary | null> {
  const [existing] = await db.select({ n: count() }).from(creatorWebsites);
  if ((existing?.n ?? 0) > 0) return null;
  const now = new Date(clock.now());
  const open = and(eq(members.active, true), isNull(members.deletedAt), isNotNull(members.username));

  // The demo talent first, then the talent with the earliest products.
  const [demo] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(open, eq(sql`lower(${members.email})`, DEMO_TALENT_EMAIL), eq(members.isSpecialist, true)));
  const sellers = await db
    .select({ id: products.ownerId })
    .from(products)
    .innerJoin(members, eq(members.id, products.ownerId))
    .where(and(open, eq(members.isSpecialist, true)))
    .groupBy(products.ownerId)
    .orderBy(asc(min(products.id)))
    .limit(SITES.length);
  const talentIds = [...new Set([...(demo ? [demo.id] : []), ...sellers.map((s) => s.id)])].slice(0, SITES.length);
  const sites = talentIds.map((memberId, i) => {
    const { template, settings } = SITES[i]!;
    return {
      memberId,
      templateId: template,
      settings: { ...defaultWebsiteSettings(template), ...settings },
      published: true,
      publishedAt: now,
      updatedAt: now,
    };
  });

  // The first business of the marketplace is a media company.
  const [company] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(open, eq(members.isBusiness, true), like(members.email, `%@${MARKETPLACE_EMAIL_DOMAIN}`)))
    .orderBy(asc(members.id))
    .limit(1);

  await db.transaction(async (tx) => {
    if (sites.length) await tx.insert(creatorWebsites).values(sites);
    if (!company) return;
    await tx.update(members).set({ isMediaCompany: true }).where(eq(members.id, company.id));
    await tx
      .insert(mediaLinks)
      .values(MEDIA_LINKS.map((l) => ({ memberId: company.id, ...l, createdAt: now, updatedAt: now })));
  });
  return { websites: sites.length, mediaCompanyId: company?.id ?? null, mediaLinks: company ? MEDIA_LINKS.length : 0 };
}
