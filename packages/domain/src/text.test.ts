import { describe, expect, it } from 'vitest';
import { hasLetter, isBlank, isEmptyHtml, truncate } from './text';

describe('hasLetter (spec 000 §5)', () => {
  it('finds ASCII, accented and non-Latin letters', () => {
    expect(hasLetter('a')).toBe(true);
    expect(hasLetter('123 Main St')).toBe(true);
    expect(hasLetter('é')).toBe(true);
    expect(hasLetter('Ünal')).toBe(true);
    expect(hasLetter('東京')).toBe(true);
  });

  it('rejects text without letters', () => {
    expect(hasLetter('')).toBe(false);
    expect(hasLetter('   ')).toBe(false);
    expect(hasLetter("12345 -.,'")).toBe(false);
    expect(hasLetter(null)).toBe(false);
    expect(hasLetter(undefined)).toBe(false);
  });
});

describe('isBlank (spec 000 §5)', () => {
  it.each(['', ' ', '\t\n ', '\u00a0'])('%j is blank', (s) => {
    expect(isBlank(s)).toBe(true);
  });

  it('counts null and undefined as blank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
  });

  it('is false once there is any visible character', () => {
    expect(isBlank(' x ')).toBe(false);
    expect(isBlank('0')).toBe(false);
  });
});

describe('isEmptyHtml (spec 000 §5)', () => {
  it.each(['', '<p><br></p>', '<p>&nbsp;</p>', '<div> <span></span>\n</div>', '&#160;', '<p>&NBSP;</p>'])(
    '%j is empty',
    (html) => {
      expect(isEmptyHtml(html)).toBe(true);
    },
  );

  it('counts null and undefined as empty', () => {
    expect(isEmptyHtml(null)).toBe(true);
    expect(isEmptyHtml(undefined)).toBe(true);
  });

  it('is false when text remains', () => {
    expect(isEmptyHtml('<p>Hi</p>')).toBe(false);
    expect(isEmptyHtml('<p>&nbsp;a</p>')).toBe(false);
    expect(isEmptyHtml('plain')).toBe(false);
  });
});

describe('truncate (spec 000 §5: names truncated to 40 characters)', () => {
  const forty = 'a'.repeat(40);

  it('keeps text of 40 characters or fewer', () => {
    expect(truncate(forty)).toBe(forty);
    expect(truncate('Short')).toBe('Short');
  });

  it('cuts longer text to 40 with no ellipsis', () => {
    expect(truncate(`${forty}bcd`)).toBe(forty);
    expect(truncate(`${forty}b`)).toHaveLength(40);
  });

  it('takes another maximum', () => {
    expect(truncate('Stagepass', 5)).toBe('Stage');
    expect(truncate('Stagepass', 0)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀');
  });
});
