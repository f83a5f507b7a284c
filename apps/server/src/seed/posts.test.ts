import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { POST_IMAGE_SIDE, seedPosts } from './posts';

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-seed-posts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ seed: true, env: { DATA_DIR: dataDir } });

interface Entry {
  id: number;
  by_id: number;
  reply_id?: number | null;
  likes?: { by_id: number }[];
  media_url?: string;
}

describe('seedPosts (demo posts with pictures and threads)', () => {
  it('gives the demo business and talent posts with square pictures, comments, replies and likes; once', async () => {
    const summary = await seedPosts(t.db, t.clock, t.app.storage);
    expect(summary).not.toBeNull();
    expect(summary!.posts).toBeGreaterThanOrEqual(4);

    const res = await t.call('get_posts', {});
    const shown = res.body.data.posts as { post_id: number; comments: Entry[] }[];
    expect(shown).toHaveLength(summary!.posts);
    const thread = shown.flatMap((p) => p.comments.slice(1));
    expect(thread).toHaveLength(summary!.comments);
    expect(thread.flatMap((c) => c.likes ?? [])).toHaveLength(summary!.likes);
    // Replies answer a comment shown on their own post.
    for (const p of shown) {
      const ids = new Set(p.comments.slice(1).map((c) => c.id));
      for (const c of p.comments.slice(1)) if (c.reply_id != null) expect(ids.has(c.reply_id)).toBe(true);
    }

    const picture = await t.app.inject({ method: 'GET', url: shown[0]!.comments[0]!.media_url! });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', POST_IMAGE_SIDE, POST_IMAGE_SIDE]);

    expect(await seedPosts(t.db, t.clock, t.app.storage)).toBeNull();
  });
});
