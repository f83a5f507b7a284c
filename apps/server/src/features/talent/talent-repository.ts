import { asc } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { businessTraitTypes, specialistTraits, userTraitTypes } from '@stagepass/db/schema/talent';

export interface Trait {
  id: number;
  name: string;
}

export interface TraitWithSubs extends Trait {
  subTraits: Trait[];
}

/** Top-level specialist traits in their order, each with its sub-traits in theirs. */
export async function listSpecialistTraits(db: Executor): Promise<TraitWithSubs[]> {
  const rows = await db
    .select()
    .from(specialistTraits)
    .orderBy(asc(specialistTraits.sortOrder), asc(specialistTraits.id));
  const top = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ id: r.id, name: r.name, subTraits: [] as Trait[] }));
  const byId = new Map(top.map((t) => [t.id, t]));
  for (const r of rows) if (r.parentId !== null) byId.get(r.parentId)?.subTraits.push({ id: r.id, name: r.name });
  return top;
}

export async function listBusinessTraitTypes(db: Executor): Promise<Trait[]> {
  return db
    .select({ id: businessTraitTypes.id, name: businessTraitTypes.name })
    .from(businessTraitTypes)
    .orderBy(asc(businessTraitTypes.sortOrder), asc(businessTraitTypes.id));
}

export async function listUserTraitTypes(db: Executor): Promise<Trait[]> {
  return db
    .select({ id: userTraitTypes.id, name: userTraitTypes.name })
    .from(userTraitTypes)
    .orderBy(asc(userTraitTypes.sortOrder), asc(userTraitTypes.id));
}
