// The creator website (spec 001 §2 /website 'Creator website' for the specialist; §7 get_tmpl_types, get_user_tmpl;
// spec 000 §2.10 /c/{username}). A talent picks a template, says who they are, and publishes a page at
// /c/{username} that shows their profile, products, upcoming bookings and posts. The template catalogue is data here,
// so the server, the builder and its preview read the same one.

/** The sections a template shows, in its order. */
export const SITE_SECTIONS = ['bookings', 'products', 'posts'] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** A template's colours; the accent comes from the talent's settings. */
export interface SitePalette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
}

export const TEMPLATE_IDS = ['spotlight', 'tour', 'storefront', 'journal'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/** The accent colours a talent may choose (named, so no colour text of theirs reaches a style sheet). */
export const ACCENTS = {
  violet: '#8b5cf6',
  teal: '#0d9488',
  orange: '#ea580c',
  pink: '#db2777',
  blue: '#2563eb',
} as const;
export type AccentName = keyof typeof ACCENTS;
export const ACCENT_NAMES = Object.keys(ACCENTS) as [AccentName, ...AccentName[]];
export const ACCENT_LABELS: Record<AccentName, string> = {
  violet: 'Violet',
  teal: 'Teal',
  orange: 'Orange',
  pink: 'Pink',
  blue: 'Blue',
};

export interface WebsiteTemplate {
  id: TemplateId;
  name: string;
  description: string;
  /** The sections in the template's order. */
  sections: readonly SiteSection[];
  palette: SitePalette;
  /** The accent a new website of this template starts with. */
  accent: AccentName;
  /** The hero: a large photo over the page ('cover'), or a photo beside the name ('inline'). */
  hero: 'cover' | 'inline';
}

const DARK: SitePalette = {
  background: '#0d0d14',
  surface: '#181826',
  text: '#f4f4f8',
  muted: '#a6a6ba',
  border: '#2c2c40',
};
const LIGHT: SitePalette = {
  background: '#f7f7f4',
  surface: '#ffffff',
  text: '#1b1b22',
  muted: '#5c5c6b',
  border: '#e2e2dc',
};

/** The template catalogue (get_tmpl_types), in the order the builder shows it. */
export const WEBSITE_TEMPLATES: readonly WebsiteTemplate[] = [
  {
    id: 'spotlight',
    name: 'Spotlight',
    description: 'Your photo and name in lights on a dark stage, then your upcoming bookings, products and posts.',
    sections: ['bookings', 'products', 'posts'],
    palette: DARK,
    accent: 'violet',
    hero: 'cover',
  },
  {
    id: 'tour',
    name: 'Tour',
    description: 'Your upcoming bookings up front as a tour list, for acts on the road. Posts and products follow.',
    sections: ['bookings', 'posts', 'products'],
    palette: LIGHT,
    accent: 'orange',
    hero: 'inline',
  },
  {
    id: 'storefront',
    name: 'Storefront',
    description: 'Your products and subscriptions first, in a shop window, then where to see you live.',
    sections: ['products', 'bookings', 'posts'],
    palette: LIGHT,
    accent: 'teal',
    hero: 'inline',
  },
  {
    id: 'journal',
    name: 'Journal',
    description: 'Your posts as a photo journal on a dark page, with your bookings and products after them.',
    sections: ['posts', 'bookings', 'products'],
    palette: DARK,
    accent: 'pink',
    hero: 'cover',
  },
];

export function websiteTemplate(id: string): WebsiteTemplate | undefined {
  return WEBSITE_TEMPLATES.find((t) => t.id === id);
}

/**
 * A template's thumbnail (get_tmpl_types 'preview'): a small drawing of its layout in its colours, as an SVG data URL
 * (no file to fetch; the style sheet's img-src allows data:). The hero, then a block per section in its order: a
 * list of dates for bookings, a row of tall cards for products, a row of square ones for posts.
 */
export function templatePreview(template: WebsiteTemplate, accent: AccentName = template.accent): string {
  const c = template.palette;
  const a = ACCENTS[accent];
  const parts: string[] = [`<rect width="240" height="180" fill="${c.background}"/>`];
  if (template.hero === 'cover') {
    parts.push(`<rect width="240" height="64" fill="${a}" opacity=".35"/>`);
    parts.push(`<circle cx="120" cy="30" r="16" fill="${c.muted}" stroke="${a}" stroke-width="3"/>`);
    parts.push(`<rect x="80" y="52" width="80" height="7" rx="3" fill="${c.text}"/>`);
  } else {
    parts.push(`<circle cx="34" cy="32" r="16" fill="${c.muted}" stroke="${a}" stroke-width="3"/>`);
    parts.push(`<rect x="60" y="22" width="96" height="9" rx="4" fill="${c.text}"/>`);
    parts.push(`<rect x="60" y="37" width="64" height="6" rx="3" fill="${c.muted}"/>`);
  }
  let y = 74;
  for (const section of template.sections) {
    parts.push(`<rect x="14" y="${y}" width="3" height="10" fill="${a}"/>`);
    parts.push(`<rect x="21" y="${y + 2}" width="44" height="6" rx="3" fill="${c.text}"/>`);
    y += 14;
    if (section === 'bookings') {
      for (let i = 0; i < 2; i++)
        parts.push(
          `<rect x="14" y="${y + i * 9}" width="212" height="7" rx="2" fill="${c.surface}" stroke="${c.border}"/>`,
        );
      y += 22;
    } else {
      const h = section === 'products' ? 16 : 12;
      for (let i = 0; i < 4; i++)
        parts.push(
          `<rect x="${14 + i * 54}" y="${y}" width="50" height="${h}" rx="3" fill="${c.surface}" stroke="${c.border}"/>`,
        );
      y += h + 8;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180">${parts.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The catalogue as get_tmpl_types answers it: each template with its thumbnail. */
export function templateCatalogue() {
  return WEBSITE_TEMPLATES.map((t) => ({
    template_id: t.id,
    name: t.name,
    description: t.description,
    preview: templatePreview(t),
    sections: [...t.sections],
    accent: t.accent,
  }));
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Ours: the headline is one line under the name; 'about' a short paragraph (the profile's bio is used without it). */
export const WEBSITE_HEADLINE_MAX = 80;
export const WEBSITE_ABOUT_MAX = 600;

/** What a talent sets on their website, kept as creator_websites.settings. */
export interface WebsiteSettings {
  headline: string;
  about: string;
  accent: AccentName;
  show_bookings: boolean;
  show_products: boolean;
  show_posts: boolean;
}

/** The settings a website of this template starts with. */
export function defaultWebsiteSettings(templateId: TemplateId): WebsiteSettings {
  return {
    headline: '',
    about: '',
    accent: websiteTemplate(templateId)?.accent ?? 'violet',
    show_bookings: true,
    show_products: true,
    show_posts: true,
  };
}

const SHOWN: Record<SiteSection, keyof WebsiteSettings> = {
  bookings: 'show_bookings',
  products: 'show_products',
  posts: 'show_posts',
};

/** The sections a website shows, in its template's order. */
export function shownSections(template: WebsiteTemplate, settings: WebsiteSettings): SiteSection[] {
  return template.sections.filter((s) => settings[SHOWN[s]] === true);
}

/**
 * Stored settings as they are now: anything missing or no longer allowed (an accent dropped from the list, a text
 * longer than today's limit) falls back to the template's default, so an old row always renders.
 */
export function readWebsiteSettings(templateId: TemplateId, stored: Record<string, unknown>): WebsiteSettings {
  const base = defaultWebsiteSettings(templateId);
  const text = (v: unknown, max: number, fallback: string) => (typeof v === 'string' && v.length <= max ? v : fallback);
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  return {
    headline: text(stored.headline, WEBSITE_HEADLINE_MAX, base.headline),
    about: text(stored.about, WEBSITE_ABOUT_MAX, base.about),
    accent:
      typeof stored.accent === 'string' && Object.hasOwn(ACCENTS, stored.accent)
        ? (stored.accent as AccentName)
        : base.accent,
    show_bookings: flag(stored.show_bookings, base.show_bookings),
    show_products: flag(stored.show_products, base.show_products),
    show_posts: flag(stored.show_posts, base.show_posts),
  };
}

// ---------------------------------------------------------------------------------------------
// What the page shows

/** Ours: how many of each the page lists (the newest posts and products, the soonest bookings). */
export const SITE_BOOKINGS_MAX = 8;
export const SITE_PRODUCTS_MAX = 6;
export const SITE_POSTS_MAX = 6;

/** spec 000 §2.10: the creator website's address. */
export function creatorSitePath(username: string): string {
  return `/c/${encodeURIComponent(username)}`;
}

// ---------------------------------------------------------------------------------------------
// Texts

export const WEBSITE_TITLE = 'Website';
export const WEBSITE_INTRO =
  'Pick a template, say who you are, and publish your own page. It shows your profile, products, upcoming bookings and posts, and previews when shared.';
export const CHOOSE_TEMPLATE = 'Choose a template';
export const TEMPLATE_CHOSEN = 'Chosen';
export const USE_TEMPLATE = 'Use this template';
export const WEBSITE_HEADLINE_LABEL = 'Headline';
export const WEBSITE_HEADLINE_HINT = 'One line under your name, such as "Jazz trio for weddings and late nights".';
export const WEBSITE_ABOUT_LABEL = 'About';
export const WEBSITE_ABOUT_HINT = 'A short paragraph about you. Left empty, your profile bio is used.';
export const WEBSITE_ACCENT_LABEL = 'Accent colour';
export const WEBSITE_SECTIONS_LABEL = 'Sections';
export const WEBSITE_SECTION_LABELS: Record<SiteSection, string> = {
  bookings: 'Upcoming Bookings',
  products: 'Products',
  posts: 'Posts',
};
export const SAVE_WEBSITE = 'Save';
export const PUBLISH_WEBSITE = 'Publish';
export const UNPUBLISH_WEBSITE = 'Unpublish';
export const VIEW_WEBSITE = 'View your website';
export const WEBSITE_PREVIEW = 'Preview';
export const WEBSITE_LIVE = 'Published';
export const WEBSITE_DRAFT = 'Not published';
export const WEBSITE_SAVED = 'Website saved.';
export const WEBSITE_PUBLISHED = 'Your website is published.';
export const WEBSITE_UNPUBLISHED = 'Your website is no longer published. Its address leads to your profile.';
export const WEBSITE_HEADLINE_TOO_LONG = `Headlines are at most ${WEBSITE_HEADLINE_MAX} characters.`;
export const WEBSITE_ABOUT_TOO_LONG = `Keep 'About' to at most ${WEBSITE_ABOUT_MAX} characters.`;
export const TEMPLATE_UNKNOWN = 'Choose one of the templates.';
/** publish_user_tmpl before update_user_tmpl saved a website. */
export const WEBSITE_NOT_SAVED = 'Choose a template and save your website before you publish it.';
/** A website lives at /c/{username}: publishing needs a username. */
export const WEBSITE_NEEDS_USERNAME = 'Set a username in Settings before you publish your website.';
/** get_user_tmpl for a username without a published website (or not an active talent). */
export const WEBSITE_NOT_PUBLISHED = 'This creator has not published a website.';
/** get_user_tmpl without a username asks for the caller's own website. */
export const WEBSITE_NEEDS_LOGIN = 'Please log in to build your website.';
export const WEBSITE_TALENT_ONLY = 'Only talent can build a creator website.';
export const WEBSITE_FOOTER = 'Made with Stagepass';
export const WEBSITE_BOOK_LINK = 'Book on Stagepass';
