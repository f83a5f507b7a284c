import sharp from 'sharp';
import { seededRandom, type Random } from './random';

/** spec 001 §9: event images are cropped at 1.913 (956 × 500 ≈ 1.912). */
export const EVENT_IMAGE_WIDTH = 956;
export const EVENT_IMAGE_HEIGHT = 500;

const W = EVENT_IMAGE_WIDTH;
const H = EVENT_IMAGE_HEIGHT;

/** Three colours each: the gradient's two ends and the pattern's accent. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1e1b4b', '#7c3aed', '#f0abfc'], // midnight violet
  ['#0f172a', '#0ea5e9', '#a5f3fc'], // harbour night
  ['#431407', '#ea580c', '#fde68a'], // sunset
  ['#052e16', '#16a34a', '#bef264'], // garden
  ['#4a044e', '#db2777', '#fecdd3'], // neon pink
  ['#082f49', '#14b8a6', '#fef08a'], // lagoon
  ['#1c1917', '#b45309', '#fcd34d'], // jazz brass
  ['#172554', '#e11d48', '#fda4af'], // marquee
  ['#3b0764', '#f97316', '#fed7aa'], // festival
  ['#022c22', '#0891b2', '#e0f2fe'], // coast fog
  ['#27272a', '#65a30d', '#d9f99d'], // club lime
  ['#450a0a', '#c026d3', '#fbcfe8'], // velvet
];

/** The kinds of pattern drawn over the gradient. */
const PATTERNS = ['rings', 'stripes', 'waves', 'dots', 'bokeh', 'skyline', 'rays', 'equalizer'] as const;

const f = (n: number) => n.toFixed(1);

function patternSvg(pattern: (typeof PATTERNS)[number], accent: string, r: Random): string {
  switch (pattern) {
    case 'rings': {
      const cx = r.between(0.2, 0.8) * W;
      const cy = r.between(0.2, 0.8) * H;
      return Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${30 + i * 42}" fill="none" stroke="${accent}" stroke-width="${
            6 + (i % 3) * 4
          }" opacity="${f(0.05 + 0.25 * (1 - i / 14))}"/>`,
      ).join('');
    }
    case 'stripes': {
      const angle = r.int(20, 70);
      const bands = Array.from(
        { length: 16 },
        (_, i) =>
          `<rect x="${i * 90 - 400}" y="-600" width="${r.int(14, 48)}" height="1800" fill="${accent}" opacity="${f(
            r.between(0.08, 0.3),
          )}"/>`,
      ).join('');
      return `<g transform="rotate(${angle} ${W / 2} ${H / 2})">${bands}</g>`;
    }
    case 'waves': {
      return Array.from({ length: 5 }, (_, i) => {
        const base = H * (0.45 + i * 0.11);
        const amp = r.between(20, 60);
        const phase = r.between(0, Math.PI * 2);
        const cycles = r.between(1.2, 1.8);
        const points = Array.from({ length: 41 }, (_, k) => {
          const x = (k / 40) * W;
          return `${f(x)},${f(base + amp * Math.sin(phase + (k / 40) * Math.PI * 2 * cycles))}`;
        });
        return `<polygon points="0,${H} ${points.join(' ')} ${W},${H}" fill="${accent}" opacity="${f(0.12 + i * 0.05)}"/>`;
      }).join('');
    }
    case 'dots': {
      const dots: string[] = [];
      const step = 34;
      const tilt = r.between(0.3, 0.9);
      for (let x = step / 2; x < W; x += step)
        for (let y = step / 2; y < H; y += step) {
          const size = 2 + 11 * Math.max(0, Math.sin((x / W) * Math.PI * tilt + (y / H) * 1.4));
          dots.push(`<circle cx="${x}" cy="${y}" r="${f(size)}" fill="${accent}" opacity="0.35"/>`);
        }
      return dots.join('');
    }
    case 'bokeh': {
      return (
        `<g filter="url(#soft)">` +
        Array.from(
          { length: 34 },
          () =>
            `<circle cx="${f(r.between(0, W))}" cy="${f(r.between(0, H))}" r="${f(r.between(14, 70))}" fill="${accent}" opacity="${f(
              r.between(0.12, 0.45),
            )}"/>`,
        ).join('') +
        `</g>`
      );
    }
    case 'skyline': {
      const layers: string[] = [];
      for (let layer = 0; layer < 2; layer++) {
        let x = -10;
        while (x < W) {
          const w = r.int(34, 90);
          const h = r.between(0.18, layer === 0 ? 0.62 : 0.42) * H;
          layers.push(
            `<rect x="${x}" y="${f(H - h)}" width="${w}" height="${f(h)}" fill="${layer === 0 ? accent : '#000'}" opacity="${
              layer === 0 ? 0.22 : 0.35
            }"/>`,
          );
          x += w + r.int(0, 8);
        }
      }
      return layers.join('');
    }
    case 'rays': {
      const cx = r.between(0.1, 0.9) * W;
      const cy = r.chance(0.5) ? H + 40 : r.between(0.3, 0.7) * H;
      const n = 24;
      return Array.from({ length: n }, (_, i) => {
        if (i % 2) return '';
        const a1 = (i / n) * Math.PI * 2;
        const a2 = ((i + 1) / n) * Math.PI * 2;
        const len = 1400;
        return `<polygon points="${f(cx)},${f(cy)} ${f(cx + len * Math.cos(a1))},${f(cy + len * Math.sin(a1))} ${f(
          cx + len * Math.cos(a2),
        )},${f(cy + len * Math.sin(a2))}" fill="${accent}" opacity="0.16"/>`;
      }).join('');
    }
    case 'equalizer': {
      const bars: string[] = [];
      const n = 28;
      const w = W / n;
      for (let i = 0; i < n; i++) {
        const h = H * (0.12 + 0.7 * Math.abs(Math.sin(i * 0.45 + r.between(0, 0.8))) * r.between(0.6, 1));
        bars.push(
          `<rect x="${f(i * w + 4)}" y="${f(H - h)}" width="${f(w - 8)}" height="${f(h)}" rx="6" fill="${accent}" opacity="0.35"/>`,
        );
      }
      return bars.join('');
    }
  }
}

/**
 * The SVG of demo event image `index`: a gradient in one palette, a pattern over it and a soft light. No text, so
 * the picture does not depend on the fonts a machine has. Palette and pattern pairs repeat only after 24 images.
 */
export function eventImageSvg(index: number): string {
  const r = seededRandom(0x5eed1a6e + index * 7919);
  const [from, to, accent] = PALETTES[(index * 5) % PALETTES.length]!;
  const pattern = PATTERNS[index % PATTERNS.length]!;
  const angle = r.int(0, 359);
  const glowX = f(r.between(0.15, 0.85) * 100);
  const glowY = f(r.between(0.1, 0.6) * 100);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="55%"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`,
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    patternSvg(pattern, accent, r),
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
    '</svg>',
  ].join('');
}

/** Renders demo event images 0…count-1 as WebP, made here from SVG (no network), at the event crop ratio. */
export async function renderEventImages(count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp(Buffer.from(eventImageSvg(i)))
        .resize(W, H)
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    ),
  );
}
