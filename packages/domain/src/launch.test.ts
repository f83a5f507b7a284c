import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, NAME_FORMAT } from './accounts';
import {
  LAUNCH_CITIES,
  MARKETING_FIELD_UNKNOWN,
  MARKETING_TEXT_NEEDS_LETTER,
  MARKETING_FIELD_REQUIRED,
  MARKETING_FORMS,
  MARKETING_TRAIT_REQUIRED,
  MARKETING_WEBSITE_INVALID,
  MARKETING_YOUTUBE_INVALID,
  launchCityForPath,
  marketingForm,
  normalizeMarketingFields,
} from './launch';
import { marketingFieldProblem, marketingSubmissionProblems } from './launch-rules';
import { INVALID_PHONE_NUMBER } from './phone-numbers';

describe('form ids (spec 000 §7, issue #4)', () => {
  it('maps every id of §7 to its city, kind and role, with the SF Bay Area reading of issue #4', () => {
    const table = [...MARKETING_FORMS.values()].map((f) => `${f.id} ${f.city} ${f.kind} ${f.role}`).sort();
    expect(table).toEqual(
      [
        '1 ny launch talent',
        '21 ny launch business',
        '2 ny partner talent',
        '20 ny partner business',
        '7 sf launch talent',
        '12 sf launch business',
        '4 sf partner talent',
        '13 sf partner business',
        '10 sac launch talent',
        '15 sac launch business',
        '3 sac partner talent',
        '14 sac partner business',
        '9 sd launch talent',
        '17 sd launch business',
        '6 sd partner talent',
        '16 sd partner business',
        '8 la launch talent',
        '19 la launch business',
        '5 la partner talent',
        '18 la partner business',
      ].sort(),
    );
    expect(MARKETING_FORMS.size).toBe(20);
    expect(marketingForm(11)).toBeNull();
  });

  it('finds the city of every launch route of §2.12 and the New York routes of issue #4', () => {
    const routes: Record<string, string[]> = {
      sac: ['/sac', '/sactown', '/sacramento'],
      la: ['/la', '/losangeles', '/socal'],
      sd: ['/sd', '/sandiego'],
      sf: ['/sf', '/thebay', '/bay', '/bayarea', '/sanfrancisco', '/santacruz', '/sanjose', '/oakland'],
      ny: ['/ny', '/nyc', '/newyork'],
    };
    for (const [city, paths] of Object.entries(routes)) {
      for (const p of paths) expect(launchCityForPath(p)?.id).toBe(city);
    }
    expect(launchCityForPath('/SF/')?.name).toBe('SF Bay Area');
    expect(launchCityForPath('/pricing')).toBeNull();
    expect(LAUNCH_CITIES.la.name).toBe('Los Angeles');
  });
});

const talentLaunch = { kind: 'launch', role: 'talent' } as const;
const businessLaunch = { kind: 'launch', role: 'business' } as const;
const talentPartner = { kind: 'partner', role: 'talent' } as const;
const businessPartner = { kind: 'partner', role: 'business' } as const;

const business = {
  f_name: 'Bayside Venue',
  email: 'owner@bayside.test',
  primary_talent: 'Music Venue',
  address: '1 Embarcadero Center, San Francisco',
  phone_number: '(415) 555-0100',
  website: 'https://bayside.test',
  business_contact_name: "Dana O'Neil",
  business_contact_phone_nu: '415-555-0101',
};

describe('submit rules (spec 000 §5)', () => {
  it('asks a talent launch sign-up for name, email and trait only', () => {
    expect(
      marketingSubmissionProblems(talentLaunch, { f_name: 'Nia', email: 'nia@example.com', primary_talent: 'Singer' }),
    ).toEqual([]);
    expect(marketingSubmissionProblems(talentLaunch, {}).map((p) => p.key)).toEqual([
      'f_name',
      'email',
      'primary_talent',
    ]);
  });

  it('asks a business launch sign-up also for address, phone, website, contact name and contact phone', () => {
    expect(marketingSubmissionProblems(businessLaunch, business)).toEqual([]);
    expect(marketingSubmissionProblems(businessLaunch, { ...business, website: 'bayside.test' })).toEqual([
      { key: 'website', message: MARKETING_WEBSITE_INVALID },
    ]);
    expect(marketingSubmissionProblems(businessLaunch, { ...business, phone_number: '12' })).toEqual([
      { key: 'phone_number', message: INVALID_PHONE_NUMBER },
    ]);
    expect(marketingSubmissionProblems(businessLaunch, { ...business, address: '123' })[0]?.key).toBe('address');
  });

  it('asks a talent partner for name, description, why-partner, email, phone and trait; YouTube only when filled', () => {
    const partner = {
      f_name1: 'Nia',
      email: 'nia@example.com',
      primary_talent: 'Singer',
      mobile_number: '+1 415 555 0100',
      about_you: 'I sing.',
      why_partner_with_us: 'To play more shows.',
    };
    expect(marketingSubmissionProblems(talentPartner, partner)).toEqual([]);
    expect(marketingSubmissionProblems(talentPartner, { ...partner, youtube_channel_link_opti: '' })).toEqual([]);
    expect(
      marketingSubmissionProblems(talentPartner, { ...partner, youtube_channel_link_opti: 'youtu.be/abc' }),
    ).toEqual([]);
    expect(
      marketingSubmissionProblems(talentPartner, { ...partner, youtube_channel_link_opti: 'vimeo.com/abc' }),
    ).toEqual([{ key: 'youtube_channel_link_opti', message: MARKETING_YOUTUBE_INVALID }]);
    expect(marketingSubmissionProblems(talentPartner, { ...partner, about_you: '   ' })[0]?.key).toBe('about_you');
    expect(marketingSubmissionProblems(talentPartner, { ...partner, why_partner_with_us: '!!!' })[0]?.key).toBe(
      'why_partner_with_us',
    );
  });

  it('asks a business partner only for description and why-partner, but checks carried-over values that are there', () => {
    expect(marketingSubmissionProblems(businessPartner, { about_you: 'A venue.', why_partner: 'Shows.' })).toEqual([]);
    const { f_name, ...carried } = business;
    const full = { ...carried, f_name1: f_name, about_you: 'A venue.', why_partner: 'Shows.' };
    expect(marketingSubmissionProblems(businessPartner, full)).toEqual([]);
    // The launch form's spelling of the name key is not the partner form's.
    expect(
      marketingSubmissionProblems(businessPartner, { ...business, about_you: 'A venue.', why_partner: 'Shows.' }),
    ).toEqual([{ key: 'f_name', message: MARKETING_FIELD_UNKNOWN }]);
    expect(marketingSubmissionProblems(businessPartner, { why_partner: 'Shows.' })).toEqual([
      { key: 'about_you', message: MARKETING_FIELD_REQUIRED },
    ]);
    expect(
      marketingSubmissionProblems(businessPartner, {
        about_you: 'A venue.',
        why_partner: 'Shows.',
        email: 'not-an-email',
      }),
    ).toEqual([{ key: 'email', message: INVALID_EMAIL }]);
  });

  it('refuses keys the form does not have, by name', () => {
    expect(
      marketingSubmissionProblems(talentLaunch, {
        f_name: 'Nia',
        email: 'nia@example.com',
        primary_talent: 'DJ',
        website: 'https://x.test',
      }),
    ).toEqual([{ key: 'website', message: MARKETING_FIELD_UNKNOWN }]);
    // Each form has one spelling of the name and instagram keys.
    expect(
      marketingSubmissionProblems(talentLaunch, { f_name1: 'Nia', email: 'nia@example.com', primary_talent: 'DJ' })[0],
    ).toEqual({
      key: 'f_name1',
      message: MARKETING_FIELD_UNKNOWN,
    });
  });

  it('checks the trait against the offered list when one is given', () => {
    expect(marketingFieldProblem('primary_talent', 'singer', { traits: ['Singer', 'DJ'] })).toBeNull();
    expect(marketingFieldProblem('primary_talent', 'Astronaut', { traits: ['Singer', 'DJ'] })).toBe(
      MARKETING_TRAIT_REQUIRED,
    );
    expect(marketingFieldProblem('primary_talent', 'Astronaut')).toBeNull();
  });

  it('uses the name format for names', () => {
    expect(marketingFieldProblem('f_name', 'R2-D2')).toBe(NAME_FORMAT);
    expect(marketingFieldProblem('business_contact_name', 'José Álvarez')).toBeNull();
  });

  it("asks a business's name only for a letter: 'Club 21' and 'Bar & Grill' are names of businesses", () => {
    for (const name of ['Club 21', 'Bar & Grill', '7-Eleven']) {
      expect(marketingSubmissionProblems(businessLaunch, { ...business, f_name: name })).toEqual([]);
      expect(marketingFieldProblem('f_name1', name, { role: 'business' })).toBeNull();
    }
    expect(marketingSubmissionProblems(businessLaunch, { ...business, f_name: '2121' })).toEqual([
      { key: 'f_name', message: MARKETING_TEXT_NEEDS_LETTER },
    ]);
    // The contact is a person: the name format still applies.
    expect(marketingSubmissionProblems(businessLaunch, { ...business, business_contact_name: 'Dana 2' })).toEqual([
      { key: 'business_contact_name', message: NAME_FORMAT },
    ]);
    expect(
      marketingSubmissionProblems(talentLaunch, { f_name: 'Club 21', email: 'a@b.co', primary_talent: 'DJ' }),
    ).toEqual([{ key: 'f_name', message: NAME_FORMAT }]);
  });

  it('writes each city as running text reads it', () => {
    expect(Object.values(LAUNCH_CITIES).map((c) => c.inText)).toEqual([
      'New York',
      'the SF Bay Area',
      'Sacramento',
      'San Diego',
      'Los Angeles',
    ]);
  });

  it('trims values, lower-cases the email and leaves out empty optional fields', () => {
    expect(
      normalizeMarketingFields(talentLaunch, {
        f_name: ' Nia ',
        email: ' Nia@Example.COM',
        primary_talent: 'DJ',
        instagram_handle: ' ',
      }),
    ).toEqual({
      f_name: 'Nia',
      email: 'nia@example.com',
      primary_talent: 'DJ',
    });
  });
});
