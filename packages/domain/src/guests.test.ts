import { describe, expect, it } from 'vitest';
import {
  alreadyUsedText,
  checkedInText,
  checkinCounterText,
  conflictText,
  judgeOffline,
  normalizeCode,
  placesLeft,
} from './guests';

describe('Guest counts (spec 001 §3: checked in = manual_checkin + num_validated)', () => {
  it("shows 'Checked In / Purchased' as checked in over quantity", () => {
    expect(checkedInText({ quantity: 2, manual_checkin: 0, num_validated: 1 })).toBe('1/2');
    expect(checkedInText({ quantity: 4, manual_checkin: 2, num_validated: 1 })).toBe('3/4');
  });

  it('never leaves a negative place, and none once everyone is in', () => {
    expect(placesLeft({ quantity: 3, manual_checkin: 1, num_validated: 1 })).toBe(1);
    expect(placesLeft({ quantity: 2, manual_checkin: 1, num_validated: 1 })).toBe(0);
    expect(placesLeft({ quantity: 1, manual_checkin: 1, num_validated: 1 })).toBe(0);
  });

  it('counts the door as checked in over sold', () => {
    expect(checkinCounterText(12, 140)).toBe('Checked in 12 / 140');
  });
});

describe('a scan judged offline, from the downloaded codes', () => {
  const known = new Map([
    ['PassCodeAna00001', { refused: null, used: null }],
    ['PassCodeAna00002', { refused: null, used: { at: '2026-12-05T03:01:00Z', device_name: 'Door 2' } }],
    ['PassCodeRefund01', { refused: 'refunded' as const, used: null }],
  ]);

  it('admits a code it knows that nobody used', () => {
    expect(judgeOffline('PassCodeAna00001', known)).toEqual({ verdict: 'admitted' });
  });

  it('says a used code was already used, with when and where', () => {
    expect(judgeOffline('PassCodeAna00002', known)).toEqual({
      verdict: 'already_used',
      used: { at: '2026-12-05T03:01:00Z', device_name: 'Door 2' },
    });
  });

  it('refuses a refunded code and one it never downloaded, each with its reason', () => {
    expect(judgeOffline('PassCodeRefund01', known)).toEqual({ verdict: 'refused', refusal: 'refunded' });
    expect(judgeOffline('SomeOtherEvent01', known)).toEqual({ verdict: 'refused', refusal: 'unknown' });
  });
});

describe('codes as scanned or typed', () => {
  it('trims, drops spaces and keeps the case', () => {
    expect(normalizeCode(' PassCode Ana0 0001 ')).toBe('PassCodeAna00001');
    expect(normalizeCode('passcodeana00001')).toBe('passcodeana00001');
  });

  it("takes a link's last path segment", () => {
    expect(normalizeCode('https://stagepass.example/t/PassCodeAna00001/')).toBe('PassCodeAna00001');
  });
});

describe('the door texts', () => {
  it("say when (the venue's time) and on which device a code was first used", () => {
    expect(alreadyUsedText('2026-12-05T03:01:00Z', 'Door 2', 'America/Los_Angeles')).toBe(
      'Already used at 7:01 pm PST on Door 2',
    );
    expect(conflictText('2026-12-05T03:01:00Z', 'Door 2', 'America/New_York')).toBe(
      'Admitted offline here, but it was already used at 10:01 pm EST on Door 2',
    );
  });
});
