import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { follows } from '@stagepass/db/schema/bookings';
import type { FollowedType } from '@stagepass/domain/follows';

/** An active member who has the role of `type` (talent or business), or null. */
export async function findFollowable(db: Executor, id: number, type: FollowedType): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.id, id),
        eq(type === 'SPECIALIST' ? members.isSpecialist : members.isBusiness, true),
        eq(members.active, true),
        isNull(members.deletedAt),
      ),
    );
  return row ?? null;
}

/** Follows (a second time changes nothing, not even the type it was followed as). */
export async function follow(
  db: Executor,
  followerId: number,
  followedId: number,
  type: FollowedType,
  now: Date,
): Promise<void> {
  await db
    .insert(follows)
    .values({ followerId, followedId, followedType: type, createdAt: now })
    .onConflictDoNothing({ target: [follows.followerId, follows.followedId] });
}

export async function unfollow(db: Executor, followerId: number, followedId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
}

/** How many members follow `followedId` (follows_followed_idx). */
export async function followerCount(db: Executor, followedId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followedId, followedId));
  return row?.n ?? 0;
}

/** Who `followerId` follows, newest first: active members only. */
export async function following(db: Executor, followerId: number) {
  return db
    .select({
      id: members.id,
      name: members.name,
      photo: members.image,
      username: members.username,
      followedType: follows.followedType,
      since: follows.createdAt,
    })
    .from(follows)
    .innerJoin(members, eq(members.id, follows.followedId))
    .where(and(eq(follows.followerId, followerId), eq(members.active, true), isNull(members.deletedAt)))
    .orderBy(desc(follows.createdAt), desc(follows.followedId));
}
