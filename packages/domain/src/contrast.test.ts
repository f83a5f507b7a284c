import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, readableOn } from './contrast';
import { ACCENTS, ACCENT_NAMES, WEBSITE_TEMPLATES, defaultWebsiteSettings } from './creator-website';
import { renderCreatorSite } from './creator-website-html';

describe('contrast', () => {
  it('measures as WCAG does (black on white 21:1; the violet accent on the dark card 4.14:1, as axe reported)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#8b5cf6', '#181826')).toBeCloseTo(4.14, 2);
  });

  it('keeps a colour that already reads, and shades one that does not until it does', () => {
    expect(readableOn('#000000', ['#ffffff'])).toBe('#000000');
    const lighter = readableOn('#8b5cf6', ['#0d0d14', '#181826']);
    expect(lighter).not.toBe('#8b5cf6');
    expect(contrastRatio(lighter, '#181826')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(lighter, '#0d0d14')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('creator website colours', () => {
  const variable = (css: string, name: string) => new RegExp(`--${name}:(#[0-9a-f]{6})`).exec(css)![1]!;
  for (const template of WEBSITE_TEMPLATES)
    for (const accent of ACCENT_NAMES)
      it(`${template.id} with ${accent}: accent text and the booking button read at AA`, () => {
        const html = renderCreatorSite({
          template_id: template.id,
          settings: { ...defaultWebsiteSettings(template.id), accent },
          content: {
            profile: { sp_id: 1, name: 'Nova', username: 'nova', photo: null, traits: [], area: null, bio: null },
            bookings: [],
            products: [],
            posts: [],
          },
          origin: 'https://stagepass.example',
          path: '/c/nova',
        });
        const text = variable(html, 'accent-text');
        const fill = variable(html, 'accent-fill');
        const { background, surface } = template.palette;
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio('#ffffff', fill)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(variable(html, 'accent')).toBe(ACCENTS[accent]);
      });
});
