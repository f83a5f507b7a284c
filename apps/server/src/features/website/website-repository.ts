import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { creatorWebsites } from '@stagepass/db/schema/website';
import type { TemplateId, WebsiteSettings } from '@stagepass/domain/creator-website';

// Creator websites (spec 001 §2 /website): the only SQL of the area. A website is keyed by its talent
// (creator_websites' primary key); a published one is found by the talent's username (members_username_lower_key).

export type WebsiteRow = typeof creatorWebsites.$inferSelect;

export async function findWebsite(db: Executor, memberId: number): Promise<WebsiteRow | null> {
  const [row] = await db.select().from(creatorWebsites).where(eq(creatorWebsites.memberId, memberId)).limit(1);
  return row ?? null;
}

/** Makes the talent's website (not published) or changes its template and settings; publishing is left as it is. */
export async function saveWebsite(
  db: Executor,
  memberId: number,
  v: { templateId: TemplateId; settings: WebsiteSettings },
  now: Date,
): Promise<WebsiteRow> {
  const values = { templateId: v.templateId, settings: { ...v.settings }, updatedAt: now };
  const [row] = await db
    .insert(creatorWebsites)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: creatorWebsites.memberId, set: values })
    .returning();
  return row!;
}

/**
 * Publishes or unpublishes the talent's website; null when they have none. published_at is when it was last
 * published (kept while unpublished, so the builder can say so).
 */
export async function setPublished(
  db: Executor,
  memberId: number,
  published: boolean,
  now: Date,
): Promise<WebsiteRow | null> {
  const [row] = await db
    .update(creatorWebsites)
    .set({
      published,
      ...(published
        ? {
            publishedAt: sql`case when ${creatorWebsites.published} then ${creatorWebsites.publishedAt} else ${now.toISOString()}::timestamptz end`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(creatorWebsites.memberId, memberId))
    .returning();
  return row ?? null;
}

/** The active talent of this username (any case) and their website if it is published; null otherwise. One query. */
export async function findPublished(
  db: Executor,
  username: string,
): Promise<{ memberId: number; site: WebsiteRow } | null> {
  const [row] = await db
    .select({ memberId: members.id, site: creatorWebsites })
    .from(members)
    .innerJoin(creatorWebsites, eq(creatorWebsites.memberId, members.id))
    .where(
      and(
        eq(sql`lower(${members.username})`, username.toLowerCase()),
        eq(members.isSpecialist, true),
        eq(members.active, true),
        isNull(members.deletedAt),
        eq(creatorWebsites.published, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
