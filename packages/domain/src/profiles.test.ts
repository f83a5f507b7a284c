import { describe, expect, it } from 'vitest';
import {
  areaText,
  bookNowText,
  businessProfilePath,
  memberProfilePath,
  rateText,
  talentKey,
  talentProfilePath,
} from './profiles';

describe('profile paths (spec 001 §2)', () => {
  it('links talent by username when it has one, else by id; businesses by id', () => {
    expect(talentProfilePath(42, 'nova_x')).toBe('/dash/c/nova_x');
    expect(talentProfilePath(42, null)).toBe('/dash/c/42');
    // An all-digit username would read as an id.
    expect(talentProfilePath(42, '2024')).toBe('/dash/c/42');
    expect(businessProfilePath(7)).toBe('/dash/b/7');
  });

  it('reads /dash/c/{id or username}', () => {
    expect(talentKey('42')).toEqual({ sp_id: 42 });
    expect(talentKey('nova')).toEqual({ username: 'nova' });
    expect(talentKey('0')).toBeNull();
    expect(talentKey('99999999999')).toBeNull();
    expect(talentKey(' ')).toBeNull();
  });

  it("picks a member's profile by role", () => {
    const base = { user_id: 5, username: 'cass', is_specialist: false, is_business: false };
    expect(memberProfilePath({ ...base, is_specialist: true, is_business: true })).toBe('/dash/c/cass');
    expect(memberProfilePath({ ...base, is_business: true })).toBe('/dash/b/5');
    expect(memberProfilePath(base)).toBeNull();
  });
});

describe('profile texts', () => {
  it('shows rates in dollars, and nothing without a rate', () => {
    expect(rateText(15_000)).toBe('From $150');
    expect(rateText(12_550)).toBe('From $125.50');
    expect(rateText(null)).toBeNull();
    expect(bookNowText(30_000)).toBe('Book Now from $300');
  });

  it('joins the known parts of the area', () => {
    expect(areaText({ locality: 'San Francisco', administrative_area: 'CA', country: 'US' })).toBe(
      'San Francisco, CA, US',
    );
    expect(areaText({ locality: null, administrative_area: ' ', country: null })).toBeNull();
  });
});
