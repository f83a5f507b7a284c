import { describe, expect, it } from 'vitest';
import {
  MEDIA_REPORTED,
  MEDIA_REPORT_FAILED,
  REPORT_CODES,
  REPORT_TYPES,
  isCodeFor,
  reportCodesFor,
  reportKindOf,
} from './reports';

describe('reports (spec 001 §3 Case report, §7, §8)', () => {
  it('makes a media report type 5, and says so in the §8 words', () => {
    expect(REPORT_TYPES.media).toBe(5);
    expect(reportKindOf(5)).toBe('media');
    expect(reportKindOf(1)).toBe('profile');
    expect([MEDIA_REPORTED, MEDIA_REPORT_FAILED]).toEqual(['Media Reported', 'Error reporting media']);
  });

  it('lists the account reasons for for_acct and the content reasons otherwise', () => {
    const account = reportCodesFor(true).map((c) => c.code);
    const content = reportCodesFor(false).map((c) => c.code);
    expect(account).toContain('IMPERSONATION');
    expect(content).not.toContain('IMPERSONATION');
    expect(content).toContain('NUDITY');
    expect(account).not.toContain('NUDITY');
    for (const both of ['SPAM', 'HARASSMENT', 'OTHER']) {
      expect(account).toContain(both);
      expect(content).toContain(both);
    }
    expect(new Set(REPORT_CODES.map((c) => c.code)).size).toBe(REPORT_CODES.length);
  });

  it('takes a reason only for the kind of item it is about', () => {
    expect(isCodeFor('IMPERSONATION', 'profile')).toBe(true);
    expect(isCodeFor('IMPERSONATION', 'media')).toBe(false);
    expect(isCodeFor('NUDITY', 'media')).toBe(true);
    expect(isCodeFor('NUDITY', 'profile')).toBe(false);
    expect(isCodeFor('MADE_UP', 'post')).toBe(false);
  });
});
