// Brotli and gzip copies of the built text files (dist/**), made once at build time so the server
// sends them as they are (@fastify/static preCompressed, apps/server/src/web/static.ts). Files
// under 1 KB, and media that is compressed already, are left alone.

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(path);
    } else if (TEXT.has(extname(entry.name))) yield path;
  }
}

let count = 0;
let plain = 0;
let brotli = 0;
for (const path of files(DIST)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  plain += body.length;
  brotli += br.length;
}
console.log(`compressed ${count} files: ${Math.round(plain / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`);
