import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { follows, locations, talentTraits } from '@stagepass/db/schema/bookings';
import { specialistTraits } from '@stagepass/db/schema/talent';

/** A member anyone may be shown: active and not deleted. */
export const visibleMember = () => and(eq(members.active, true), isNull(members.deletedAt))!;

/**
 * members.id written out in full: drizzle leaves column names unqualified in a single-table query, where inside a
 * correlated subquery a bare "id" would name the subquery's own table.
 */
export const memberIdColumn = sql`${members}.${sql.identifier('id')}`;

/** A member with a photo (an empty or blank image is none). */
const hasPhoto = () => and(isNotNull(members.image), sql`btrim(${members.image}) <> ''`)!;

/** spec 001 §9: great-circle miles between a point and two columns (minutes × 1.1515, as greatCircleMiles). */
function milesBetween(
  latitude: number,
  longitude: number,
  lat: SQL | typeof locations.latitude,
  lng: SQL | typeof locations.longitude,
): SQL<number> {
  return sql<number>`(degrees(acos(least(1, greatest(-1,
    sin(radians(${latitude}::float8)) * sin(radians(${lat}))
    + cos(radians(${latitude}::float8)) * cos(radians(${lat}))
      * cos(radians(${longitude}::float8 - ${lng})))))) * 60 * 1.1515)`;
}

export interface FeaturedRow {
  id: number;
  name: string;
  username: string | null;
  photo: string;
  /** Miles to the talent's nearest location or own address; null when no position was asked about. */
  distance: number | null;
}

export interface FeaturedQuery {
  limit: number;
  near?: { latitude: number; longitude: number; miles: number } | undefined;
}

/**
 * spec 001 §7 get_featured_celebrities: active talent with a photo. Near a position: those within `miles` of it,
 * measured to their nearest current location or their own address, nearest first. Otherwise the most followed
 * first (follows_followed_idx), then the newest.
 */
export async function listFeatured(db: Executor, q: FeaturedQuery): Promise<FeaturedRow[]> {
  const base = and(eq(members.isSpecialist, true), visibleMember(), hasPhoto());
  const columns = {
    id: members.id,
    name: members.name,
    username: members.username,
    photo: sql<string>`${members.image}`.as('photo'),
  };
  if (q.near) {
    const { latitude, longitude, miles } = q.near;
    // least() skips nulls: a talent with neither a location nor an address has no distance and is left out.
    const distance = sql<number>`least(
      ${milesBetween(latitude, longitude, sql`${members.latitude}`, sql`${members.longitude}`)},
      (select min(${milesBetween(latitude, longitude, locations.latitude, locations.longitude)}) from ${locations}
        where ${locations.talentId} = ${memberIdColumn} and ${locations.deletedAt} is null))`;
    const near = db
      .select({ ...columns, distance: distance.as('distance') })
      .from(members)
      .where(base)
      .as('near');
    return db
      .select()
      .from(near)
      .where(sql`${near.distance} <= ${miles}::float8`)
      .orderBy(asc(near.distance), asc(near.id))
      .limit(q.limit);
  }
  const followers = sql`(select count(*) from ${follows} where ${follows.followedId} = ${memberIdColumn})`;
  return db
    .select({ ...columns, distance: sql<null>`null` })
    .from(members)
    .where(base)
    .orderBy(desc(followers), desc(members.createdAt), desc(members.id))
    .limit(q.limit);
}

const parent = alias(specialistTraits, 'parent_trait');

/**
 * The trait and sub-trait names of each talent (talent_traits), in the list's order: a trait, then its sub-traits.
 * A talent without traits has an empty list.
 */
export async function traitNamesOf(db: Executor, talentIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(talentIds.map((id) => [id, []]));
  if (talentIds.length === 0) return names;
  const rows = await db
    .select({ talentId: talentTraits.talentId, name: specialistTraits.name })
    .from(talentTraits)
    .innerJoin(specialistTraits, eq(specialistTraits.id, talentTraits.traitId))
    .leftJoin(parent, eq(parent.id, specialistTraits.parentId))
    .where(inArray(talentTraits.talentId, [...talentIds]))
    .orderBy(
      asc(talentTraits.talentId),
      sql`coalesce(${parent.sortOrder}, ${specialistTraits.sortOrder})`,
      sql`coalesce(${specialistTraits.parentId}, ${specialistTraits.id})`,
      sql`${specialistTraits.parentId} is not null`,
      asc(specialistTraits.sortOrder),
    );
  for (const r of rows) names.get(r.talentId)?.push(r.name);
  return names;
}
