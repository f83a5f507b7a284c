import sharp from 'sharp';
import { and, asc, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  assetProducts,
  assetPurchases,
  assets,
  assetTiers,
  plans,
  products,
  subscriptionInvoices,
  subscriptions,
  tiers,
  type AssetType,
} from '@stagepass/db/schema/commerce';
import { payoutAccounts, sandboxConnectAccounts, sandboxTransfers } from '@stagepass/db/schema/payments';
import { cardCustomers, sandboxCards, sandboxCharges, sandboxCustomers } from '@stagepass/db/schema/tickets';
import { ASSET_CATEGORIES, assetSaleFee, downloadFilename, textPreview } from '@stagepass/domain/assets';
import { PRODUCT_TYPES } from '@stagepass/domain/catalogue';
import type { Fees } from '@stagepass/domain/fees';
import { currencyForCountry } from '@stagepass/domain/format';
import { creatorShareCents, cycleChargeKey } from '@stagepass/domain/subscriptions';
import { CARD_COMPANY } from '@stagepass/domain/tickets';
import type { Clock } from '../adapters/clock';
import { mediaUrl } from '../adapters/storage/keys';
import type { Storage } from '../adapters/storage/storage';
import { previewOfHtml, sanitizeAssetHtml } from '../features/assets/sanitize-html';
import { creatorPayoutKey } from '../features/subscriptions/creator-payouts';
import {
  ASSET_COVER,
  PHOTOGRAPH,
  PHOTOGRAPH_PREVIEW,
  PRODUCT_IMAGE,
  previewClip,
  renderPicture,
  renderTrack,
  wavBytes,
} from './commerce-media';
import { DEMO_ACCOUNTS } from './demo';
import { seededRandom, type Random } from './random';

// Issue 14: the demo marketplace's creator commerce. A few talent (the demo talent first) sell products of the
// catalogue's product types, each with two tiers priced by monthly and yearly plans in the talent's currency, and
// assets of the types made here: blogs and newsletters with short HTML bodies, songs and podcasts with a few seconds
// of generated audio and a preview clip, photographs with generated pictures. (No videos: a valid video cannot be
// made here without an encoder.) Fans subscribe (Active, and the demo fan's one Ending) with their paid invoices,
// and buy a few assets, so /dash/purchases, the payments page and the product pages look lived in. One seeded
// random source and the injected clock: the same data on every machine; no network.

const DAY_MS = 24 * 3_600_000;
const SEED = 0xc0ffee14;
/** Distinct cover pictures shared out among the assets, and distinct photographs. */
const COVER_PICTURES = 8;
const PHOTOGRAPH_PICTURES = 5;

/**
 * The n-th demo picture (event-images.ts) among those quick to draw: its blurred 'bokeh' and many-dotted 'dots'
 * patterns (indexes 3 and 4 of every 8) take several times longer, and the seed should start fast.
 */
const pictureNumber = (n: number) => 8 * Math.floor(n / 6) + [0, 1, 2, 5, 6, 7][n % 6]!;
const DEMO_TALENT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'talent')!.email;
const DEMO_FAN_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'fan')!.email;
/** The demo marketplace's members (seed/marketplace.ts MARKETPLACE_EMAIL_DOMAIN; not imported, to stay light). */
const MARKETPLACE_EMAILS = '%@demo.stagepass.test';

/** The asset types this seed makes media for (Video is left out, see above). */
export const SEEDED_ASSET_TYPES: readonly AssetType[] = ['Blog', 'Newsletter', 'Song', 'Podcast', 'Photograph'];

// ---------------------------------------------------------------------------------------------
// What the creators sell

interface PlannedAsset {
  type: AssetType;
  name: string;
  description: string;
  /** Blog and newsletter: the HTML body. */
  body?: string;
  /** Cents to buy it on its own (null: only through a tier). */
  priceCents: number | null;
  /** Only the top tier's subscribers read it (the lower tier does not include it). */
  topTierOnly: boolean;
  /** Free to read for everyone (no 'Preview' badge). */
  open?: boolean;
}

interface ProductLine {
  /** Matched against the product types' names (get_product_types), first match wins. */
  typeWords: readonly string[];
  name: (first: string) => string;
  description: string;
  tags: readonly string[];
  tiers: readonly [
    { name: string; description: string; monthlyCents: number },
    { name: string; description: string; monthlyCents: number },
  ];
  /** The lower tier's monthly plan starts with a free trial of this many days. */
  trialDays?: number;
  assets: readonly PlannedAsset[];
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const LINES: readonly ProductLine[] = [
  {
    typeWords: ['music'],
    name: (first) => `${first}'s Studio Sessions`,
    description:
      'Unreleased songs, rough demos and the stories behind them, straight from the rehearsal room. New music every month.',
    tags: ['music', 'demos', 'live'],
    tiers: [
      { name: 'Listener', description: 'Every new song and the monthly studio newsletter.', monthlyCents: 400 },
      {
        name: 'Backstage',
        description: 'Everything in Listener, plus session podcasts, photos and early tickets news.',
        monthlyCents: 1000,
      },
    ],
    assets: [
      {
        type: 'Song',
        name: 'Harbor Lights (demo)',
        description: 'First take of the new single, recorded live in one room.',
        priceCents: 129,
        topTierOnly: false,
      },
      {
        type: 'Blog',
        name: 'How Harbor Lights was written',
        description: 'A late-night walk, a borrowed guitar and a chorus that would not leave.',
        body:
          '<h2>A late-night walk</h2>' +
          p(
            'The chorus of <strong>Harbor Lights</strong> arrived on the way home from a gig, somewhere between the pier and the bus stop. I hummed it into my phone twelve times so I would not lose it.',
            'The verses took longer. I tried them fast, then slow, then in a different key, until the band said: <em>play it like you are tired</em>. That was the one.',
          ) +
          '<ul><li>Written in: two nights</li><li>Recorded in: one take</li><li>Coffee consumed: too much</li></ul>',
        priceCents: null,
        topTierOnly: false,
        open: true,
      },
      {
        type: 'Song',
        name: 'Night Bus Home',
        description: 'A quiet one about the last ride across town.',
        priceCents: 129,
        topTierOnly: false,
      },
      {
        type: 'Podcast',
        name: 'Session Notes #1',
        description: 'Ten minutes on the gear, the mistakes and the happy accidents of this month in the studio.',
        priceCents: null,
        topTierOnly: true,
      },
      {
        type: 'Photograph',
        name: 'Rehearsal room, Tuesday',
        description: 'The room where the new songs happen, lit by one old lamp.',
        priceCents: 499,
        topTierOnly: true,
      },
      {
        type: 'Newsletter',
        name: 'Studio update: spring',
        description: 'What we recorded, what we scrapped, and where to see us next.',
        body:
          '<h2>Spring in the studio</h2>' +
          p(
            'Hello friends! This month we finished four songs and threw away two. The keepers are on their way to you, one every week.',
            'We are also planning a short run of West Coast shows. Subscribers hear about the dates <strong>first</strong>, before tickets go on sale.',
            'Thank you for listening, and for keeping the lights on in here.',
          ),
        priceCents: null,
        topTierOnly: false,
      },
    ],
  },
  {
    typeWords: ['podcast'],
    name: (first) => `Late Set with ${first}`,
    description:
      'A weekly podcast from the comedy circuit: new bits, road stories and the jokes that did not make the cut.',
    tags: ['podcast', 'comedy', 'stories'],
    tiers: [
      { name: 'Regular', description: 'Every weekly episode.', monthlyCents: 300 },
      {
        name: 'Front Row',
        description: 'Episodes a week early, bonus episodes and the show notes.',
        monthlyCents: 800,
      },
    ],
    trialDays: 7,
    assets: [
      {
        type: 'Podcast',
        name: 'Episode 12: The heckler from Ohio',
        description: 'What to do when the loudest person in the room is also the funniest.',
        priceCents: null,
        topTierOnly: false,
      },
      {
        type: 'Podcast',
        name: 'Bonus: open mic roulette',
        description: 'Five open mics, five cities, one very long week.',
        priceCents: 199,
        topTierOnly: true,
      },
      {
        type: 'Song',
        name: 'Late Set theme',
        description: 'The full theme tune, all forty glorious seconds of it (well, a few here).',
        priceCents: 99,
        topTierOnly: false,
      },
      {
        type: 'Blog',
        name: 'Show notes: why tags matter',
        description: 'The second punchline is often the better one.',
        body:
          '<h2>The second punchline</h2>' +
          p(
            'A tag is the extra line after the laugh. It costs nothing and often gets a bigger laugh than the joke itself.',
            'This week I counted: my best five minutes has <strong>eleven</strong> tags. Two years ago it had none.',
          ),
        priceCents: null,
        topTierOnly: true,
      },
      {
        type: 'Newsletter',
        name: 'Tour diary: week one',
        description: 'Green rooms, gas stations and a surprisingly good diner in Fresno.',
        body:
          '<h2>Week one</h2>' +
          p(
            'Six shows, four cities, one flat tyre. The crowds were kind and the coffee was not.',
            'Next week: two nights in Los Angeles. If you are nearby, come say hello after the show.',
          ),
        priceCents: null,
        topTierOnly: false,
        open: true,
      },
      {
        type: 'Photograph',
        name: 'Marquee, opening night',
        description: 'My name in lights, spelled almost right.',
        priceCents: 399,
        topTierOnly: true,
      },
    ],
  },
  {
    typeWords: ['writing'],
    name: (first) => `Notes from the Green Room by ${first}`,
    description: 'Essays and letters about life on stage: the nerves, the craft and the people you meet on the road.',
    tags: ['writing', 'essays', 'newsletter'],
    tiers: [
      { name: 'Reader', description: 'Every essay and the monthly letter.', monthlyCents: 300 },
      {
        name: 'Patron',
        description: 'Everything, plus reading recordings and signed photo prints.',
        monthlyCents: 700,
      },
    ],
    assets: [
      {
        type: 'Blog',
        name: 'On stage fright',
        description: 'It never goes away. You just learn to walk on with it.',
        body:
          '<h2>It never goes away</h2>' +
          p(
            'Twenty years of shows and my hands still shake before the first note. I used to think that meant I was not ready.',
            'Now I think it means I care. The shaking stops by the second song; the caring does not.',
          ),
        priceCents: null,
        topTierOnly: false,
        open: true,
      },
      {
        type: 'Blog',
        name: 'The soundcheck is the show',
        description: 'Why the hour before doors matters more than the hour after.',
        body:
          '<h2>The hour before doors</h2>' +
          p(
            'Soundcheck is where you meet the room: where the sound bounces, where the stage creaks, where the engineer likes to stand.',
            'Treat it as the first show of the night and the second one will take care of itself.',
          ),
        priceCents: 149,
        topTierOnly: false,
      },
      {
        type: 'Newsletter',
        name: 'Letter: autumn',
        description: 'New essays coming, and a reading in San Francisco.',
        body:
          '<h2>Autumn letter</h2>' +
          p(
            'Three new essays are nearly finished: one about tour vans, one about my first teacher, one about silence.',
            'I will read from them in San Francisco next month. Patrons get a recording of the night.',
          ),
        priceCents: null,
        topTierOnly: false,
      },
      {
        type: 'Podcast',
        name: 'Reading: On stage fright',
        description: 'The essay, read aloud.',
        priceCents: null,
        topTierOnly: true,
      },
      {
        type: 'Photograph',
        name: 'The green room, Oakland',
        description: 'Every green room has the same sofa. This is the original.',
        priceCents: 599,
        topTierOnly: true,
      },
    ],
  },
  {
    typeWords: ['photo'],
    name: (first) => `${first}'s Tour Photo Diary`,
    description: 'Photographs from the road and the stage, with the stories behind them. Prints for collectors.',
    tags: ['photography', 'tour', 'prints'],
    tiers: [
      { name: 'Viewer', description: 'The monthly photo diary.', monthlyCents: 400 },
      {
        name: 'Collector',
        description: 'The diary, every full-size photograph and print discounts.',
        monthlyCents: 1200,
      },
    ],
    assets: [
      {
        type: 'Photograph',
        name: 'Blue hour at the pier',
        description: 'Ten minutes before doors, the sky did this.',
        priceCents: 499,
        topTierOnly: false,
      },
      {
        type: 'Photograph',
        name: 'Soundcheck silhouettes',
        description: 'The band against the stage lights, one empty room.',
        priceCents: 499,
        topTierOnly: true,
      },
      {
        type: 'Photograph',
        name: 'Crowd, last song',
        description: 'Everyone singing the last chorus back to us.',
        priceCents: 699,
        topTierOnly: true,
      },
      {
        type: 'Blog',
        name: 'Shooting in the dark',
        description: 'How to photograph a gig without a flash and without annoying anyone.',
        body:
          '<h2>No flash, no problem</h2>' +
          p(
            'Stage light is beautiful and terrible at the same time. Expose for the faces, let the rest fall into black.',
            'And never, ever, stand in front of the people who paid to see the show.',
          ),
        priceCents: null,
        topTierOnly: false,
        open: true,
      },
      {
        type: 'Newsletter',
        name: 'Photo diary: March',
        description: 'Three cities, four hundred frames, the twelve that made it.',
        body:
          '<h2>March diary</h2>' +
          p(
            'This month took me to Los Angeles, San Diego and back. The best light was in the smallest venue, as always.',
            'Collectors: the full-size files of this month are in your library now.',
          ),
        priceCents: null,
        topTierOnly: false,
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Helpers

/** The product type (get_product_types) whose name has one of the words, else the first type. */
function productTypeFor(words: readonly string[]) {
  return PRODUCT_TYPES.find((t) => words.some((w) => t.name.toLowerCase().includes(w))) ?? PRODUCT_TYPES[0]!;
}

/** get_asset_categories' ids by name; names the list lacks are left out. */
function categoryIds(names: readonly string[]): number[] {
  return names.flatMap((n) => ASSET_CATEGORIES.filter((c) => c.name === n).map((c) => c.id));
}
const CATEGORIES_OF: Readonly<Record<AssetType, readonly string[]>> = {
  Song: ['Music'],
  Podcast: ['Podcasts'],
  Blog: ['Writing', 'Behind the Scenes'],
  Newsletter: ['Writing'],
  Photograph: ['Photography', 'Behind the Scenes'],
  Video: ['Film & Video'],
};

const hex = (r: Random, n = 32) => Array.from({ length: n }, () => r.int(0, 15).toString(16)).join('');

/** Adds calendar months in UTC (a monthly cycle from Jan 31 ends on the last day of February). */
export function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** The billing cycles of a subscription from its start up to the one that holds `nowMs`. */
export function cyclesUntil(startMs: number, interval: 'month' | 'year', nowMs: number) {
  const months = interval === 'month' ? 1 : 12;
  const cycles: { start: number; end: number }[] = [];
  for (let k = 0; ; k++) {
    const start = addMonthsUtc(startMs, k * months);
    if (start > nowMs) break;
    cycles.push({ start, end: addMonthsUtc(startMs, (k + 1) * months) });
  }
  return cycles;
}

async function inChunks<T>(items: readonly T[], size: number, run: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await run(items.slice(i, i + size));
}

// ---------------------------------------------------------------------------------------------
// Seeding

export interface CommerceSeedSummary {
  creators: number;
  products: number;
  tiers: number;
  plans: number;
  assets: number;
  /** Stored files: media, previews and pictures. */
  files: number;
  subscriptions: number;
  invoices: number;
  assetPurchases: number;
  ms: number;
}

export interface CommerceSeedOptions {
  /** How many talent sell (the demo talent first, then the marketplace's first talent). */
  creators?: number;
  /** How many members subscribe and buy (the demo fan first, then marketplace talent who do not sell). */
  fans?: number;
  /**
   * Whether the card sandbox is the card provider: then the fans get a saved sandbox card their subscriptions renew
   * on. Without it (Stripe configured) no subscription or purchase is seeded, so the seed stays offline.
   */
  sandboxCards: boolean;
  seed?: number;
}

interface Creator {
  id: number;
  name: string;
  email: string;
  currency: string;
}

interface PlannedProduct {
  creator: Creator;
  line: ProductLine;
  typeId: number;
  subtypeIds: number[];
  name: string;
  imageKey: string;
  createdMs: number;
}

interface PlannedAssetRow {
  product: number;
  a: PlannedAsset;
  body: string | null;
  createdMs: number;
  media: {
    mediaKey: string;
    mediaMime: string;
    mediaFilename: string;
    previewKey: string;
    previewMime: string;
  } | null;
  imageKey: string;
}

interface StoredFile {
  key: string;
  contentType: string;
  make: () => Promise<Buffer> | Buffer;
}

/**
 * Seeds creator commerce into a database without products; answers what it wrote, or null when products exist (so a
 * second start seeds nothing). Files are stored first, then the rows in one transaction of multi-row inserts.
 */
export async function seedCommerce(
  db: Database,
  clock: Clock,
  storage: Storage,
  fees: Fees,
  options: CommerceSeedOptions,
): Promise<CommerceSeedSummary | null> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return null;

  const r = seededRandom(options.seed ?? SEED);
  const nowMs = clock.now();
  const now = new Date(nowMs);
  const creatorCount = options.creators ?? 6;
  const fanCount = options.fans ?? 12;

  // The demo talent and fan, then the marketplace's talent in id order: the first sell, the next subscribe and buy.
  const open = and(eq(members.active, true), isNull(members.deletedAt));
  const person = { id: members.id, name: members.name, email: members.email, country: members.country };
  const demo = await db
    .select(person)
    .from(members)
    .where(and(open, inArray(sql`lower(${members.email})`, [DEMO_TALENT_EMAIL, DEMO_FAN_EMAIL])));
  const demoTalent = demo.find((m) => m.email.toLowerCase() === DEMO_TALENT_EMAIL);
  const demoFan = demo.find((m) => m.email.toLowerCase() === DEMO_FAN_EMAIL);
  const marketplaceTalent = await db
    .select(person)
    .from(members)
    .where(and(open, eq(members.isSpecialist, true), like(members.email, MARKETPLACE_EMAILS)))
    .orderBy(asc(members.id))
    .limit(creatorCount + fanCount);
  const currencyOf = (country: string | null) => {
    try {
      return currencyForCountry(country ?? 'US');
    } catch {
      return currencyForCountry('US');
    }
  };
  const creators: Creator[] = [...(demoTalent ? [demoTalent] : []), ...marketplaceTalent]
    .slice(0, creatorCount)
    .map((m) => ({ id: m.id, name: m.name, email: m.email, currency: currencyOf(m.country) }));
  if (creators.length === 0) return null;
  const fans = [
    ...(demoFan ? [demoFan] : []),
    ...marketplaceTalent.filter((m) => !creators.some((c) => c.id === m.id)),
  ].slice(0, fanCount);

  // ----- Plan everything and the files to store: products, tiers, plans, assets.
  const files: StoredFile[] = [];
  // Pictures are drawn once each and stored under every key that shows them (each asset and product keeps its own
  // file: deleting one's picture must not take another's). A photograph's preview is the photograph made smaller.
  const drawn = new Map<string, Promise<Buffer>>();
  const once = (id: string, draw: () => Promise<Buffer>) => {
    let made = drawn.get(id);
    if (!made) drawn.set(id, (made = draw()));
    return made;
  };
  const pictureFile = (folder: string, index: number, size: { width: number; height: number }, jpeg = false) => {
    const format = jpeg ? 'jpeg' : 'webp';
    const key = `${folder}/${hex(r)}.${jpeg ? 'jpg' : 'webp'}`;
    const draw = () =>
      once(`${index}:${size.width}x${size.height}:${format}`, () => renderPicture(index, size, format));
    files.push({ key, contentType: `image/${format}`, make: draw });
    return { key, draw };
  };

  const plannedProducts: PlannedProduct[] = [];
  creators.forEach((creator, i) => {
    const first = creator.name.split(' ')[0]!;
    // The demo talent sells two products (music and writing); the others one, their lines in turn.
    const lines = i === 0 && creator.id === demoTalent?.id ? [LINES[0]!, LINES[2]!] : [LINES[i % LINES.length]!];
    for (const line of lines) {
      const type = productTypeFor(line.typeWords);
      plannedProducts.push({
        creator,
        line,
        typeId: type.type_id,
        subtypeIds: r.sample(type.subtypes, 2).map((s) => s.type_id),
        name: line.name(first),
        imageKey: pictureFile('products', pictureNumber(plannedProducts.length), PRODUCT_IMAGE).key,
        createdMs: nowMs - r.int(95, 120) * DAY_MS - r.int(0, 86_399) * 1000,
      });
    }
  });

  const plannedAssets: PlannedAssetRow[] = [];
  let tracks = 0;
  let photographs = 0;
  plannedProducts.forEach((product, pi) => {
    product.line.assets.forEach((a, ai) => {
      const createdMs = Math.min(
        product.createdMs + (ai + 1) * r.int(8, 14) * DAY_MS,
        nowMs - r.int(1, 3) * DAY_MS - r.int(0, 86_399) * 1000,
      );
      // Eight cover pictures go round all the assets.
      const cover = pictureFile('assets', pictureNumber(10 + (plannedAssets.length % COVER_PICTURES)), ASSET_COVER);
      let media: PlannedAssetRow['media'] = null;
      if (a.type === 'Song' || a.type === 'Podcast') {
        const track = renderTrack(a.type, tracks++);
        const full = wavBytes(track);
        const clip = wavBytes(previewClip(track));
        media = {
          mediaKey: `assets/${hex(r)}.wav`,
          mediaMime: 'audio/wav',
          mediaFilename: downloadFilename(a.name, 'wav'),
          previewKey: `previews/${hex(r)}.wav`,
          previewMime: 'audio/wav',
        };
        files.push({ key: media.mediaKey, contentType: 'audio/wav', make: () => full });
        files.push({ key: media.previewKey, contentType: 'audio/wav', make: () => clip });
      } else if (a.type === 'Photograph') {
        const index = pictureNumber(20 + (photographs++ % PHOTOGRAPH_PICTURES));
        const photo = pictureFile('assets', index, PHOTOGRAPH, true);
        const previewKey = `previews/${hex(r)}.jpg`;
        const makePreview = () =>
          once(`${index}:preview`, async () =>
            sharp(await photo.draw())
              .resize(PHOTOGRAPH_PREVIEW.width, PHOTOGRAPH_PREVIEW.height)
              .jpeg({ quality: 75 })
              .toBuffer(),
          );
        files.push({ key: previewKey, contentType: 'image/jpeg', make: makePreview });
        media = {
          mediaKey: photo.key,
          mediaMime: 'image/jpeg',
          mediaFilename: downloadFilename(a.name, 'jpg'),
          previewKey,
          previewMime: 'image/jpeg',
        };
      }
      // Bodies are stored as create_asset stores them: sanitised (DOMPurify), with the preview of their first words.
      const body = a.body ? sanitizeAssetHtml(a.body) : null;
      plannedAssets.push({ product: pi, a, body, createdMs, media, imageKey: cover.key });
    });
  });

  // ----- Store the files, a few at a time (sharp draws in its own threads).
  const sizes = new Map<string, number>();
  await inChunks(files, 8, (chunk) =>
    Promise.all(
      chunk.map(async (f) => {
        const bytes = await f.make();
        sizes.set(f.key, bytes.length);
        await storage.put(f.key, bytes, f.contentType);
      }),
    ),
  );

  const summary = await db.transaction(async (tx) => {
    const catalogue = await insertCatalogue(tx, plannedProducts, plannedAssets, sizes);
    // Selling digital subscriptions needs an enabled payout account (spec 001 §6): the sandbox has them onboarded.
    await ensurePayoutAccounts(tx, creators, now);
    const counts: CommerceSeedSummary = {
      creators: creators.length,
      products: plannedProducts.length,
      tiers: catalogue.tierCount,
      plans: catalogue.planCount,
      assets: plannedAssets.length,
      files: files.length,
      subscriptions: 0,
      invoices: 0,
      assetPurchases: 0,
      ms: 0,
    };
    if (!options.sandboxCards || fans.length === 0) return counts;
    const cardOf = await ensureFanCards(tx, fans, r, now);
    const sold = await insertSales(tx, {
      plannedProducts,
      plannedAssets,
      catalogue,
      cardOf,
      demoFan: demoFan?.id ?? null,
      fanIds: fans.map((f) => f.id).filter((id) => cardOf.has(id)),
      fees,
      nowMs,
      r,
    });
    return { ...counts, ...sold };
  });
  return { ...summary, ms: Math.round(performance.now() - started) };
}

type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

/** Products, their two tiers each, monthly and yearly plans per tier, the assets and which tiers include them. */
async function insertCatalogue(
  tx: Executor,
  plannedProducts: readonly PlannedProduct[],
  plannedAssets: readonly PlannedAssetRow[],
  sizes: ReadonlyMap<string, number>,
) {
  const productRows = await tx
    .insert(products)
    .values(
      plannedProducts.map((pp) => ({
        ownerId: pp.creator.id,
        typeId: pp.typeId,
        name: pp.name,
        description: pp.line.description,
        image: mediaUrl(pp.imageKey),
        subtypeTypeIds: pp.subtypeIds,
        tags: [...pp.line.tags],
        createdAt: new Date(pp.createdMs),
        updatedAt: new Date(pp.createdMs),
      })),
    )
    .returning({ id: products.id });

  const tierRows = await tx
    .insert(tiers)
    .values(
      plannedProducts.flatMap((pp, i) =>
        pp.line.tiers.map((t) => ({
          productId: productRows[i]!.id,
          name: t.name,
          description: t.description,
          createdAt: new Date(pp.createdMs),
          updatedAt: new Date(pp.createdMs),
        })),
      ),
    )
    .returning({ id: tiers.id });
  const tierId = (product: number, level: number) => tierRows[product * 2 + level]!.id;

  // Each tier: a monthly plan and a yearly one (ten months' price), in the creator's currency.
  const planInput = plannedProducts.flatMap((pp, i) =>
    pp.line.tiers.flatMap((t, level) =>
      (['month', 'year'] as const).map((interval) => ({
        productId: productRows[i]!.id,
        tierId: tierId(i, level),
        name: `${t.name} ${interval === 'month' ? 'Monthly' : 'Yearly'}`,
        description: t.description,
        priceCents: interval === 'month' ? t.monthlyCents : t.monthlyCents * 10,
        currency: pp.creator.currency,
        interval,
        trialDays: level === 0 && interval === 'month' ? (pp.line.trialDays ?? null) : null,
        createdAt: new Date(pp.createdMs),
        updatedAt: new Date(pp.createdMs),
      })),
    ),
  );
  const planRows = await tx.insert(plans).values(planInput).returning({ id: plans.id });

  const assetRows = await tx
    .insert(assets)
    .values(
      plannedAssets.map((pa) => {
        const creator = plannedProducts[pa.product]!.creator;
        return {
          ownerId: creator.id,
          type: pa.a.type,
          name: pa.a.name,
          description: pa.a.description,
          assetData: pa.body,
          ...pa.media,
          mediaBytes: pa.media ? (sizes.get(pa.media.mediaKey) ?? null) : null,
          image: mediaUrl(pa.imageKey),
          preview: pa.body ? previewOfHtml(pa.body) : textPreview(pa.a.description),
          published: true,
          allowAccess: pa.a.open ?? false,
          priceCents: pa.a.priceCents,
          currency: creator.currency,
          membership: !pa.a.open,
          categoryIds: categoryIds(CATEGORIES_OF[pa.a.type]),
          createdAt: new Date(pa.createdMs),
          updatedAt: new Date(pa.createdMs),
        };
      }),
    )
    .returning({ id: assets.id });
  const productIds = productRows.map((p) => p.id);
  await tx.insert(assetProducts).values(
    plannedAssets.map((pa, i) => ({
      assetId: assetRows[i]!.id,
      productId: productIds[pa.product]!,
      createdAt: new Date(pa.createdMs),
    })),
  );
  // The top tier includes every asset of its product; the lower tier all but the top-tier-only ones.
  await tx
    .insert(assetTiers)
    .values(
      plannedAssets.flatMap((pa, i) => [
        { assetId: assetRows[i]!.id, tierId: tierId(pa.product, 1) },
        ...(pa.a.topTierOnly ? [] : [{ assetId: assetRows[i]!.id, tierId: tierId(pa.product, 0) }]),
      ]),
    );

  return {
    productIds,
    assetIds: assetRows.map((a) => a.id),
    tierCount: tierRows.length,
    planCount: planRows.length,
    /** A product's plan: its tier level (0 lower, 1 top) and interval. */
    planOf(product: number, level: 0 | 1, interval: 'month' | 'year') {
      const index = product * 4 + level * 2 + (interval === 'month' ? 0 : 1);
      return { id: planRows[index]!.id, ...planInput[index]! };
    },
  };
}

/**
 * Subscriptions with every cycle so far charged (and paid out to the creator as the creator-payouts job does), and
 * a few assets bought outright. The demo fan: backstage with the demo talent (Active), a cancelled one still running
 * (Ending), a yearly one, and two assets bought (a song, then a photograph).
 */
async function insertSales(
  tx: Executor,
  input: {
    plannedProducts: readonly PlannedProduct[];
    plannedAssets: readonly PlannedAssetRow[];
    catalogue: Catalogue;
    cardOf: ReadonlyMap<number, { customerId: string; cardId: string }>;
    demoFan: number | null;
    fanIds: readonly number[];
    fees: Fees;
    nowMs: number;
    r: Random;
  },
): Promise<Pick<CommerceSeedSummary, 'subscriptions' | 'invoices' | 'assetPurchases'>> {
  const { plannedProducts, plannedAssets, catalogue, cardOf, demoFan, fees, nowMs, r } = input;
  if (input.fanIds.length === 0) return { subscriptions: 0, invoices: 0, assetPurchases: 0 };
  const creatorOf = (product: number) => plannedProducts[product]!.creator;
  const connectIds = new Map(
    (
      await tx
        .select({ memberId: payoutAccounts.memberId, connectId: payoutAccounts.connectId })
        .from(payoutAccounts)
        .where(
          and(
            inArray(payoutAccounts.memberId, [...new Set(plannedProducts.map((p) => p.creator.id))]),
            eq(payoutAccounts.enabled, true),
          ),
        )
    ).map((a) => [a.memberId, a.connectId]),
  );

  // ----- Subscriptions
  interface Planned {
    fan: number;
    product: number;
    plan: ReturnType<Catalogue['planOf']>;
    startMs: number;
    ending: boolean;
  }
  const planned: Planned[] = [];
  const taken = new Set<string>();
  const subscribe = (fan: number, product: number, level: 0 | 1, interval: 'month' | 'year', ending = false) => {
    const key = `${fan}:${product}`;
    if (product >= plannedProducts.length || taken.has(key) || creatorOf(product).id === fan) return;
    taken.add(key);
    // Started after the product, at least a day ago, within the last 80 days.
    const earliest = Math.max(plannedProducts[product]!.createdMs + DAY_MS, nowMs - 80 * DAY_MS);
    const startMs = Math.floor(r.between(earliest, nowMs - DAY_MS));
    planned.push({ fan, product, plan: catalogue.planOf(product, level, interval), startMs, ending });
  };
  if (demoFan !== null && cardOf.has(demoFan)) {
    subscribe(demoFan, 0, 1, 'month');
    subscribe(demoFan, 2, 0, 'month', true);
    subscribe(demoFan, 3, 0, 'year');
  }
  const others = input.fanIds.filter((id) => id !== demoFan);
  for (let product = 0; product < plannedProducts.length; product++)
    for (const fan of r.sample(others, r.int(1, 3)))
      subscribe(fan, product, r.chance(0.4) ? 1 : 0, r.chance(0.2) ? 'year' : 'month');

  // A plan with a trial bills from the trial's end: a subscriber still in it is Trialing, with nothing charged yet.
  const billing = planned.map((s) => {
    const trialEnd = s.plan.trialDays ? s.startMs + s.plan.trialDays * DAY_MS : null;
    const cycles = cyclesUntil(trialEnd ?? s.startMs, s.plan.interval, nowMs);
    const period = cycles.at(-1) ?? { start: s.startMs, end: trialEnd! };
    // Cancelled two days ago (or when the current period began, if later): access until the period ends.
    const canceledMs = s.ending ? Math.max(period.start, nowMs - 2 * DAY_MS) : null;
    return { trialEnd, cycles, period, canceledMs };
  });
  const subRows = await tx
    .insert(subscriptions)
    .values(
      planned.map((s, i) => {
        const { trialEnd, cycles, period, canceledMs } = billing[i]!;
        const card = cardOf.get(s.fan)!;
        return {
          memberId: s.fan,
          planId: s.plan.id,
          productId: catalogue.productIds[s.product]!,
          tierId: s.plan.tierId,
          creatorId: creatorOf(s.product).id,
          state: s.ending ? ('Ending' as const) : cycles.length ? ('Active' as const) : ('Trialing' as const),
          cardId: card.cardId,
          customerId: card.customerId,
          currentPeriodStart: new Date(period.start),
          currentPeriodEnd: new Date(period.end),
          trialEnd: trialEnd === null ? null : new Date(trialEnd),
          createdAt: new Date(s.startMs),
          updatedAt: new Date(canceledMs ?? period.start),
          canceledAt: canceledMs === null ? null : new Date(canceledMs),
        };
      }),
    )
    .returning({ id: subscriptions.id });

  // Every cycle was charged at its start on the fan's saved card, then paid out to the creator an hour later.
  const cycles = planned.flatMap((s, i) =>
    billing[i]!.cycles.map((c) => {
      const subscriptionId = subRows[i]!.id;
      const tag = `${subscriptionId}_${c.start}`;
      return {
        s,
        subscriptionId,
        c,
        feeCents: Math.round((s.plan.priceCents * fees.subscription_pct) / 100),
        chargeId: `ch_sbx_seed_sub_${tag}`,
        transferId: `tr_sbx_seed_sub_${tag}`,
        connectId: connectIds.get(creatorOf(s.product).id) ?? null,
      };
    }),
  );
  await inChunks(cycles, 500, (chunk) =>
    tx.insert(sandboxCharges).values(
      chunk.map((v) => ({
        id: v.chargeId,
        idempotencyKey: cycleChargeKey(v.subscriptionId, new Date(v.c.start), 1),
        customerId: cardOf.get(v.s.fan)!.customerId,
        cardId: cardOf.get(v.s.fan)!.cardId,
        amountCents: v.s.plan.priceCents,
        currency: v.s.plan.currency.toLowerCase(),
        status: 'succeeded',
        brand: 'visa',
        last4: '4242',
        description: `Stagepass subscription (demo): ${v.s.plan.name}`,
        createdAt: new Date(v.c.start),
      })),
    ),
  );
  const invoiceIds: number[] = [];
  await inChunks(cycles, 500, async (chunk) => {
    const rows = await tx
      .insert(subscriptionInvoices)
      .values(
        chunk.map((v) => ({
          subscriptionId: v.subscriptionId,
          planId: v.s.plan.id,
          productId: catalogue.productIds[v.s.product]!,
          tierId: v.s.plan.tierId,
          creatorId: creatorOf(v.s.product).id,
          memberId: v.s.fan,
          cycleStart: new Date(v.c.start),
          cycleEnd: new Date(v.c.end),
          amountCents: v.s.plan.priceCents,
          currency: v.s.plan.currency,
          feeCents: v.feeCents,
          status: 'Paid' as const,
          chargeId: v.chargeId,
          attempts: 1,
          paidAt: new Date(v.c.start),
          payoutTransferId: v.connectId ? v.transferId : null,
          paidOutAt: v.connectId ? new Date(v.c.start + 3_600_000) : null,
          createdAt: new Date(v.c.start),
        })),
      )
      .returning({ id: subscriptionInvoices.id });
    invoiceIds.push(...rows.map((row) => row.id));
  });
  const paidOut = cycles.flatMap((v, i) => (v.connectId ? [{ ...v, invoiceId: invoiceIds[i]! }] : []));
  await inChunks(paidOut, 500, (chunk) =>
    tx.insert(sandboxTransfers).values(
      chunk.map((v) => ({
        id: v.transferId,
        destination: v.connectId!,
        amountCents: creatorShareCents(v.s.plan.priceCents, v.feeCents),
        currency: v.s.plan.currency.toLowerCase(),
        idempotencyKey: creatorPayoutKey('invoice', v.invoiceId),
        description: 'Subscription revenue',
        metadata: { kind: 'subscription', invoice_id: String(v.invoiceId) },
        createdAt: new Date(v.c.start + 3_600_000),
      })),
    ),
  );

  // ----- Assets bought outright (a card token each, as purchase_asset takes).
  const forSale = plannedAssets.flatMap((pa, i) => (pa.a.priceCents ? [{ pa, id: catalogue.assetIds[i]! }] : []));
  const bought = new Set<string>();
  const buyers = [...(demoFan !== null && cardOf.has(demoFan) ? [demoFan, demoFan] : []), ...r.sample(others, 6)];
  const purchases = buyers.flatMap((fan, k) => {
    // Not one's own, not twice, and not from a product one subscribes to (the tier may include it already).
    const candidates = forSale.filter(
      (x) =>
        creatorOf(x.pa.product).id !== fan && !bought.has(`${fan}:${x.id}`) && !taken.has(`${fan}:${x.pa.product}`),
    );
    if (candidates.length === 0) return [];
    const wanted = fan === demoFan ? (k === 0 ? 'Song' : 'Photograph') : null;
    const pick = candidates.find((x) => x.pa.a.type === wanted) ?? r.pick(candidates);
    bought.add(`${fan}:${pick.id}`);
    const creator = creatorOf(pick.pa.product);
    const priceCents = pick.pa.a.priceCents!;
    const atMs = Math.floor(r.between(Math.max(pick.pa.createdMs, nowMs - 30 * DAY_MS), nowMs - 3_600_000));
    const tag = `${fan}_${pick.id}`;
    return [
      {
        fan,
        assetId: pick.id,
        name: pick.pa.a.name,
        creator,
        priceCents,
        feeCents: assetSaleFee(priceCents, fees),
        atMs,
        chargeId: `ch_sbx_seed_asset_${tag}`,
        transferId: `tr_sbx_seed_asset_${tag}`,
        connectId: connectIds.get(creator.id) ?? null,
        tag,
      },
    ];
  });
  if (purchases.length === 0) return { subscriptions: subRows.length, invoices: cycles.length, assetPurchases: 0 };
  await tx.insert(sandboxCharges).values(
    purchases.map((b) => ({
      id: b.chargeId,
      idempotencyKey: `seed-asset-purchase-${b.tag}`,
      amountCents: b.priceCents,
      currency: b.creator.currency.toLowerCase(),
      status: 'succeeded',
      brand: 'visa',
      last4: '4242',
      description: `Stagepass asset purchase (demo): ${b.name}`,
      createdAt: new Date(b.atMs),
    })),
  );
  const purchaseRows = await tx
    .insert(assetPurchases)
    .values(
      purchases.map((b) => ({
        assetId: b.assetId,
        memberId: b.fan,
        creatorId: b.creator.id,
        priceCents: b.priceCents,
        currency: b.creator.currency,
        feeCents: b.feeCents,
        paymentCompany: CARD_COMPANY,
        paymentMethod: `token:tok_sbx_seed_${b.tag}`,
        cardBrand: 'visa',
        cardLast4: '4242',
        chargeId: b.chargeId,
        status: 'Charged' as const,
        idempotencyKey: `seed-asset-purchase-${b.tag}`,
        payoutTransferId: b.connectId ? b.transferId : null,
        paidOutAt: b.connectId ? new Date(b.atMs + 3_600_000) : null,
        createdAt: new Date(b.atMs),
      })),
    )
    .returning({ id: assetPurchases.id });
  const salesPaidOut = purchases.flatMap((b, i) => (b.connectId ? [{ ...b, id: purchaseRows[i]!.id }] : []));
  if (salesPaidOut.length)
    await tx.insert(sandboxTransfers).values(
      salesPaidOut.map((b) => ({
        id: b.transferId,
        destination: b.connectId!,
        amountCents: creatorShareCents(b.priceCents, b.feeCents),
        currency: b.creator.currency.toLowerCase(),
        idempotencyKey: creatorPayoutKey('asset', b.id),
        description: 'Digital content sale',
        metadata: { kind: 'asset', asset_id: String(b.id) },
        createdAt: new Date(b.atMs + 3_600_000),
      })),
    );
  return { subscriptions: subRows.length, invoices: cycles.length, assetPurchases: purchases.length };
}

async function ensurePayoutAccounts(tx: Executor, creators: readonly Creator[], now: Date) {
  const connectId = (id: number) => `acct_sbx_demo_${id}`;
  await tx
    .insert(sandboxConnectAccounts)
    .values(
      creators.map((c) => ({
        connectId: connectId(c.id),
        email: c.email,
        country: 'US',
        detailsSubmitted: true,
        businessName: c.name,
        bankLast4: '6789',
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(payoutAccounts)
    .values(
      creators.map((c) => ({
        memberId: c.id,
        connectId: connectId(c.id),
        enabled: true,
        restricted: false,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The fans' saved cards in the card sandbox, as the card form would have saved them (a customer, the demo Visa as
 * its default, the member's card_customers row). A fan with a card customer already pays with its default card
 * (none: that fan buys nothing). Answers each paying fan's customer and card.
 */
async function ensureFanCards(
  tx: Executor,
  fans: readonly { id: number; email: string }[],
  r: Random,
  now: Date,
): Promise<Map<number, { customerId: string; cardId: string }>> {
  const existing = await tx
    .select({
      memberId: cardCustomers.memberId,
      customerId: cardCustomers.customerId,
      cardId: sandboxCustomers.defaultCardId,
    })
    .from(cardCustomers)
    .leftJoin(sandboxCustomers, eq(sandboxCustomers.id, cardCustomers.customerId))
    .where(
      inArray(
        cardCustomers.memberId,
        fans.map((f) => f.id),
      ),
    );
  const out = new Map<number, { customerId: string; cardId: string }>();
  for (const e of existing) if (e.cardId) out.set(e.memberId, { customerId: e.customerId, cardId: e.cardId });
  const fresh = fans.filter((f) => !existing.some((e) => e.memberId === f.id));
  if (fresh.length === 0) return out;
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];
  // Ids shaped like the sandbox's own (card-sandbox.ts: a prefix and 24 letters and digits).
  const id = (prefix: string) => `${prefix}_${Array.from({ length: 24 }, () => r.pick(letters)).join('')}`;
  const made = fresh.map((f) => ({ fan: f, customerId: id('cus'), cardId: id('card') }));
  await tx
    .insert(sandboxCustomers)
    .values(made.map((m) => ({ id: m.customerId, email: m.fan.email, defaultCardId: m.cardId, createdAt: now })));
  await tx.insert(sandboxCards).values(
    made.map((m) => ({
      id: m.cardId,
      customerId: m.customerId,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 4,
      behaviour: 'succeeds',
      createdAt: now,
    })),
  );
  await tx
    .insert(cardCustomers)
    .values(made.map((m) => ({ memberId: m.fan.id, customerId: m.customerId, createdAt: now })));
  for (const m of made) out.set(m.fan.id, { customerId: m.customerId, cardId: m.cardId });
  return out;
}
