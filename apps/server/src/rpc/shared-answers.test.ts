import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, shareAnswer, sharedBody } from './shared-answers';

describe('shared answers', () => {
  it('serializes a shared answer once, and compresses it once per encoding from its second time on', () => {
    const answer = shareAnswer({ events: [{ event_id: 1, distance: 2.5 }], next_after: null });
    // The first time: JSON, whatever the client takes (compressing an answer sent once costs more than it saves).
    const first = sharedBody(answer, 'br')!;
    expect(first.encoding).toBeNull();
    const json = first.body;
    expect(JSON.parse(json.toString())).toEqual({
      data: { events: [{ event_id: 1, distance: 2.5 }], next_after: null },
    });
    // The same bytes, not bytes made again.
    expect(sharedBody(answer, null)).toEqual({ body: json, encoding: null });
    expect(sharedBody(answer, null)!.body).toBe(json);
    const br = sharedBody(answer, 'br')!;
    expect(br.encoding).toBe('br');
    expect(sharedBody(answer, 'br')!.body).toBe(br.body);
    expect(brotliDecompressSync(br.body).equals(json)).toBe(true);
    const gz = sharedBody(answer, 'gzip')!;
    expect([gz.encoding, gunzipSync(gz.body).equals(json)]).toEqual(['gzip', true]);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(sharedBody({ events: [] }, null)).toBeNull();
    expect(sharedBody('text', 'br')).toBeNull();
  });

  it('takes the encoding by Accept-Encoding: brotli, then gzip, never one refused with q=0', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0,gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding(['deflate', 'BR'])).toBe('br');
  });
});
