import sharp from 'sharp';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { commentLikes, comments, posts } from '@stagepass/db/schema/conversation';
import type { Clock } from '../adapters/clock';
import { mediaUrl } from '../adapters/storage/keys';
import type { Storage } from '../adapters/storage/storage';
import { eventImageSvg } from './event-images';
import { seededRandom, type Random } from './random';

// Demo posts (spec 001 §2 /posts and the posts section of the profiles, §3 Post and Comment): pictures with titles
// and captions by the demo business and talent and a few businesses and talent of the demo marketplace, each with a
// comment thread of replies and likes, written over the last weeks. Pictures are drawn here (no network).

/** spec 001 §9: post pictures are cropped square by default. */
export const POST_IMAGE_SIDE = 800;
/** Distinct pictures drawn; each post stores its own copy (deleting a post's picture must not take another's). */
const PICTURES = 12;
const DAY_MS = 24 * 3_600_000;

const DEMO_AUTHOR_EMAILS = ['business@stagepass.test', 'talent@stagepass.test'];
const DEMO_FAN_EMAIL = 'fan@stagepass.test';

const BUSINESS_POSTS: readonly [string, string][] = [
  ['New sound system is in', 'We spent the summer rebuilding the main room. Come hear the difference this weekend.'],
  [
    'Friday lineup announced',
    'Three acts, one long night. Doors at 8, first set at 9. Tickets are on our events page.',
  ],
  ['Behind the bar', 'Our team has a new seasonal menu: ask for the harbor spritz.'],
  ['Open mic returns', 'Every second Tuesday, sign-ups from 7. Bring your songs, poems and jokes.'],
  [
    'Thank you for a sold-out night',
    'What a crowd. Photos from last night are up on our site: https://example.com/gallery',
  ],
  ['Patio season', 'The patio is open again, with acoustic sets on Sunday afternoons.'],
  ['We are hiring', 'Looking for a sound engineer who loves live music. Send us a message.'],
];

const TALENT_POSTS: readonly [string, string][] = [
  ['Fresh from the studio', 'Recorded four new songs this month. Playing two of them live for the first time soon.'],
  ['Rehearsal day', 'Long day with the band, sounding tight. See you at the next show.'],
  ['Tour dates coming', 'Planning a run of West Coast dates. Which city should we add?'],
  ['New gear', 'Finally found the vintage amp I was after. It sings.'],
  ['Thank you, San Francisco', 'Last night was one of my favourite shows ever. Thanks to everyone who came.'],
  ['Taking bookings', 'A few weekends left this season for weddings and private events.'],
];

const COMMENTS: readonly string[] = [
  'Can not wait!',
  'This looks amazing.',
  'See you there 🎶',
  'Best night out in a long time.',
  'Is there parking nearby?',
  'Bringing the whole crew.',
  'Love this!',
  'Any tickets left for Saturday?',
  'Congrats, well deserved.',
  'The sound was incredible last time.',
];

const REPLIES: readonly string[] = [
  'Thanks so much!',
  'Yes, there is a garage around the corner.',
  'See you soon!',
  'A few left, grab them while you can.',
  'Glad you enjoyed it.',
];

export interface PostsSeedSummary {
  posts: number;
  comments: number;
  likes: number;
}

interface Person {
  id: number;
  isBusiness: boolean;
}

/** The picture of seeded post `index`: a demo event picture's palette and pattern, square. */
async function renderPostPictures(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp(Buffer.from(eventImageSvg(100 + i)))
        .resize(POST_IMAGE_SIDE, POST_IMAGE_SIDE, { fit: 'cover' })
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    ),
  );
}

/** A moment in the last `days` days, before now. */
const before = (r: Random, nowMs: number, days: number) => nowMs - Math.floor(r.between(0.05, days) * DAY_MS);

/**
 * Seeds demo posts into a database without any: up to `authors` businesses and talent (the demo business and talent
 * first), two or three posts each, with comments, replies and likes by the demo fan and other members. Answers what it
 * wrote, or null when posts exist already (so a second run seeds nothing). The rows are one transaction.
 */
export async function seedPosts(
  db: Database,
  clock: Clock,
  storage: Storage,
  { authors = 16, seed = 0x9057 }: { authors?: number; seed?: number } = {},
): Promise<PostsSeedSummary | null> {
  const [existing] = await db.select({ n: count() }).from(posts);
  if ((existing?.n ?? 0) > 0) return null;

  const r = seededRandom(seed);
  const nowMs = clock.now();
  const open = and(eq(members.active, true), isNull(members.deletedAt));
  const demo = await db
    .select({ id: members.id, isBusiness: members.isBusiness, email: members.email })
    .from(members)
    .where(and(open, inArray(sql`lower(${members.email})`, [...DEMO_AUTHOR_EMAILS, DEMO_FAN_EMAIL])));
  const demoAuthors = demo.filter((m) => m.email.toLowerCase() !== DEMO_FAN_EMAIL);
  const others = await db
    .select({ id: members.id, isBusiness: members.isBusiness })
    .from(members)
    .where(and(open, or(eq(members.isBusiness, true), eq(members.isSpecialist, true))))
    .orderBy(asc(members.id))
    .limit(authors + demoAuthors.length);
  const authorList: Person[] = [...demoAuthors, ...others.filter((o) => !demoAuthors.some((d) => d.id === o.id))].slice(
    0,
    authors,
  );
  if (authorList.length === 0) return { posts: 0, comments: 0, likes: 0 };
  const fan = demo.find((m) => m.email.toLowerCase() === DEMO_FAN_EMAIL);
  const commenters = [...(fan ? [fan.id] : []), ...authorList.map((a) => a.id)];

  const planned = authorList.flatMap((author) =>
    r
      .sample(author.isBusiness ? BUSINESS_POSTS : TALENT_POSTS, r.int(2, 3))
      .map(([title, caption]) => ({ author, title, caption, at: before(r, nowMs, 30) })),
  );
  planned.sort((a, b) => a.at - b.at);

  const pictures = await renderPostPictures(PICTURES);
  const keys = planned.map((_, i) => `posts/seed-${String(i + 1).padStart(4, '0')}.webp`);
  for (let i = 0; i < planned.length; i += 16)
    await Promise.all(
      keys.slice(i, i + 16).map((key, k) => storage.put(key, pictures[(i + k) % PICTURES]!, 'image/webp')),
    );

  return db.transaction(async (tx) => {
    const postRows = await tx
      .insert(posts)
      .values(
        planned.map((p, i) => ({
          authorId: p.author.id,
          title: p.title,
          caption: p.caption,
          mediaType: 'Image',
          mediaUrl: mediaUrl(keys[i]!),
          createdAt: new Date(p.at),
          modifiedAt: new Date(p.at),
        })),
      )
      .returning({ id: posts.id });

    // Top-level comments first (so replies can name them), then the post owner's replies.
    const topLevel = planned.flatMap((p, i) =>
      r
        .sample(
          commenters.filter((c) => c !== p.author.id),
          r.int(0, 4),
        )
        .map((by) => {
          const at = Math.min(nowMs - 60_000, p.at + Math.floor(r.between(0.02, 3) * DAY_MS));
          return { postId: postRows[i]!.id, owner: p.author.id, by, text: r.pick(COMMENTS), at };
        }),
    );
    const topRows = topLevel.length
      ? await tx
          .insert(comments)
          .values(
            topLevel.map((c) => ({
              postId: c.postId,
              authorId: c.by,
              comment: c.text,
              createdAt: new Date(c.at),
              modifiedAt: new Date(c.at),
            })),
          )
          .returning({ id: comments.id })
      : [];
    const replies = topLevel.flatMap((c, i) =>
      r.chance(0.4)
        ? [
            {
              postId: c.postId,
              authorId: c.owner,
              replyId: topRows[i]!.id,
              comment: r.pick(REPLIES),
              createdAt: new Date(Math.min(nowMs - 30_000, c.at + 3_600_000)),
              modifiedAt: new Date(Math.min(nowMs - 30_000, c.at + 3_600_000)),
            },
          ]
        : [],
    );
    if (replies.length) await tx.insert(comments).values(replies);

    const likes = topLevel.flatMap((c, i) =>
      r
        .sample(
          commenters.filter((m) => m !== c.by),
          r.int(0, 3),
        )
        .map((memberId) => ({ commentId: topRows[i]!.id, memberId, createdAt: new Date(c.at + 60_000) })),
    );
    if (likes.length) await tx.insert(commentLikes).values(likes);

    return { posts: postRows.length, comments: topLevel.length + replies.length, likes: likes.length };
  });
}
