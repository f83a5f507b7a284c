import { describe, expect, it } from 'vitest';
import {
  WEBSITE_TEMPLATES,
  defaultWebsiteSettings,
  readWebsiteSettings,
  shownSections,
  templatePreview,
  websiteTemplate,
} from './creator-website';
import { renderCreatorSite, siteDescription, type SiteContent } from './creator-website-html';
import { MEDIA_LINK_URL_INVALID, MEDIA_LINK_URL_REQUIRED, mediaLinkHost, mediaLinkUrlProblem } from './media-links';

const content = (over: Partial<SiteContent['profile']> = {}): SiteContent => ({
  profile: { sp_id: 3, name: 'Nova', username: 'nova', photo: null, traits: [], area: null, bio: null, ...over },
  bookings: [],
  products: [],
  posts: [],
});

describe('the template catalogue', () => {
  it('has Spotlight, Tour, Storefront and Journal, each showing every section once', () => {
    expect(WEBSITE_TEMPLATES.map((t) => t.name)).toEqual(['Spotlight', 'Tour', 'Storefront', 'Journal']);
    for (const t of WEBSITE_TEMPLATES) {
      expect([...t.sections].sort()).toEqual(['bookings', 'posts', 'products']);
      expect(decodeURIComponent(templatePreview(t))).toContain(t.palette.background);
    }
  });

  it('shows the sections the talent keeps, in the template’s order', () => {
    const tour = websiteTemplate('tour')!;
    expect(shownSections(tour, defaultWebsiteSettings('tour'))).toEqual(['bookings', 'posts', 'products']);
    expect(shownSections(tour, { ...defaultWebsiteSettings('tour'), show_posts: false })).toEqual([
      'bookings',
      'products',
    ]);
  });

  it('reads stored settings, falling back to the defaults for anything missing or no longer allowed', () => {
    expect(readWebsiteSettings('journal', {})).toEqual(defaultWebsiteSettings('journal'));
    expect(
      readWebsiteSettings('tour', { headline: 'x'.repeat(500), accent: 'red', show_posts: 'no', about: 'Hi' }),
    ).toEqual({ ...defaultWebsiteSettings('tour'), about: 'Hi' });
  });
});

describe('renderCreatorSite', () => {
  it('escapes every text and drops image addresses that are not ours or http(s)', () => {
    const html = renderCreatorSite({
      template_id: 'spotlight',
      settings: { ...defaultWebsiteSettings('spotlight'), headline: '</title><script>x</script>' },
      content: {
        ...content({ name: 'A & "B"', photo: 'javascript:alert(1)' }),
        posts: [{ post_id: 1, title: '<i>t</i>', caption: 'c', media_url: 'data:text/html,x' }],
      },
      origin: 'https://stagepass.example',
      path: '/c/nova',
    });
    expect(html).toContain('<title>A &amp; &quot;B&quot; · Stagepass</title>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&lt;i&gt;t&lt;/i&gt;');
    expect(html).not.toMatch(/<script|<i>|javascript:|data:text/);
    expect(html).not.toContain('og:image');
  });

  it('opens links in a new tab only in the builder’s preview, and leaves out og:url without an address', () => {
    const page = {
      template_id: 'tour',
      settings: defaultWebsiteSettings('tour'),
      content: content(),
      origin: 'https://s.example',
    };
    expect(renderCreatorSite({ ...page, path: null, preview: true })).toContain('<base target="_blank" />');
    expect(renderCreatorSite({ ...page, path: null })).not.toMatch(/<base|og:url|canonical/);
  });

  it('describes the page by its headline, else the about text or bio, else traits and area', () => {
    const s = defaultWebsiteSettings('tour');
    expect(siteDescription({ ...s, headline: 'Live' }, content().profile)).toBe('Live');
    expect(siteDescription(s, content({ bio: 'From Oakland.' }).profile)).toBe('From Oakland.');
    expect(siteDescription(s, content({ traits: ['Musician'], area: 'Oakland, US' }).profile)).toBe(
      'Musician · Oakland, US',
    );
    expect(siteDescription(s, content().profile)).toBe('Talent on Stagepass');
  });
});

describe('media link urls (spec 001 §5: a valid http or https URL)', () => {
  it.each([
    ['https://press.example.com/a', null],
    ['  http://radio.example.org  ', null],
    ['', MEDIA_LINK_URL_REQUIRED],
    ['javascript:alert(1)', MEDIA_LINK_URL_INVALID],
    ['ftp://files.example.com', MEDIA_LINK_URL_INVALID],
    ['example.com', MEDIA_LINK_URL_INVALID],
  ])('%j → %j', (url, problem) => expect(mediaLinkUrlProblem(url)).toBe(problem));

  it('reads a link by its host', () => {
    expect(mediaLinkHost('https://press.example.com/a?b=1')).toBe('press.example.com');
  });
});
