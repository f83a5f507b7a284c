import { z } from 'zod';
import {
  ACCENT_NAMES,
  SITE_SECTIONS,
  TEMPLATE_IDS,
  TEMPLATE_UNKNOWN,
  WEBSITE_ABOUT_MAX,
  WEBSITE_ABOUT_TOO_LONG,
  WEBSITE_HEADLINE_MAX,
  WEBSITE_HEADLINE_TOO_LONG,
} from '@stagepass/domain/creator-website';

export const templateId = z.enum(TEMPLATE_IDS, { error: TEMPLATE_UNKNOWN });

/** What a talent sets on their website (domain WebsiteSettings). Texts are plain text: the page escapes them. */
export const websiteSettings = z.object({
  headline: z.string().trim().max(WEBSITE_HEADLINE_MAX, WEBSITE_HEADLINE_TOO_LONG),
  about: z.string().trim().max(WEBSITE_ABOUT_MAX, WEBSITE_ABOUT_TOO_LONG),
  accent: z.enum(ACCENT_NAMES),
  show_bookings: z.boolean(),
  show_products: z.boolean(),
  show_posts: z.boolean(),
});

/** A template of the catalogue (get_tmpl_types). */
export const websiteTemplate = z.object({
  template_id: templateId,
  name: z.string(),
  description: z.string(),
  /** A thumbnail of the layout in the template's colours (an SVG data URL). */
  preview: z.string(),
  sections: z.array(z.enum(SITE_SECTIONS)),
  accent: z.enum(ACCENT_NAMES),
});

/** A talent's website: the template, its settings, and whether /c/{username} shows it. */
export const website = z.object({
  template_id: templateId,
  settings: websiteSettings,
  published: z.boolean(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  /** /c/{username}; null while the talent has no username (a website cannot be published without one). */
  path: z.string().nullable(),
});
export type Website = z.infer<typeof website>;

/** What the page shows of the talent (domain SiteContent): the builder's preview renders the same page from it. */
export const siteContent = z.object({
  profile: z.object({
    sp_id: z.number().int(),
    name: z.string(),
    username: z.string().nullable(),
    photo: z.string().nullable(),
    traits: z.array(z.string()),
    area: z.string().nullable(),
    bio: z.string().nullable(),
  }),
  bookings: z.array(
    z.object({
      event_id: z.number().int(),
      event_name: z.string(),
      place: z.string().nullable(),
      start: z.string(),
      end: z.string(),
      time_zone: z.string(),
      trait: z.string(),
    }),
  ),
  products: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      desc: z.string(),
      image: z.string().nullable(),
      price_text: z.string(),
    }),
  ),
  posts: z.array(
    z.object({ post_id: z.number().int(), title: z.string(), caption: z.string(), media_url: z.string() }),
  ),
});
export type SiteContentOutput = z.infer<typeof siteContent>;
