import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, shareAnswer, sharedBody } from './shared-answers';

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
