import { describe, expect, it } from 'vitest';
import type { RandomSource } from './ids';
import { ID_OFFSET, RANDOM_STRING_ALPHABET, decodeId, encodeId, randomString } from './ids';

describe('ids (spec 001 §9)', () => {
  it('adds and removes the offset 20170324', () => {
    expect(ID_OFFSET).toBe(20170324);
    expect(encodeId(1)).toBe(20170325);
    expect(decodeId(20170325)).toBe(1);
    expect(decodeId('20170424')).toBe(100);
  });

  it('round-trips', () => {
    for (const id of [1, 42, 987_654]) expect(decodeId(encodeId(id))).toBe(id);
    for (const id of [1, 42]) expect(decodeId(String(encodeId(id)))).toBe(id);
  });

  it.each([
    ['the offset itself', 20170324],
    ['below the offset', 5],
    ['a fraction', 20170325.5],
    ['NaN', Number.NaN],
    ['a negative string', '-20170325'],
    ['a fractional string', '20170325.0'],
    ['a string with letters', '20170325abc'],
    ['an empty string', ''],
    ['a padded string', ' 20170325'],
    ['an unsafe integer string', '99999999999999999999'],
  ])('rejects %s', (_why, value) => {
    expect(decodeId(value)).toBeNull();
  });
});

describe('randomString (spec 001 §9)', () => {
  it('uses the 62 letters and digits', () => {
    expect(RANDOM_STRING_ALPHABET).toHaveLength(62);
    expect(new Set(RANDOM_STRING_ALPHABET).size).toBe(62);
    expect(RANDOM_STRING_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('returns the requested length from the alphabet', () => {
    for (const n of [0, 1, 16, 64, 500]) {
      const s = randomString(n);
      expect(s).toHaveLength(n);
      expect(s).toMatch(/^[A-Za-z0-9]*$/);
    }
  });

  it('differs between calls', () => {
    expect(randomString(32)).not.toBe(randomString(32));
  });

  it('maps bytes in alphabet order and discards 248 to 255 to avoid modulo bias', () => {
    const bytes = [248, 255, 0, 25, 26, 61, 62, 247];
    const source: RandomSource = {
      getRandomValues(array) {
        array.forEach((_, i) => {
          array[i] = bytes.shift() ?? 0;
        });
        return array;
      },
    };
    // 0 A, 25 Z, 26 a, 61 9, 62 -> 0 A, 247 -> 61 9
    expect(randomString(6, source)).toBe('AZa9A9');
  });

  it('keeps drawing when a batch is all rejected', () => {
    let call = 0;
    const source: RandomSource = {
      getRandomValues(array) {
        call += 1;
        array.fill(call === 1 ? 250 : 1);
        return array;
      },
    };
    expect(randomString(3, source)).toBe('BBB');
    expect(call).toBe(2);
  });

  it('rejects a bad length', () => {
    expect(() => randomString(-1)).toThrow(RangeError);
    expect(() => randomString(1.5)).toThrow(RangeError);
  });
});
