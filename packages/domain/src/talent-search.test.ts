import { describe, expect, it } from 'vitest';
import { galleryPrefix, landingTalent, prefixQuery, SEARCH_MAX_WORDS, searchReady, searchWords } from './talent-search';

describe('searchWords and prefixQuery', () => {
  it('keeps runs of letters and digits, lower-cased, as prefixes all required', () => {
    expect(searchWords('  Jazz  Trio ')).toEqual(['jazz', 'trio']);
    expect(prefixQuery(searchWords('Jazz Trio'))).toBe('jazz:* & trio:*');
    expect(searchWords("O'Brien dj_2000")).toEqual(['o', 'brien', 'dj', '2000']);
    expect(searchWords('Beyoncé ＺＯË')).toEqual(['beyoncé', 'zoë']);
  });

  it('reads nothing of the input as a pattern or as tsquery syntax', () => {
    for (const hostile of ['.*', '(a+)+$', '\\', '%_', '[', '*', '!', ':*', '&|!<->()', "''"]) {
      expect(searchWords(hostile), hostile).toEqual(hostile === '(a+)+$' ? ['a'] : []);
    }
    expect(prefixQuery(searchWords('.*'))).toBeNull();
    expect(prefixQuery(searchWords("'; drop table members; --"))).toBe('drop:* & table:* & members:*');
    expect(prefixQuery(searchWords('a:* | b'))).toBe('a:* & b:*');
    expect(prefixQuery(['ok', 'no:*', "x'"])).toBe('ok:*');
    expect(prefixQuery([])).toBeNull();
  });

  it('keeps at most SEARCH_MAX_WORDS words of 40 characters', () => {
    expect(searchWords('a b c d e f g h')).toHaveLength(SEARCH_MAX_WORDS);
    expect(searchWords('x'.repeat(500))[0]).toHaveLength(40);
  });

  it('asks once two letters or digits are typed', () => {
    expect(searchReady('j')).toBe(false);
    expect(searchReady('.*')).toBe(false);
    expect(searchReady('ja')).toBe(true);
    expect(searchReady('j a')).toBe(true);
  });
});

describe('landingTalent (spec 001 §2, §9)', () => {
  const creator = (n: number, photo: string | null = `/media/avatars/${n}.png`) => ({ id: n, sp_photo: photo });

  it('shows the first 8 creators with a photo, then the next 4 as the joined artists', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => creator(i + 1));
    const { featured, joined } = landingTalent(twelve);
    expect(featured.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(joined.map((c) => c.id)).toEqual([9, 10, 11, 12]);
  });

  it('leaves out creators without a photo', () => {
    const list = [creator(1, null), creator(2), creator(3, ' '), creator(4)];
    expect(landingTalent(list)).toEqual({ featured: [creator(2), creator(4)], joined: [] });
  });
});

describe('galleryPrefix', () => {
  it("is the creator's folder of served media", () => {
    expect(galleryPrefix(42)).toBe('/media/gallery/42/');
  });
});
