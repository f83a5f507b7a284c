import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { talentTraits } from '@stagepass/db/schema/bookings';
import { specialistTraits } from '@stagepass/db/schema/talent';
import type { FollowedType } from '@stagepass/domain/follows';
import { memberIdColumn, traitNamesOf, visibleMember } from '../talent/featured-repository';

/**
 * The words of a member's name and username, exactly as the GIN index members_search_idx (migration 0015) is built:
 * a query uses the index only with this very expression.
 */
export const memberSearchVector = () =>
  sql`to_tsvector('simple', coalesce(${members.name}, '') || ' ' || coalesce(${members.username}, ''))`;

/** `tsquery` is prefixQuery's text (letters, digits, ':*' and '&' only); it is still a bound parameter. */
const matches = (vector: SQL, tsquery: string) => sql`${vector} @@ to_tsquery('simple', ${tsquery})`;

/** Members of these kinds: talent (is_specialist) and/or businesses (is_business). */
function ofKinds(kinds: readonly FollowedType[]): SQL {
  const flags = kinds.map((k) => eq(k === 'SPECIALIST' ? members.isSpecialist : members.isBusiness, true));
  return flags.length === 1 ? flags[0]! : or(...flags)!;
}

export interface CardRow {
  id: number;
  name: string;
  username: string | null;
  photo: string | null;
  isSpecialist: boolean;
  isBusiness: boolean;
}

const cardColumns = {
  id: members.id,
  name: members.name,
  username: members.username,
  photo: members.image,
  isSpecialist: members.isSpecialist,
  isBusiness: members.isBusiness,
};

const parent = alias(specialistTraits, 'parent_trait');

/** Ids of the traits whose name, with their parent trait's, has every word (a small seeded table). */
async function matchingTraitIds(db: Executor, tsquery: string): Promise<number[]> {
  const rows = await db
    .select({ id: specialistTraits.id })
    .from(specialistTraits)
    .leftJoin(parent, eq(parent.id, specialistTraits.parentId))
    .where(
      matches(sql`to_tsvector('simple', ${specialistTraits.name} || ' ' || coalesce(${parent.name}, ''))`, tsquery),
    );
  return rows.map((r) => r.id);
}

/** The name and username part of searchMembers, for it and for the test that reads its plan. */
export function nameSearchQuery(db: Executor, tsquery: string, kinds: readonly FollowedType[], limit: number) {
  return db
    .select(cardColumns)
    .from(members)
    .where(and(matches(memberSearchVector(), tsquery), visibleMember(), ofKinds(kinds)))
    .orderBy(asc(sql`lower(${members.name})`), asc(members.id))
    .limit(limit);
}

/**
 * spec 001 §7 search_celebrities_regexp: active members of `kinds` whose name or username has a word starting with
 * each word of the query (members_search_idx), then talent with a trait so named (talent_traits_trait_idx), each
 * part by name; at most `limit` in all.
 */
export async function searchMembers(
  db: Executor,
  tsquery: string,
  kinds: readonly FollowedType[],
  limit: number,
): Promise<CardRow[]> {
  const byName = await nameSearchQuery(db, tsquery, kinds, limit);
  if (byName.length >= limit || !kinds.includes('SPECIALIST')) return byName;
  const traitIds = await matchingTraitIds(db, tsquery);
  if (traitIds.length === 0) return byName;
  const found = byName.map((r) => r.id);
  const byTrait = await db
    .select(cardColumns)
    .from(members)
    .where(
      and(
        eq(members.isSpecialist, true),
        visibleMember(),
        sql`exists (select 1 from ${talentTraits} where ${talentTraits.talentId} = ${memberIdColumn}
          and ${inArray(talentTraits.traitId, traitIds)})`,
        found.length ? notInArray(members.id, found) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${members.name})`), asc(members.id))
    .limit(limit - byName.length);
  return [...byName, ...byTrait];
}

/** Active members of one kind among `ids`, in the order of `ids`, each once. */
export async function cardsByIds(db: Executor, ids: readonly number[], kind: FollowedType): Promise<CardRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(members)
    .where(and(inArray(members.id, unique), visibleMember(), ofKinds([kind])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** The public cards of these rows (spec 001 §7 Follow): talent carry their trait names. */
export async function toMemberCards(db: Executor, rows: readonly CardRow[], kinds: readonly FollowedType[]) {
  const typeOf = (r: CardRow): FollowedType =>
    r.isSpecialist && kinds.includes('SPECIALIST') ? 'SPECIALIST' : 'BUSINESS';
  const talentIds = rows.filter((r) => typeOf(r) === 'SPECIALIST').map((r) => r.id);
  const traits = await traitNamesOf(db, talentIds);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    username: r.username,
    photo: r.photo,
    followed_type: typeOf(r),
    traits: traits.get(r.id) ?? [],
  }));
}
