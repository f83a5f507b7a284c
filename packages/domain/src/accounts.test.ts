import { describe, expect, it } from 'vitest';
import {
  DASHBOARD,
  LOGIN_MISSING_BOTH,
  LOGIN_MISSING_EMAIL,
  LOGIN_MISSING_PASSWORD,
  dashboardPath,
  isUser,
  loginValidationMessage,
} from './accounts';

const none = { is_business: false, is_specialist: false, is_agency: false };

describe('loginValidationMessage (spec 000 §5)', () => {
  it('asks for what is missing, in the spec wording', () => {
    expect(loginValidationMessage('', '')).toBe('Please enter your email + password.');
    expect(loginValidationMessage('  ', '')).toBe(LOGIN_MISSING_BOTH);
    expect(loginValidationMessage('a@b.co', '')).toBe('Please enter your password.');
    expect(loginValidationMessage('', 'secret')).toBe('Please enter your email.');
    expect(LOGIN_MISSING_PASSWORD).toBe('Please enter your password.');
    expect(LOGIN_MISSING_EMAIL).toBe('Please enter your email.');
    expect(loginValidationMessage('a@b.co', 'secret')).toBeNull();
  });
});

describe('isUser (spec 000 §3: none of the other three)', () => {
  it('is derived from the role flags', () => {
    expect(isUser(none)).toBe(true);
    expect(isUser({ ...none, is_business: true })).toBe(false);
    expect(isUser({ ...none, is_specialist: true })).toBe(false);
    expect(isUser({ ...none, is_agency: true })).toBe(false);
  });
});

describe('dashboardPath (spec 000 §2.11)', () => {
  it('sends each role to its dashboard', () => {
    expect(dashboardPath(none, false)).toBe('/dash/user-dashboard');
    expect(dashboardPath({ ...none, is_specialist: true }, false)).toBe('/dash/celeb-dashboard');
    expect(dashboardPath({ ...none, is_business: true }, false)).toBe('/dash/business-dashboard');
    expect(dashboardPath({ ...none, is_agency: true }, false)).toBe('/dash/agency-dashboard');
  });

  it('sends everyone in fan mode to the fan dashboard', () => {
    expect(dashboardPath({ ...none, is_business: true }, true)).toBe(DASHBOARD.user);
    expect(dashboardPath({ ...none, is_agency: true, agency_as_client: true }, true)).toBe(DASHBOARD.user);
  });

  it("sends an agency acting as a talent client to the creator dashboard, as a business client to the business's", () => {
    expect(dashboardPath({ ...none, agency_as_client: true }, false)).toBe('/dash/celeb-dashboard');
    expect(dashboardPath({ ...none, is_agency: true, agency_as_client: true }, false)).toBe('/dash/celeb-dashboard');
    expect(dashboardPath({ ...none, is_specialist: true, agency_as_client: true }, false)).toBe(
      '/dash/celeb-dashboard',
    );
    // issue 15: 'into a business client lands on /dash/business-dashboard'.
    expect(dashboardPath({ ...none, is_business: true, agency_as_client: true }, false)).toBe(
      '/dash/business-dashboard',
    );
  });

  it('logs out when the role cannot be resolved', () => {
    expect(dashboardPath(null, false)).toBe('/auth/logout');
  });
});
