// Renders the landing hero's looping background video (spec 000 §2.4: 'looping video') and its
// poster from nothing but math, so the clip is ours and can be rebuilt anywhere ffmpeg runs:
//   node scripts/make-hero-video.mjs   (needs ffmpeg with libx264 and libvpx-vp9)
// Three stage-light beams sweep over a violet haze. Every motion term is periodic in FRAMES, so
// the last frame flows into the first and the loop has no visible seam.

import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = new URL('../apps/web/public/media/', import.meta.url).pathname;
const W = 640;
const H = 360;
const FPS = 24;
const FRAMES = 144; // 6 s

// Lamp x position, phase, sweep amplitude (radians) and colour (r, g, b in 0..1).
const BEAMS = [
  { x: 0.18 * W, phase: 0.0, sweep: 0.42, rgb: [1.0, 0.25, 0.85] },
  { x: 0.5 * W, phase: 2.1, sweep: 0.35, rgb: [0.3, 0.75, 1.0] },
  { x: 0.82 * W, phase: 4.2, sweep: 0.42, rgb: [1.0, 0.7, 0.25] },
];
const HAZE = ['(0.06+0.05*Y/H)', '(0.02+0.01*Y/H)', '(0.10+0.06*Y/H)'];
const FLOOR_GLOW = [0.6, 0.3, 0.8];

const cycle = (k, phase) => `${k}*PI*N/${FRAMES}+${phase}`;

/** A soft cone from a lamp just above the frame, brighter towards the floor. */
function beam({ x, phase, sweep }) {
  const angle = `atan2(X-${x.toFixed(1)}\\,Y+30)`;
  const aim = `${sweep}*sin(${cycle(2, phase)})`;
  const width = `(0.075+0.02*sin(${cycle(4, phase)}))`;
  return `exp(-pow((${angle}-${aim})/${width}\\,2))*(0.35+0.65*Y/H)`;
}

/** The pool of light on the stage floor, drifting left and right. */
const floorGlow = `exp(-pow((X-(W/2+180*sin(${cycle(2, 0)})))/170\\,2)-pow((Y-H)/70\\,2))`;

function channel(i) {
  const beams = BEAMS.map((b) => `${b.rgb[i]}*${beam(b)}`).join('+');
  return `255*min(1\\,${HAZE[i]}+${FLOOR_GLOW[i]}*${floorGlow}+${beams})`;
}

const graph =
  `color=c=black:s=${W}x${H}:r=${FPS}:d=${FRAMES / FPS},format=gbrp,` +
  `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}',` +
  'gblur=sigma=6,vignette=PI/5,format=yuv420p,split=3[mp4][webm][poster]';

const work = join(tmpdir(), `hero-video-${process.pid}`);
mkdirSync(work, { recursive: true });
mkdirSync(OUT, { recursive: true });
const script = join(work, 'graph.txt');
writeFileSync(script, graph);

const frames = ['-frames:v', String(FRAMES)];
execFileSync(
  'ffmpeg',
  [
    '-y',
    '-hide_banner',
    '-loglevel',
    'warning',
    '-filter_complex_script',
    script,
    // H.264 for every browser; faststart so playback begins before the file is complete.
    '-map',
    '[mp4]',
    ...frames,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-tune',
    'grain',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    join(OUT, 'stage-lights.mp4'),
    // VP9 for browsers built without H.264.
    '-map',
    '[webm]',
    ...frames,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-an',
    join(OUT, 'stage-lights.webm'),
    // The poster is the loop's first frame, shown until the video can play.
    '-map',
    '[poster]',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    join(OUT, 'stage-lights.jpg'),
  ],
  { stdio: 'inherit' },
);
rmSync(work, { recursive: true, force: true });
