// The creator website as one HTML document (spec 000 §2.10 /c/{username}; issue 15: 'prerendered or server-rendered
// with Open Graph tags, so it loads fast and previews when shared'). The server sends it at /c/{username}; the
// builder (/dash/website) shows the same document in a sandboxed frame as its preview. No script, one inline style
// sheet, and every text and address of the talent's is escaped here, in the one place that writes markup.

import { readableOn } from './contrast';
import { ACCENTS, WEBSITE_BOOK_LINK, WEBSITE_FOOTER, shownSections, websiteTemplate } from './creator-website';
import type { SiteSection, WebsiteSettings, WebsiteTemplate } from './creator-website';
import { isAllowedImageUrl } from './assets';
import { NO_PRODUCTS, productPagePath } from './catalogue';
import { eventDateText, eventPath, eventTimeText } from './events';
import { postPagePath } from './posts';
import { NO_POSTS, NO_UPCOMING_BOOKINGS, PROFILE_SECTIONS, talentProfilePath } from './profiles';

export interface SiteProfile {
  sp_id: number;
  name: string;
  username: string | null;
  photo: string | null;
  traits: readonly string[];
  area: string | null;
  bio: string | null;
}

export interface SiteBooking {
  event_id: number;
  event_name: string;
  /** The venue's town ('Oakland, CA'), or null for an online event. */
  place: string | null;
  /** ISO instants of the time block, shown in the event's time zone. */
  start: string;
  end: string;
  time_zone: string;
  trait: string;
}

export interface SiteProduct {
  product_id: number;
  name: string;
  desc: string;
  image: string | null;
  /** The product card's price text ('$5+', 'No plans yet'). */
  price_text: string;
}

export interface SitePost {
  post_id: number;
  title: string;
  caption: string;
  media_url: string;
}

/** What a creator website shows of its talent (get_user_tmpl's content). */
export interface SiteContent {
  profile: SiteProfile;
  bookings: readonly SiteBooking[];
  products: readonly SiteProduct[];
  posts: readonly SitePost[];
}

export interface CreatorSitePage {
  template_id: string;
  settings: WebsiteSettings;
  content: SiteContent;
  /** The site's absolute origin (PUBLIC_URL): Open Graph wants absolute addresses. */
  origin: string;
  /** The page's own path (/c/{username}); null while it has none (the preview of a talent without a username). */
  path: string | null;
  /** The builder's preview: links open in a new tab instead of inside the frame. */
  preview?: boolean;
}

const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' };

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ESCAPES[c] ?? c);
}

/** An address of ours (/media/…) or an http(s) one as absolute, or null when it is neither (javascript:, data:…). */
function absoluteImage(url: string | null, origin: string): string | null {
  if (!url || !isAllowedImageUrl(url)) return null;
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

/** An image the page may show (same rule as absoluteImage, kept relative when it is ours). */
function safeImage(url: string | null): string | null {
  return url && isAllowedImageUrl(url) ? url : null;
}

const DESCRIPTION_MAX = 200;

function clip(s: string, max: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

/** The line under the name and in link previews: the headline, else the about text, else traits and area. */
export function siteDescription(settings: WebsiteSettings, profile: SiteProfile): string {
  const about = settings.about.trim() || profile.bio?.trim() || '';
  const facts = [profile.traits.join(', '), profile.area ?? ''].filter(Boolean).join(' · ');
  return clip(settings.headline.trim() || about || facts || 'Talent on Stagepass', DESCRIPTION_MAX);
}

function headTags(p: CreatorSitePage, title: string, description: string): string {
  const { profile } = p.content;
  const url = p.path ? new URL(p.path, p.origin).href : null;
  const image = absoluteImage(profile.photo, p.origin);
  const meta: [string, string, string | null][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', 'Stagepass'],
    ['property', 'og:title', profile.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', image ? profile.name : null],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', profile.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    ...meta.flatMap(([attr, key, value]) =>
      value === null ? [] : [`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`],
    ),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
  ].join('\n    ');
}

function styleSheet(template: WebsiteTemplate, settings: WebsiteSettings): string {
  const c = template.palette;
  // Every value here is ours (the template's palette, the named accent): nothing the talent typed.
  const accent = ACCENTS[settings.accent];
  // The accent as text on the page and its cards, and behind the white text of the booking button: shades of it
  // that read at WCAG AA (4.5:1) whichever template and accent were chosen.
  const accentText = readableOn(accent, [c.background, c.surface]);
  const accentFill = readableOn(accent, ['#ffffff']);
  return `:root{--bg:${c.background};--surface:${c.surface};--text:${c.text};--muted:${c.muted};--border:${c.border};--accent:${accent};--accent-text:${accentText};--accent-fill:${accentFill}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:inherit}
.wrap{max-width:1040px;margin:0 auto;padding:0 20px}
.hero{padding:48px 0 32px}
.hero .wrap{display:flex;gap:28px;align-items:center;flex-wrap:wrap}
.hero img{width:160px;height:160px;border-radius:50%;object-fit:cover;border:4px solid var(--accent)}
.cover .hero{padding:72px 0 48px;text-align:center;background:radial-gradient(circle at 50% 0,color-mix(in srgb,var(--accent) 45%,transparent),transparent 70%)}
.cover .hero .wrap{flex-direction:column}
.cover .hero img{width:200px;height:200px}
h1{font-size:clamp(2rem,6vw,3.4rem);line-height:1.1;margin:0}
.headline{font-size:1.25rem;color:var(--muted);margin:8px 0 0}
.chips{display:flex;gap:8px;flex-wrap:wrap;margin:14px 0 0;padding:0;list-style:none}
.cover .chips{justify-content:center}
.chips li{border:1px solid var(--accent);color:var(--text);border-radius:999px;padding:2px 12px;font-size:.85rem}
.area{color:var(--muted);margin:10px 0 0}
.about{white-space:pre-line;max-width:720px;margin:0 auto 8px;padding:0 20px;color:var(--text)}
.cover .about{text-align:center}
section{padding:28px 0}
h2{font-size:1.5rem;margin:0 0 16px;border-left:4px solid var(--accent);padding-left:12px}
.empty{color:var(--muted)}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;list-style:none;margin:0;padding:0}
.card{background:var(--surface);border:1px solid var(--border);border-radius:12px;overflow:hidden;height:100%}
.card a{display:block;text-decoration:none;height:100%}
.card img{display:block;width:100%;aspect-ratio:1;object-fit:cover}
.card .product-image{aspect-ratio:.75}
.card .body{padding:12px 14px}
.card h3{font-size:1.05rem;margin:0 0 4px}
.card p{margin:0;color:var(--muted);font-size:.92rem}
.price{color:var(--accent-text)!important;font-weight:600}
.dates{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.dates a{display:flex;gap:18px;align-items:center;text-decoration:none;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:12px 16px}
.when{min-width:96px;color:var(--accent-text);font-weight:700}
.when small{display:block;color:var(--muted);font-weight:400}
.what strong{display:block}
.what span{color:var(--muted);font-size:.92rem}
footer{padding:32px 0 48px;color:var(--muted);font-size:.9rem}
footer .wrap{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}
.book{display:inline-block;background:var(--accent-fill);color:#fff;border-radius:999px;padding:8px 18px;text-decoration:none;font-weight:600}
@media (max-width:560px){.dates a{flex-direction:column;align-items:flex-start;gap:4px}}`;
}

function bookingsSection(bookings: readonly SiteBooking[]): string {
  if (bookings.length === 0) return `<p class="empty">${escapeHtml(NO_UPCOMING_BOOKINGS)}</p>`;
  const items = bookings.map((b) => {
    const detail = [b.trait, b.place].filter(Boolean).join(' · ');
    return `<li><a href="${escapeHtml(eventPath(b.event_id))}"><span class="when">${escapeHtml(
      eventDateText(b.start, b.time_zone),
    )}<small>${escapeHtml(eventTimeText(b.start, b.time_zone))}</small></span><span class="what"><strong>${escapeHtml(
      b.event_name,
    )}</strong>${detail ? `<span>${escapeHtml(detail)}</span>` : ''}</span></a></li>`;
  });
  return `<ul class="dates">${items.join('')}</ul>`;
}

function productsSection(products: readonly SiteProduct[]): string {
  if (products.length === 0) return `<p class="empty">${escapeHtml(NO_PRODUCTS)}</p>`;
  const items = products.map((p) => {
    const image = safeImage(p.image);
    return `<li class="card"><a href="${escapeHtml(productPagePath(p.product_id))}">${
      image ? `<img class="product-image" src="${escapeHtml(image)}" alt="" loading="lazy" />` : ''
    }<div class="body"><h3>${escapeHtml(p.name)}</h3><p class="price">${escapeHtml(p.price_text)}</p>${
      p.desc.trim() ? `<p>${escapeHtml(clip(p.desc, 140))}</p>` : ''
    }</div></a></li>`;
  });
  return `<ul class="grid">${items.join('')}</ul>`;
}

function postsSection(posts: readonly SitePost[], authorId: number): string {
  if (posts.length === 0) return `<p class="empty">${escapeHtml(NO_POSTS)}</p>`;
  const items = posts.map((p) => {
    const image = safeImage(p.media_url);
    return `<li class="card"><a href="${escapeHtml(postPagePath(authorId, p.post_id))}">${
      image ? `<img src="${escapeHtml(image)}" alt="" loading="lazy" />` : ''
    }<div class="body"><h3>${escapeHtml(p.title)}</h3><p>${escapeHtml(clip(p.caption, 140))}</p></div></a></li>`;
  });
  return `<ul class="grid">${items.join('')}</ul>`;
}

const SECTION_TITLES: Record<SiteSection, string> = {
  bookings: PROFILE_SECTIONS.bookings,
  products: 'Products',
  posts: PROFILE_SECTIONS.posts,
};

/** The whole page: head with its Open Graph and Twitter tags, the hero, the template's sections, the footer. */
export function renderCreatorSite(p: CreatorSitePage): string {
  const template = websiteTemplate(p.template_id) ?? websiteTemplate('spotlight')!;
  const { profile, bookings, products, posts } = p.content;
  const description = siteDescription(p.settings, profile);
  const photo = safeImage(profile.photo);
  const about = p.settings.about.trim() || profile.bio?.trim() || '';
  const headline = p.settings.headline.trim();

  const sections = shownSections(template, p.settings).map((s) => {
    const body =
      s === 'bookings'
        ? bookingsSection(bookings)
        : s === 'products'
          ? productsSection(products)
          : postsSection(posts, profile.sp_id);
    return `<section id="${s}" aria-labelledby="${s}-title"><div class="wrap"><h2 id="${s}-title">${escapeHtml(
      SECTION_TITLES[s],
    )}</h2>${body}</div></section>`;
  });

  const chips = profile.traits.length
    ? `<ul class="chips" aria-label="What ${escapeHtml(profile.name)} performs">${profile.traits
        .map((t) => `<li>${escapeHtml(t)}</li>`)
        .join('')}</ul>`
    : '';

  return `<!doctype html>
<html lang="en">
  <head>
    ${headTags(p, `${profile.name} · Stagepass`, description)}${p.preview ? '\n    <base target="_blank" />' : ''}
    <style>${styleSheet(template, p.settings)}</style>
  </head>
  <body class="${template.hero} t-${template.id}">
    <header class="hero"><div class="wrap">${
      photo ? `<img src="${escapeHtml(photo)}" alt="${escapeHtml(profile.name)}" />` : ''
    }<div><h1>${escapeHtml(profile.name)}</h1>${headline ? `<p class="headline">${escapeHtml(headline)}</p>` : ''}${chips}${
      profile.area ? `<p class="area">${escapeHtml(profile.area)}</p>` : ''
    }</div></div></header>
    <main>${about ? `<p class="about">${escapeHtml(about)}</p>` : ''}${sections.join('')}</main>
    <footer><div class="wrap"><a class="book" href="${escapeHtml(
      talentProfilePath(profile.sp_id, profile.username),
    )}">${escapeHtml(WEBSITE_BOOK_LINK)}</a><span>${escapeHtml(WEBSITE_FOOTER)}</span></div></footer>
  </body>
</html>
`;
}
