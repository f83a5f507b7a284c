import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, BEST_AFTER_SENDS, compressedAtBest, shareAnswer, sharedBody } from './shared-answers';

describe('shared answers', () => {
  it('serializes a shared answer once, compresses it fast the first time, and once per encoding from then on', () => {
    const events = Array.from({ length: 24 }, (_, i) => ({ event_id: i, event_name: `Show ${i}`, distance: i / 10 }));
    const answer = shareAnswer({ events, next_after: null });
    const json = sharedBody(answer, null)!;
    expect(json.encoding).toBeNull();
    expect(JSON.parse(json.body.toString())).toEqual({ data: { events, next_after: null } });
    // The same bytes, not bytes made again.
    expect(sharedBody(answer, null)!.body).toBe(json.body);
    expect(Object.isFrozen(answer)).toBe(true);

    // Its first compressed sending in each encoding is made for it alone (fast), later ones are made once and kept.
    const unzip = (b: { body: Buffer; encoding: string | null }) =>
      (b.encoding === 'br' ? brotliDecompressSync(b.body) : gunzipSync(b.body)).toString();
    for (const kept of ['br', 'gzip'] as const) {
      const once = shareAnswer({ events, next_after: null });
      const first = sharedBody(once, { kept, fast: 'gzip' })!;
      const second = sharedBody(once, { kept, fast: 'gzip' })!;
      expect([first.encoding, second.encoding]).toEqual(['gzip', kept]);
      expect(unzip(first)).toBe(json.body.toString());
      expect(unzip(second)).toBe(json.body.toString());
      expect(second.body.length).toBeLessThan(first.body.length);
      expect(sharedBody(once, { kept, fast: 'gzip' })!.body).toBe(second.body);
    }
    // A client that takes brotli only gets brotli, the first time too.
    const brOnly = sharedBody(shareAnswer({ events, next_after: null }), { kept: 'br', fast: 'br' })!;
    expect([brOnly.encoding, unzip(brOnly)]).toEqual(['br', json.body.toString()]);
    expect(sharedBody({ events: [] }, null)).toBeNull();
    expect(sharedBody('text', { kept: 'br', fast: 'br' })).toBeNull();
  });

  it('compresses a much-asked answer again at its best, in the background, one answer at a time', async () => {
    // Cards that read like the nearby list's: brotli's quality 11 finds more in them than its quality 5.
    const events = Array.from({ length: 24 }, (_, i) => ({
      event_id: 5000 + i * 37,
      event_name: `${['Salsa Social', 'Jazz Night', 'Comedy Hour'][i % 3]} in San Francisco`,
      address: `${1000 + i * 91} Mission St, San Francisco, CA`,
      start_time: new Date(Date.UTC(2026, 11, 2 + (i % 5), 18 + (i % 4))).toISOString(),
      distance: (i * 7) % 23,
    }));
    const json = JSON.stringify({ data: { events } });
    const unzip = (b: { body: Buffer; encoding: string | null }) =>
      (b.encoding === 'br' ? brotliDecompressSync(b.body) : gunzipSync(b.body)).toString();
    const send = (answer: object, kept: 'br' | 'gzip', times: number) => {
      let last = sharedBody(answer, { kept, fast: 'gzip' })!;
      for (let i = 1; i < times; i++) last = sharedBody(answer, { kept, fast: 'gzip' })!;
      return last;
    };
    for (const kept of ['br', 'gzip'] as const) {
      const answer = shareAnswer({ events });
      const before = send(answer, kept, BEST_AFTER_SENDS - 1);
      await compressedAtBest();
      // Not yet one many ask for: the kept bytes stay.
      expect(sharedBody(answer, { kept, fast: 'gzip' })!.body).toBe(before.body);
      // That tenth sending began the compression at its best; it went with the kept bytes.
      await compressedAtBest();
      const best = sharedBody(answer, { kept, fast: 'gzip' })!;
      expect(best.encoding).toBe(kept);
      expect(best.body.length).toBeLessThan(before.body.length);
      expect(unzip(best)).toBe(json);
      await compressedAtBest();
      expect(send(answer, kept, 5).body).toBe(best.body);
    }

    // Two answers at once: the second waits for a sending after the first is done.
    const first = shareAnswer({ events });
    const second = shareAnswer({ events: [...events].reverse() });
    const firstKept = send(first, 'br', BEST_AFTER_SENDS);
    const secondKept = send(second, 'br', BEST_AFTER_SENDS + 3);
    await compressedAtBest();
    expect(send(first, 'br', 1).body.length).toBeLessThan(firstKept.body.length);
    expect(send(second, 'br', 1).body).toBe(secondKept.body);
    await compressedAtBest();
    const secondBest = send(second, 'br', 1);
    expect(secondBest.body.length).toBeLessThan(secondKept.body.length);
    expect(JSON.parse(unzip(secondBest))).toEqual({ data: { events: [...events].reverse() } });
  });

  it('takes the encodings by Accept-Encoding: brotli to keep, gzip for one client, never one refused with q=0', () => {
    const both = { kept: 'br', fast: 'gzip' };
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toEqual(both);
    expect(acceptedEncoding('gzip')).toEqual({ kept: 'gzip', fast: 'gzip' });
    expect(acceptedEncoding('br')).toEqual({ kept: 'br', fast: 'br' });
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toEqual({ kept: 'gzip', fast: 'gzip' });
    expect(acceptedEncoding('br, gzip;q=0')).toEqual({ kept: 'br', fast: 'br' });
    expect(acceptedEncoding('br;q=0,gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toEqual({ kept: 'gzip', fast: 'gzip' });
    expect(acceptedEncoding(['deflate', 'BR'])).toEqual({ kept: 'br', fast: 'br' });
  });
});
