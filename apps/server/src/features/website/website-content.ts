import type { SiteContentOutput, Website } from '@stagepass/contract/website/fields';
import type { Executor } from '@stagepass/db/client';
import { isSupportedCountry, productPriceText } from '@stagepass/domain/catalogue';
import {
  SITE_BOOKINGS_MAX,
  SITE_POSTS_MAX,
  SITE_PRODUCTS_MAX,
  creatorSitePath,
  readWebsiteSettings,
  websiteTemplate,
  type TemplateId,
} from '@stagepass/domain/creator-website';
import { areaText } from '@stagepass/domain/profiles';
import { listProducts } from '../catalogue/catalogue-repository';
import { productOutputs } from '../catalogue/catalogue-views';
import { listByIds } from '../events/events-repository';
import { profileExtras } from '../gallery/gallery-repository';
import * as postsRepo from '../posts/posts-repository';
import { publicArea } from '../profiles/profile-views';
import {
  findPublic,
  talentTraitsOf,
  upcomingPublicBookings,
  type PublicMemberRow,
} from '../profiles/profiles-repository';
import { findPublished, type WebsiteRow } from './website-repository';

/** The website as get_user_tmpl, update_user_tmpl and publish_user_tmpl answer it. */
export function toWebsite(row: WebsiteRow, username: string | null): Website {
  const templateId = (websiteTemplate(row.templateId)?.id ?? 'spotlight') as TemplateId;
  return {
    template_id: templateId,
    settings: readWebsiteSettings(templateId, row.settings),
    published: row.published,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    path: username ? creatorSitePath(username) : null,
  };
}

/**
 * What a creator website shows of its talent: the profile, the soonest public bookings, the newest enabled products
 * with their price text, and the newest posts. A fixed number of queries whatever the counts (each list is one query
 * on its index; the products' plans and prices are loaded for all of them at once by productOutputs).
 */
export async function loadSiteContent(
  db: Executor,
  talent: PublicMemberRow,
  nowMs: number,
): Promise<SiteContentOutput> {
  const now = new Date(nowMs);
  // Prices in the talent's own currency when it is offered (the visitor's country is not known to a shared page).
  const country = talent.country && isSupportedCountry(talent.country) ? talent.country : 'US';
  const [traits, booked, productRows, posts, extras] = await Promise.all([
    talentTraitsOf(db, talent.id),
    upcomingPublicBookings(db, talent.id, now, SITE_BOOKINGS_MAX),
    listProducts(db, { ownerId: talent.id, withDisabled: false, limit: SITE_PRODUCTS_MAX }),
    postsRepo.list(db, { byId: talent.id }, SITE_POSTS_MAX),
    profileExtras(db, talent.id),
  ]);
  const [events, products] = await Promise.all([
    listByIds(db, [...new Set(booked.map((b) => b.eventId))]),
    productOutputs(db, productRows, country, nowMs),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  return {
    profile: {
      sp_id: talent.id,
      name: talent.name,
      username: talent.username,
      photo: talent.photo,
      traits: traits.map((t) => t.name),
      area: areaText(publicArea(talent)),
      bio: extras.bio,
    },
    bookings: booked.flatMap((b) => {
      const e = eventById.get(b.eventId);
      if (!e) return [];
      return [
        {
          event_id: e.id,
          event_name: e.name,
          place: e.onlineOnly ? 'Online' : e.businessName,
          start: b.sbStart.toISOString(),
          end: b.sbEnd.toISOString(),
          time_zone: e.timeZone,
          trait: b.trait ?? '',
        },
      ];
    }),
    products: products.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      desc: p.desc,
      image: p.image,
      price_text: productPriceText(p.price_range, country),
    })),
    posts: posts.map((p) => ({ post_id: p.id, title: p.title, caption: p.caption, media_url: p.mediaUrl })),
  };
}

/** The published website of the active talent with this username, and the talent; null when there is none. */
export async function findPublishedSite(
  db: Executor,
  username: string,
): Promise<{ site: WebsiteRow; talent: PublicMemberRow & { username: string } } | null> {
  const found = await findPublished(db, username);
  const talent = found && (await findPublic(db, { id: found.memberId }));
  return found && talent?.username ? { site: found.site, talent: { ...talent, username: talent.username } } : null;
}
