import tzLookup from '@photostructure/tz-lookup';
import { count, inArray, sql } from 'drizzle-orm';
import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import type { Database, Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { events, subEvents, watchedItems } from '@stagepass/db/schema/events';
import { payoutAccounts, sandboxConnectAccounts } from '@stagepass/db/schema/payments';
import { specialistTraits } from '@stagepass/db/schema/talent';
import { instantToVenueTime, venueTimeToInstant } from '@stagepass/domain/events';
import { EVENT_NAME_MAX_LENGTH } from '@stagepass/domain/limits';
import type { Clock } from '../adapters/clock';
import { mediaUrl } from '../adapters/storage/keys';
import type { Storage } from '../adapters/storage/storage';
import { hashPassword } from '../features/accounts/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo';
import { renderEventImages } from './event-images';
import { seededRandom, type Random } from './random';
import { memberIds, seedTickets } from './tickets';
import { seedDemoPayouts } from './payouts';
import { seedBookings } from './bookings';
import { seedReviews } from './reviews';
import { seedMessages } from './messages';
import { seedNetworkFollowers } from './network-followers';
import { eventManagerPasswords } from '@stagepass/db/schema/guests';
import type { Fees } from '@stagepass/domain/fees';

// Issue 9: a demo marketplace a newcomer can explore on the first `npm start`. Everything is drawn from one seeded
// random source and dated from the injected clock, so every machine gets the same businesses, talent and events.

const DAY_MS = 24 * 3_600_000;
const MILES_PER_DEGREE_LAT = 69;

/** How many days ahead the marketplace's events are spread over. */
export const MARKETPLACE_DAYS = 90;
/** How many marketplace events are made (the demo business's own come on top). */
export const MARKETPLACE_EVENTS = 300;
/** Distinct generated pictures, shared out among the events. */
export const MARKETPLACE_IMAGES = 24;
/** The seeded members' email domain: each can sign in with the demo password. */
export const MARKETPLACE_EMAIL_DOMAIN = 'demo.stagepass.test';
const DEMO_BUSINESS_EMAIL = 'business@stagepass.test';
const DEMO_FAN_EMAIL = 'fan@stagepass.test';
const SEED = 20170324;

// ---------------------------------------------------------------------------------------------
// Places

/** A launch city: its centre, how far venues spread from it, and streets and ZIP codes for addresses. */
export interface LaunchCity {
  name: string;
  state: string;
  county: string;
  latitude: number;
  longitude: number;
  /** Venues lie within this many miles of the centre (kept small where the sea is close). */
  spreadMiles: number;
  zips: readonly string[];
  streets: readonly string[];
  businesses: number;
  talent: number;
}

export const LAUNCH_CITIES: readonly LaunchCity[] = [
  {
    name: 'San Francisco',
    state: 'CA',
    county: 'San Francisco County',
    latitude: 37.7749,
    longitude: -122.4194,
    spreadMiles: 2.5,
    zips: ['94102', '94103', '94107', '94109', '94110', '94114', '94117', '94133'],
    streets: [
      'Valencia St',
      'Mission St',
      'Market St',
      'Divisadero St',
      'Polk St',
      'Folsom St',
      'Haight St',
      'Columbus Ave',
      'Fillmore St',
      'Howard St',
      '24th St',
      'Grant Ave',
    ],
    businesses: 7,
    talent: 25,
  },
  {
    name: 'Oakland',
    state: 'CA',
    county: 'Alameda County',
    latitude: 37.8044,
    longitude: -122.2712,
    spreadMiles: 3,
    zips: ['94607', '94609', '94610', '94611', '94612'],
    streets: [
      'Telegraph Ave',
      'Broadway',
      'Grand Ave',
      'College Ave',
      'Piedmont Ave',
      'San Pablo Ave',
      'Lakeshore Ave',
      'Franklin St',
    ],
    businesses: 4,
    talent: 12,
  },
  {
    name: 'San Jose',
    state: 'CA',
    county: 'Santa Clara County',
    latitude: 37.3382,
    longitude: -121.8863,
    spreadMiles: 4,
    zips: ['95110', '95112', '95113', '95125', '95126'],
    streets: [
      'E Santa Clara St',
      'W San Fernando St',
      'The Alameda',
      'Lincoln Ave',
      'S 1st St',
      'N Market St',
      'S Bascom Ave',
      'Stevens Creek Blvd',
    ],
    businesses: 4,
    talent: 10,
  },
  {
    name: 'Santa Cruz',
    state: 'CA',
    county: 'Santa Cruz County',
    latitude: 36.9741,
    longitude: -122.0308,
    spreadMiles: 1.5,
    zips: ['95060', '95062'],
    streets: ['Pacific Ave', 'Seabright Ave', 'Mission St', 'Soquel Ave', 'Front St', 'Cedar St', 'Water St'],
    businesses: 2,
    talent: 5,
  },
  {
    name: 'Los Angeles',
    state: 'CA',
    county: 'Los Angeles County',
    latitude: 34.0522,
    longitude: -118.2437,
    spreadMiles: 5,
    zips: ['90012', '90013', '90014', '90015', '90026', '90028', '90036', '90057'],
    streets: [
      'Sunset Blvd',
      'S Spring St',
      'S Broadway',
      'Melrose Ave',
      'S Figueroa St',
      'N Vermont Ave',
      'Hollywood Blvd',
      'W 7th St',
      'Echo Park Ave',
    ],
    businesses: 8,
    talent: 24,
  },
  {
    name: 'San Diego',
    state: 'CA',
    county: 'San Diego County',
    // North Park rather than the waterfront, so the spread stays on land.
    latitude: 32.7406,
    longitude: -117.1297,
    spreadMiles: 3,
    zips: ['92101', '92102', '92103', '92104', '92116'],
    streets: [
      'Fifth Ave',
      'University Ave',
      'India St',
      'Adams Ave',
      'Park Blvd',
      'Market St',
      '30th St',
      'El Cajon Blvd',
    ],
    businesses: 5,
    talent: 15,
  },
  {
    name: 'Sacramento',
    state: 'CA',
    county: 'Sacramento County',
    latitude: 38.5816,
    longitude: -121.4944,
    spreadMiles: 4,
    zips: ['95811', '95814', '95816', '95818'],
    streets: ['J St', 'K St', 'Broadway', 'Folsom Blvd', 'Capitol Ave', '16th St', 'Freeport Blvd'],
    businesses: 4,
    talent: 10,
  },
  {
    name: 'New York',
    state: 'NY',
    county: 'New York County',
    latitude: 40.7306,
    longitude: -73.9866,
    spreadMiles: 2.5,
    zips: ['10002', '10003', '10009', '10011', '10012', '10014'],
    streets: [
      'Bowery',
      'Bleecker St',
      'Avenue A',
      'Ludlow St',
      'W 4th St',
      'Orchard St',
      '8th Ave',
      'E 14th St',
      'Broadway',
    ],
    businesses: 6,
    talent: 19,
  },
];

interface Place {
  city: LaunchCity;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A street address in the city, at a point within its spread of the centre; the time zone is the point's. */
function placeIn(city: LaunchCity, r: Random): Place {
  const miles = city.spreadMiles * Math.sqrt(r.next());
  const angle = r.between(0, 2 * Math.PI);
  const latitude = round6(city.latitude + (miles * Math.cos(angle)) / MILES_PER_DEGREE_LAT);
  const longitude = round6(
    city.longitude + (miles * Math.sin(angle)) / (MILES_PER_DEGREE_LAT * Math.cos((city.latitude * Math.PI) / 180)),
  );
  const address = `${r.int(1, 38) * 50 + r.int(0, 49)} ${r.pick(city.streets)}, ${city.name}, ${city.state} ${r.pick(city.zips)}`;
  return { city, address, latitude, longitude, timeZone: tzLookup(latitude, longitude) };
}

/** What geocode_address would have answered for the place: kept as the event's rawGeolocation. */
function geolocation(p: Place): GeocodeResult {
  return {
    formatted_address: p.address,
    latitude: p.latitude,
    longitude: p.longitude,
    locality: p.city.name,
    administrative_area: p.city.state,
    sub_administrative_area: p.city.county,
    country: 'US',
    time_zone: p.timeZone,
  };
}

// ---------------------------------------------------------------------------------------------
// Venues and kinds of night

type VenueType = 'bar' | 'club' | 'hall' | 'brewery' | 'gallery' | 'comedy';

/** How a venue of each type is named: `The Velvet Lounge`, `Redwood Brewing Co.`. */
const VENUE_NOUNS: Record<VenueType, readonly (readonly [noun: string, article: boolean])[]> = {
  bar: [
    ['Lounge', true],
    ['Room', true],
    ['Social', true],
    ['Tavern', true],
    ['Loft', true],
    ['Speakeasy', true],
  ],
  club: [
    ['Club', true],
    ['Warehouse', true],
    ['Nightclub', false],
    ['Underground', true],
  ],
  hall: [
    ['Music Hall', true],
    ['Ballroom', true],
    ['Theater', true],
    ['Playhouse', true],
    ['Stage', true],
  ],
  brewery: [
    ['Brewing Co.', false],
    ['Taproom', true],
    ['Beer Garden', true],
    ['Wine Bar', true],
    ['Cellars', false],
  ],
  gallery: [
    ['Gallery', true],
    ['Arts Collective', true],
    ['Café', true],
    ['Bookshop', true],
    ['Studio', true],
  ],
  comedy: [
    ['Comedy Club', true],
    ['Laugh House', true],
    ['Comedy Cellar', true],
  ],
};
const VENUE_TYPES = Object.keys(VENUE_NOUNS) as VenueType[];

// prettier-ignore
const VENUE_WORDS = [
  'Blue Note', 'Velvet', 'Copper Kettle', 'Harbor', 'Neon', 'Redwood', 'Paper Lantern', 'Silver Moon', 'Lucky Penny',
  'Midnight', 'Crescent', 'Iron Horse', 'Wild Rose', 'Salt & Pine', 'Amber', 'Foxglove', 'Starlight', 'Juniper',
  'Driftwood', 'Magnolia', 'Cobalt', 'Half Moon', 'Brass Monkey', 'Black Cat', 'Firefly', 'Hummingbird', 'Marigold',
  'Tidewater', 'Sundown', 'Old Oak', 'Echo', 'Orchid', 'Bluebird', 'Saffron', 'Mockingbird', 'Cypress', 'Kingfisher',
  'Little Fox', 'Golden Hour', 'Lantern', 'Sparrow', 'Rooftop', 'Ember', 'Wavelength',
];

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const ANY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];
const WEEKEND = [SAT, SUN];

/**
 * A kind of night: when it happens (weekdays, start window and length in the venue's time), where, who is needed
 * in its time blocks (trait names from specialist_traits, each block in turn), and how it is described.
 */
interface NightKind {
  name: string;
  days: readonly number[];
  /** Earliest and latest start, 'HH:mm' at the venue. */
  start: readonly [string, string];
  /** Shortest and longest length in minutes. */
  minutes: readonly [number, number];
  venues: readonly VenueType[];
  lineup: readonly Readonly<Record<string, number>>[];
  blurb: string;
}

const NIGHT_KINDS: readonly NightKind[] = [
  {
    name: 'Jazz Brunch',
    days: WEEKEND,
    start: ['10:30', '12:00'],
    minutes: [150, 210],
    venues: ['bar', 'hall', 'gallery'],
    lineup: [{ 'Pianist / Keyboardist': 1, Bassist: 1 }, { Singer: 1, Saxophonist: 1 }, { Drummer: 1 }],
    blurb: 'Bottomless coffee, brunch plates and a live jazz trio working through standards and a few surprises.',
  },
  {
    name: 'Comedy Open Mic',
    days: [MON, TUE, WED, THU],
    start: ['19:30', '20:30'],
    minutes: [120, 150],
    venues: ['comedy', 'bar', 'brewery'],
    lineup: [{ Emcee: 1 }, { 'Stand-up Comedian': 4 }, { 'Stand-up Comedian': 3 }, { 'Stand-up Comedian': 1 }],
    blurb:
      'New jokes, brave first-timers and a few regulars sharpening their tightest five. Sign-up list opens at the door.',
  },
  {
    name: 'Stand-up Showcase',
    days: [THU, FRI, SAT],
    start: ['19:00', '21:30'],
    minutes: [120, 150],
    venues: ['comedy', 'hall'],
    lineup: [{ Emcee: 1 }, { 'Stand-up Comedian': 2 }, { 'Stand-up Comedian': 1 }],
    blurb: 'A hand-picked line-up of touring and local comics, with a headliner closing the night.',
  },
  {
    name: 'Improv Night',
    days: ANY_DAY,
    start: ['19:30', '20:30'],
    minutes: [90, 120],
    venues: ['comedy', 'hall', 'gallery'],
    lineup: [{ 'Improv Comedian': 4 }, { 'Improv Comedian': 3 }],
    blurb: 'Scenes built from audience suggestions, so no two shows are ever the same.',
  },
  {
    name: 'DJ Night',
    days: [FRI, SAT],
    start: ['21:00', '22:30'],
    minutes: [240, 300],
    venues: ['club', 'bar'],
    lineup: [{ DJ: 1 }, { DJ: 1 }, { DJ: 1, 'Rapper / MC': 1 }, { DJ: 1 }],
    blurb: 'House, disco and everything in between from resident and guest DJs until close.',
  },
  {
    name: 'Salsa Social',
    days: [WED, THU, FRI, SAT],
    start: ['20:00', '21:00'],
    minutes: [180, 240],
    venues: ['club', 'hall', 'bar'],
    lineup: [{ 'Dance Fitness Instructor': 1 }, { 'Salsa Dancer': 2, DJ: 1 }, { Band: 1 }, { DJ: 1 }],
    blurb: 'A beginner lesson first, then an open floor of salsa and bachata with a live band. No partner needed.',
  },
  {
    name: 'Acoustic Sessions',
    days: ANY_DAY,
    start: ['18:30', '20:00'],
    minutes: [120, 180],
    venues: ['bar', 'brewery', 'gallery'],
    lineup: [{ 'Acoustic Soloist': 1 }, { Singer: 1, Guitarist: 1 }],
    blurb: 'Stripped-back sets from local songwriters in an intimate, listening-room setting.',
  },
  {
    name: 'Indie Rock Night',
    days: [THU, FRI, SAT],
    start: ['20:00', '21:00'],
    minutes: [180, 240],
    venues: ['hall', 'club'],
    lineup: [{ Band: 1 }, { Band: 1 }, { Band: 1 }, { Band: 1 }],
    blurb: 'Three loud, up-and-coming bands on one bill. Earplugs at the bar.',
  },
  {
    name: 'Cover Band Friday',
    days: [FRI],
    start: ['20:00', '21:00'],
    minutes: [150, 210],
    venues: ['bar', 'brewery', 'hall'],
    lineup: [{ 'Cover Band': 1 }, { 'Cover Band': 1 }],
    blurb: 'Sing-along hits from the 80s to now, played loud by a band that knows every word.',
  },
  {
    name: 'Poetry Open Mic',
    days: [SUN, MON, TUE, WED],
    start: ['19:00', '20:00'],
    minutes: [120, 150],
    venues: ['gallery', 'bar'],
    lineup: [{ 'Event Host': 1 }, { 'Spoken Word Poet': 3 }, { 'Spoken Word Poet': 2 }, { 'Spoken Word Poet': 1 }],
    blurb: 'Spoken word, slam and quiet verse. A featured poet opens, then the mic is yours.',
  },
  {
    name: 'Magic Hour',
    days: [THU, FRI, SAT, SUN],
    start: ['19:00', '20:30'],
    minutes: [90, 120],
    venues: ['bar', 'hall', 'comedy'],
    lineup: [{ 'Close-up Magician': 1 }, { 'Stage Magician': 1 }, { Mentalist: 1 }],
    blurb: 'Sleight of hand at your table, then a stage show that will have you checking your pockets.',
  },
  {
    name: 'Trivia Night',
    days: [TUE, WED],
    start: ['19:00', '20:00'],
    minutes: [120, 150],
    venues: ['bar', 'brewery'],
    lineup: [{ 'Game Show Host': 1 }],
    blurb: 'Six rounds of general knowledge, music and picture questions. Teams of up to six.',
  },
  {
    name: 'Karaoke Night',
    days: [MON, TUE, WED, THU, SAT],
    start: ['20:00', '21:00'],
    minutes: [180, 240],
    venues: ['bar', 'club'],
    lineup: [{ 'Event Host': 1 }, { DJ: 1 }],
    blurb: 'Thousands of songs, a big screen and a host who will back you up on the chorus.',
  },
  {
    name: 'Morning Yoga Flow',
    days: WEEKEND,
    start: ['08:30', '10:00'],
    minutes: [60, 90],
    venues: ['gallery', 'brewery'],
    lineup: [{ 'Yoga Instructor': 1 }, { 'Acoustic Soloist': 1 }],
    blurb: 'An all-levels flow with live acoustic music. Bring a mat; tea afterwards.',
  },
  {
    name: 'Cocktail Masterclass',
    days: [WED, THU, FRI, SAT],
    start: ['18:00', '19:30'],
    minutes: [90, 120],
    venues: ['bar'],
    lineup: [{ Mixologist: 1 }],
    blurb: 'Shake, stir and taste three classic cocktails with a head bartender. Tasting included.',
  },
  {
    name: 'Hip-hop Showcase',
    days: [FRI, SAT],
    start: ['20:00', '21:30'],
    minutes: [180, 240],
    venues: ['club', 'hall'],
    lineup: [{ DJ: 1 }, { 'Rapper / MC': 2 }, { 'Hip-hop Dancer': 3 }, { 'Rapper / MC': 1 }],
    blurb: 'Local MCs, a dance crew battle and a headline set, with the DJ keeping it moving in between.',
  },
  {
    name: 'Circus Cabaret',
    days: [FRI, SAT],
    start: ['19:30', '20:30'],
    minutes: [120, 150],
    venues: ['hall', 'club'],
    lineup: [{ Emcee: 1, Juggler: 1 }, { Acrobat: 2 }, { Aerialist: 1 }, { 'Fire Performer': 1 }],
    blurb: 'Aerial silks, acrobatics, juggling and fire in an evening of old-school cabaret.',
  },
  {
    name: 'Storytelling Night',
    days: [MON, TUE, WED, THU],
    start: ['19:00', '20:00'],
    minutes: [120, 150],
    venues: ['gallery', 'bar', 'hall'],
    lineup: [{ 'Event Host': 1 }, { Storyteller: 3 }, { Storyteller: 2 }],
    blurb: 'True stories told live, without notes, on a theme announced the week before.',
  },
  {
    name: 'Live Painting & Vinyl',
    days: [THU, FRI, SAT],
    start: ['18:00', '19:30'],
    minutes: [180, 210],
    venues: ['gallery', 'club'],
    lineup: [{ 'Live Painter': 2, DJ: 1 }, { Muralist: 1 }],
    blurb: 'Artists paint big canvases live while the DJ spins records; the finished pieces are auctioned at the end.',
  },
  {
    name: 'Wine & Strings',
    days: [FRI, SAT, SUN],
    start: ['17:00', '18:30'],
    minutes: [120, 150],
    venues: ['brewery', 'gallery'],
    lineup: [{ Violinist: 1, 'Pianist / Keyboardist': 1 }, { Violinist: 1 }],
    blurb: 'A string duo, a flight of local wines and a slow evening among friends.',
  },
  {
    name: 'Drag Brunch',
    days: WEEKEND,
    start: ['11:00', '12:30'],
    minutes: [120, 150],
    venues: ['bar', 'club'],
    lineup: [{ 'Event Host': 1 }, { Singer: 2 }, { 'Dance Crew': 1 }],
    blurb: 'Mimosas, lip-syncs and high-kicks: a brunch with a full show between courses.',
  },
  {
    name: 'Latin Night',
    days: [FRI, SAT],
    start: ['21:00', '22:00'],
    minutes: [240, 270],
    venues: ['club'],
    lineup: [{ DJ: 1 }, { Band: 1 }, { 'Salsa Dancer': 2 }, { DJ: 1 }],
    blurb: 'Reggaeton, cumbia and salsa with a live band at midnight.',
  },
  {
    name: 'Creator Meetup',
    days: [TUE, WED, THU],
    start: ['18:00', '19:00'],
    minutes: [120, 150],
    venues: ['gallery', 'brewery'],
    lineup: [{ Podcaster: 1 }, { YouTuber: 1, Streamer: 1 }, { Panelist: 3 }],
    blurb: 'Podcasters, streamers and video makers compare notes on growing an audience. Live podcast taping included.',
  },
  {
    name: 'Tech Talks & Tacos',
    days: [TUE, WED, THU],
    start: ['18:00', '18:30'],
    minutes: [120, 150],
    venues: ['brewery', 'gallery', 'hall'],
    lineup: [{ Emcee: 1 }, { 'Keynote Speaker': 1 }, { Panelist: 3 }, { 'Workshop Leader': 1 }],
    blurb: 'Lightning talks from local builders, a keynote and a taco bar. Come for the demos, stay for the salsa.',
  },
  {
    name: 'Silent Disco',
    days: [FRI, SAT],
    start: ['21:00', '22:00'],
    minutes: [180, 240],
    venues: ['club', 'hall'],
    lineup: [{ DJ: 3 }],
    blurb: 'Three DJs, three channels, one set of headphones each. Switch whenever you like.',
  },
  {
    name: 'Bluegrass on the Patio',
    days: [SUN],
    start: ['14:00', '16:00'],
    minutes: [150, 180],
    venues: ['brewery', 'bar'],
    lineup: [{ Band: 1 }, { 'Acoustic Soloist': 1 }],
    blurb: 'Banjo, fiddle and a sunny patio: a laid-back Sunday afternoon session.',
  },
  {
    name: 'Roast Battle',
    days: [FRI, SAT],
    start: ['21:00', '22:00'],
    minutes: [90, 120],
    venues: ['comedy', 'bar'],
    lineup: [{ Emcee: 1 }, { 'Roast Comedian': 4 }],
    blurb: 'Comics go head to head with their sharpest insults; the audience picks the winner.',
  },
  {
    name: 'Piano Bar Night',
    days: [WED, THU, FRI, SAT],
    start: ['20:00', '21:00'],
    minutes: [180, 210],
    venues: ['bar', 'hall'],
    lineup: [{ 'Pianist / Keyboardist': 1, Singer: 1 }, { 'Pianist / Keyboardist': 1 }],
    blurb: 'Requests on napkins, two pianos and a room that sings along.',
  },
  {
    name: 'Family Magic Matinee',
    days: WEEKEND,
    start: ['13:00', '14:30'],
    minutes: [60, 90],
    venues: ['hall', 'gallery'],
    lineup: [{ 'Stage Magician': 1 }, { Juggler: 1 }],
    blurb: 'A bright, silly afternoon show for kids and grown-ups, with balloon animals after.',
  },
  {
    name: 'Sunday Soul Sessions',
    days: [SUN],
    start: ['16:00', '18:00'],
    minutes: [150, 180],
    venues: ['bar', 'hall', 'club'],
    lineup: [{ Singer: 1, Band: 1 }, { Saxophonist: 1 }],
    blurb: 'Soul and R&B classics from a full band with horns, to close out the weekend.',
  },
  {
    name: 'Ballet Under the Lights',
    days: [FRI, SAT, SUN],
    start: ['19:00', '20:00'],
    minutes: [90, 120],
    venues: ['hall'],
    lineup: [{ 'Ballet Dancer': 4 }, { Choreographer: 1 }],
    blurb: 'Short contemporary and classical pieces from a local company, with a talk-back after.',
  },
];

const BLOCK_NOTES: Record<number, readonly string[]> = {
  1: ['Main set'],
  2: ['First set', 'Second set'],
  3: ['Opening set', 'Feature set', 'Headline set'],
  4: ['Warm-up', 'Opening set', 'Feature set', 'Headline set'],
};

const VENUE_LINES: readonly ((venue: string, street: string, city: string) => string)[] = [
  (v, s, c) => `Hosted at ${v}, ${s}, in ${c}.`,
  (v, _s, c) => `At ${v}, one of ${c}'s favourite rooms.`,
  (v, s) => `Find us at ${v}, ${s}.`,
  (v, _s, c) => `${v} brings it to ${c} again this season.`,
];

const PRACTICAL = [
  'Doors open 30 minutes before the first set.',
  '21+ with valid ID.',
  'All ages welcome.',
  'Limited seating, so arrive early.',
  'Food and drinks available all night.',
  'Street parking and transit nearby.',
  'The venue is wheelchair accessible.',
  'Cash and cards accepted at the bar.',
];

const PASSWORD_WORDS = ['backstage', 'encore', 'greenroom', 'soundcheck', 'afterparty', 'guestlist', 'vip', 'lineup'];

// prettier-ignore
const FIRST_NAMES = [
  'Maya', 'Jordan', 'Luis', 'Aisha', 'Chen', 'Priya', 'Marcus', 'Elena', 'Kenji', 'Sofia', 'Darius', 'Hannah',
  'Mateo', 'Leila', 'Andre', 'Nina', 'Omar', 'Grace', 'Diego', 'Tessa', 'Kwame', 'Rosa', 'Eli', 'Yuki', 'Isaiah',
  'Camila', 'Noah', 'Zara', 'Victor', 'Ivy', 'Rafael', 'June', 'Malik', 'Ana', 'Theo', 'Amara', 'Jonah', 'Lucia',
  'Sam', 'Keiko', 'Ben', 'Nadia', 'Oscar', 'Riley', 'Tariq', 'Clara', 'Felix', 'Imani', 'Hugo', 'Mei',
];
// prettier-ignore
const LAST_NAMES = [
  'Rivera', 'Chen', 'Okafor', 'Patel', 'Nguyen', 'Garcia', 'Johnson', 'Kim', 'Martinez', 'Brooks', 'Silva', 'Tanaka',
  'Williams', 'Haddad', 'Lopez', 'Reyes', 'Bennett', 'Cohen', 'Mensah', 'Park', 'Santos', 'Wright', 'Ortiz', 'Ali',
  'Fischer', 'Romero', 'Hughes', 'Sato', 'Diaz', 'Ward', 'Moreno', 'Coleman', 'Ibrahim', 'Flores', 'Price', 'Alvarez',
  'Lee', 'Turner', 'Ramos', 'Foster',
];

// ---------------------------------------------------------------------------------------------
// Planning (pure: no database, no storage)

interface Venue {
  name: string;
  type: VenueType;
  place: Place;
  kinds: readonly NightKind[];
}

interface PlannedMember {
  email: string;
  name: string;
  username: string;
  place: Place;
  business: boolean;
}

interface PlannedBlock {
  startMs: number;
  endMs: number;
  notes: string;
  /** Trait names → counts; ids are looked up in the database. */
  lineup: Record<string, number>;
}

interface PlannedEvent {
  /** Index into the planned businesses; -1 for the demo business. */
  business: number;
  name: string;
  place: Place;
  startMs: number;
  endMs: number;
  description: string;
  image: number;
  draft: boolean;
  private: boolean;
  password: string | null;
  createdMs: number;
  blocks: PlannedBlock[];
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function uniqueUsername(base: string, taken: Set<string>): string {
  let name = base.slice(0, 36);
  for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 36)}${n}`;
  taken.add(name);
  return name;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The venue's calendar date `days` after now, and its weekday. */
function venueDate(nowMs: number, days: number, timeZone: string) {
  const date = instantToVenueTime(nowMs + days * DAY_MS, timeZone).slice(0, 10);
  return { date, weekday: new Date(`${date}T12:00:00Z`).getUTCDay() };
}

/**
 * When the kind of night next happens at the venue, from `day` days after now: the first day on or after it that
 * is one of the kind's weekdays (or before it, when that would pass `lastDay`), at a start in its window, in
 * quarter hours of the venue's wall-clock time.
 */
function scheduleNight(kind: NightKind, timeZone: string, nowMs: number, day: number, lastDay: number, r: Random) {
  let found = venueDate(nowMs, day, timeZone);
  for (let step = 0; step < 7 && !kind.days.includes(found.weekday); step++) {
    const next = day + step + 1 <= lastDay ? day + step + 1 : day - (step + 1);
    found = venueDate(nowMs, next, timeZone);
  }
  // Searching both ways can miss: then the day found is kept; the kind's hours still hold.
  const [from, to] = kind.start.map(minutesOf) as [number, number];
  const start = from + 15 * r.int(0, Math.floor((to - from) / 15));
  const minutes = kind.minutes[0] + 30 * r.int(0, Math.floor((kind.minutes[1] - kind.minutes[0]) / 30));
  const startMs = venueTimeToInstant(`${found.date}T${hhmm(start)}`, timeZone);
  return { startMs, endMs: startMs + minutes * 60_000 };
}

/**
 * 1–4 time blocks inside the event's times (spec 001 §3): back to back in quarter hours, with a 15-minute
 * changeover between blocks of an hour or more; each block asks for the kind's line-up in turn.
 */
function planBlocks(kind: NightKind, startMs: number, endMs: number, r: Random): PlannedBlock[] {
  const minutes = (endMs - startMs) / 60_000;
  const wanted = r.pick([1, 2, 2, 2, 3, 3, 3, 4, 4]);
  const n = Math.max(1, Math.min(wanted, Math.max(2, kind.lineup.length), Math.floor(minutes / 30)));
  const length = Math.floor(minutes / n / 15) * 15;
  const notes = BLOCK_NOTES[n]!;
  return Array.from({ length: n }, (_, i) => {
    const gap = i < n - 1 && length >= 60 ? 15 : 0;
    return {
      startMs: startMs + i * length * 60_000,
      endMs: startMs + ((i + 1) * length - gap) * 60_000,
      notes: notes[i]!,
      lineup: { ...kind.lineup[i % kind.lineup.length]! },
    };
  });
}

function eventName(kind: NightKind, venue: Venue, r: Random): string {
  const style = r.next();
  const candidates =
    style < 0.65
      ? [`${kind.name} at ${venue.name}`, `${kind.name} at ${venue.name.replace(/^The /, '')}`]
      : style < 0.85
        ? [`${venue.place.city.name} ${kind.name}`]
        : [];
  return candidates.find((c) => c.length <= EVENT_NAME_MAX_LENGTH) ?? kind.name;
}

function describe(kind: NightKind, venue: Venue, place: Place, r: Random): string {
  const street = place.address.split(',')[0]!;
  return [kind.blurb, r.pick(VENUE_LINES)(venue.name, street, place.city.name), ...r.sample(PRACTICAL, 2)].join(' ');
}

interface Plan {
  businesses: (PlannedMember & { venue: Venue })[];
  talent: PlannedMember[];
  events: PlannedEvent[];
}

/** The whole marketplace, from the seed and the time: the same on every machine for the same `nowMs`. */
export function planMarketplace(nowMs: number, takenUsernames: Iterable<string> = []): Plan {
  const r = seededRandom(SEED);
  const taken = new Set([...takenUsernames].map((u) => u.toLowerCase()));
  const words = r.sample(VENUE_WORDS, VENUE_WORDS.length);
  const businesses: Plan['businesses'] = [];
  const talent: PlannedMember[] = [];

  for (const city of LAUNCH_CITIES) {
    for (let i = 0; i < city.businesses; i++) {
      const type = VENUE_TYPES[businesses.length % VENUE_TYPES.length]!;
      const [noun, article] = r.pick(VENUE_NOUNS[type]);
      const name = `${article ? 'The ' : ''}${words[businesses.length % words.length]!} ${noun}`;
      const place = placeIn(city, r);
      const kinds = NIGHT_KINDS.filter((k) => k.venues.includes(type));
      const venue: Venue = { name, type, place, kinds: r.sample(kinds, r.int(4, Math.min(7, kinds.length))) };
      const username = uniqueUsername(slug(name.replace(/^The /, '')), taken);
      businesses.push({
        email: `${username}@${MARKETPLACE_EMAIL_DOMAIN}`,
        name,
        username,
        place,
        business: true,
        venue,
      });
    }
    for (let i = 0; i < city.talent; i++) {
      const first = r.pick(FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      const username = uniqueUsername(slug(`${first}_${last}`), taken);
      const place = placeIn(city, r);
      talent.push({
        email: `${username}@${MARKETPLACE_EMAIL_DOMAIN}`,
        name: `${first} ${last}`,
        username,
        place,
        business: false,
      });
    }
  }

  // Busier venues host more nights: weights 1–4, so the ~300 events are not spread evenly.
  const weights = businesses.map(() => r.int(1, 4));
  const total = weights.reduce((a, b) => a + b, 0);
  const events: PlannedEvent[] = [];
  for (let e = 0; e < MARKETPLACE_EVENTS; e++) {
    let ticket = r.next() * total;
    let b = 0;
    while (ticket >= weights[b]!) ticket -= weights[b++]!;
    const venue = businesses[b]!.venue;
    const kind = r.pick(venue.kinds);
    // Most nights are at the venue; a few are pop-ups elsewhere in town.
    const place = r.chance(0.85) ? venue.place : placeIn(venue.place.city, r);
    const lastDay = MARKETPLACE_DAYS - 2;
    const { startMs, endMs } = scheduleNight(kind, place.timeZone, nowMs, r.int(1, lastDay), lastDay, r);
    const draft = r.chance(0.05);
    const isPrivate = !draft && r.chance(0.05);
    events.push({
      business: b,
      name: eventName(kind, venue, r),
      place,
      startMs,
      endMs,
      description: describe(kind, venue, place, r),
      image: r.int(0, MARKETPLACE_IMAGES - 1),
      draft,
      private: isPrivate,
      password: isPrivate ? `${r.pick(PASSWORD_WORDS)}-${r.int(1000, 9999)}` : null,
      createdMs: nowMs - r.int(1, 30) * DAY_MS - r.int(0, 86_399) * 1000,
      blocks: planBlocks(kind, startMs, endMs, r),
    });
  }
  return { businesses, talent, events };
}

/** The demo business's venue on the Embarcadero, and its own nights (issue 9): one past, two drafts. */
const BAYSIDE_PLACE: Place = {
  city: LAUNCH_CITIES[0]!,
  address: '1450 The Embarcadero, San Francisco, CA 94133',
  latitude: 37.8036,
  longitude: -122.4031,
  timeZone: tzLookup(37.8036, -122.4031),
};
const BAYSIDE_NIGHTS: readonly { kind: string; day: number; draft: boolean }[] = [
  { kind: 'Piano Bar Night', day: -9, draft: false },
  { kind: 'Comedy Open Mic', day: 3, draft: false },
  { kind: 'DJ Night', day: 8, draft: false },
  { kind: 'Jazz Brunch', day: 13, draft: false },
  { kind: 'Salsa Social', day: 24, draft: true },
  { kind: 'Acoustic Sessions', day: 38, draft: true },
];

export function planDemoBusinessEvents(nowMs: number, businessName: string): PlannedEvent[] {
  const r = seededRandom(SEED + 1);
  const venue: Venue = { name: businessName, type: 'bar', place: BAYSIDE_PLACE, kinds: NIGHT_KINDS };
  return BAYSIDE_NIGHTS.map(({ kind: kindName, day, draft }) => {
    const kind = NIGHT_KINDS.find((k) => k.name === kindName)!;
    const { startMs, endMs } = scheduleNight(kind, BAYSIDE_PLACE.timeZone, nowMs, day, day + 6, r);
    const name = `${kind.name} at ${businessName}`;
    return {
      business: -1,
      name: name.length <= EVENT_NAME_MAX_LENGTH ? name : kind.name,
      place: BAYSIDE_PLACE,
      startMs,
      endMs,
      description: describe(kind, venue, BAYSIDE_PLACE, r),
      image: r.int(0, MARKETPLACE_IMAGES - 1),
      draft,
      private: false,
      password: null,
      createdMs: Math.min(nowMs, startMs) - r.int(7, 20) * DAY_MS,
      blocks: planBlocks(kind, startMs, endMs, r),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface MarketplaceSummary {
  businesses: number;
  talent: number;
  events: number;
  subEvents: number;
  /** The auction (seed/bookings.ts): talent schedules, bids in every state, and the bookings among them. */
  schedules: number;
  bids: number;
  bookings: number;
  images: number;
  tickets: number;
  purchases: number;
  /** Issue 13 (seed/reviews.ts, seed/messages.ts). */
  reviews: number;
  recommendations: number;
  pendingRequests: number;
  conversations: number;
  messages: number;
  ms: number;
}

/** Writes to the store a few at a time. */
async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** Looks trait names up in specialist_traits (seeded by the migrations); names it lacks are left out. */
async function traitIds(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: specialistTraits.id, name: specialistTraits.name }).from(specialistTraits);
  return new Map(rows.map((t) => [t.name, t.id]));
}

function traitsNum(lineup: Record<string, number>, ids: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(lineup)) {
    const id = ids.get(name);
    if (id !== undefined) out[String(id)] = (out[String(id)] ?? 0) + n;
  }
  return out;
}

function memberRow(m: PlannedMember, passwordHash: string, now: Date) {
  return {
    email: m.email,
    name: m.name,
    username: m.username,
    passwordHash,
    isSpecialist: !m.business,
    isBusiness: m.business,
    termsAcceptedAt: now,
    createdAt: now,
    // A business shows its venue's address; talent only the city they work from.
    address: m.business ? m.place.address : `${m.place.city.name}, ${m.place.city.state}`,
    latitude: m.place.latitude,
    longitude: m.place.longitude,
    locality: m.place.city.name,
    administrativeArea: m.place.city.state,
    subAdministrativeArea: m.place.city.county,
    country: 'US',
  };
}

/**
 * Issue 9: the demo marketplace — about 40 businesses and 120 talent in the launch cities, 300 events over the next
 * 90 days with their time blocks and generated images, and the demo business's own events and payout account.
 * Runs only on a database without events, so a second start (or a second call) seeds nothing and answers null.
 * The database writes are one transaction of multi-row inserts.
 */
export async function seedMarketplace(
  db: Database,
  clock: Clock,
  storage: Storage,
  fees: Fees,
): Promise<MarketplaceSummary | null> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(events);
  if ((existing?.n ?? 0) > 0) return null;

  const nowMs = clock.now();
  const now = new Date(nowMs);
  const demoAccounts = await db
    .select({ id: members.id, email: members.email, name: members.name, username: members.username })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, [DEMO_BUSINESS_EMAIL, DEMO_FAN_EMAIL]));
  const demoBusiness = demoAccounts.find((m) => m.email.toLowerCase() === DEMO_BUSINESS_EMAIL);
  const fan = demoAccounts.find((m) => m.email.toLowerCase() === DEMO_FAN_EMAIL);

  const plan = planMarketplace(
    nowMs,
    DEMO_ACCOUNTS.map((a) => a.username),
  );
  const planned = [...plan.events, ...(demoBusiness ? planDemoBusinessEvents(nowMs, demoBusiness.name) : [])];

  // Each event gets its own stored copy of one of the pictures: a business that replaces or deletes its event's
  // image has the old file removed (features/events/event-image.ts), which must not take other events' with it.
  // Keys are fixed, so a second seed of an empty database writes the same files again.
  const [pictures, passwordHash] = await Promise.all([
    renderEventImages(MARKETPLACE_IMAGES),
    hashPassword(DEMO_PASSWORD),
  ]);
  const imageKeys = planned.map((_, i) => `events/seed-${String(i + 1).padStart(4, '0')}.webp`);
  await inBatches(
    planned.map((e, i) => ({ key: imageKeys[i]!, bytes: pictures[e.image]! })),
    16,
    ({ key, bytes }) => storage.put(key, bytes, 'image/webp'),
  );

  const summary = await db.transaction(async (tx) => {
    const ids = await traitIds(tx);
    const planMembers = [...plan.businesses, ...plan.talent];
    await tx
      .insert(members)
      .values(planMembers.map((m) => memberRow(m, passwordHash, now)))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: members.id, email: members.email })
      .from(members)
      .where(
        inArray(
          members.email,
          planMembers.map((m) => m.email),
        ),
      );
    const idByEmail = new Map(rows.map((m) => [m.email, m.id]));
    const businessIds = plan.businesses.map((b) => idByEmail.get(b.email));

    // Enabled payout accounts: a business needs one to make events (spec 001 §6); the sandbox's side says onboarded.
    const payees = [
      ...plan.businesses.flatMap((b, i) =>
        businessIds[i] ? [{ id: businessIds[i], email: b.email, name: b.name }] : [],
      ),
      ...(demoBusiness ? [{ id: demoBusiness.id, email: DEMO_BUSINESS_EMAIL, name: demoBusiness.name }] : []),
    ];
    if (payees.length) {
      await tx
        .insert(sandboxConnectAccounts)
        .values(
          payees.map((p) => ({
            connectId: `acct_sbx_demo_${p.id}`,
            email: p.email,
            country: 'US',
            detailsSubmitted: true,
            businessName: p.name,
            bankLast4: '6789',
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(payoutAccounts)
        .values(
          payees.map((p) => ({
            memberId: p.id,
            connectId: `acct_sbx_demo_${p.id}`,
            enabled: true,
            restricted: false,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
    }

    const owned = planned
      .map((e, i) => ({
        e,
        image: mediaUrl(imageKeys[i]!),
        businessId: e.business < 0 ? demoBusiness?.id : businessIds[e.business],
      }))
      .filter((x): x is typeof x & { businessId: number } => x.businessId !== undefined);
    const inserted = await tx
      .insert(events)
      .values(
        owned.map(({ e, image, businessId }) => ({
          businessId,
          name: e.name,
          address: e.place.address,
          administrativeArea: e.place.city.state,
          subAdministrativeArea: e.place.city.county,
          country: 'US',
          latitude: e.place.latitude,
          longitude: e.place.longitude,
          startTime: new Date(e.startMs),
          endTime: new Date(e.endMs),
          timeZone: e.place.timeZone,
          description: e.description,
          image,
          private: e.private,
          draft: e.draft,
          password: e.password,
          rawGeolocation: geolocation(e.place),
          createdAt: new Date(e.createdMs),
          updatedAt: new Date(e.createdMs),
        })),
      )
      .returning({ id: events.id });

    const blocks = owned.flatMap(({ e }, i) =>
      e.blocks.map((b) => ({
        eventId: inserted[i]!.id,
        startTime: new Date(b.startMs),
        endTime: new Date(b.endMs),
        notes: b.notes,
        traitsNum: traitsNum(b.lineup, ids),
        createdAt: new Date(e.createdMs),
      })),
    );
    if (blocks.length) await tx.insert(subEvents).values(blocks);

    // The demo fan watches the first three upcoming San Francisco events anyone can see.
    if (fan) {
      const watched = owned
        .map(({ e }, i) => ({ e, id: inserted[i]!.id }))
        .filter(({ e }) => e.place.city.name === 'San Francisco' && !e.draft && !e.private && e.startMs > nowMs)
        .sort((a, b) => a.e.startMs - b.e.startMs)
        .slice(0, 3);
      if (watched.length)
        await tx
          .insert(watchedItems)
          .values(watched.map(({ id }) => ({ memberId: fan.id, itemType: 'EVENT', itemId: id, createdAt: now })))
          .onConflictDoNothing();
    }

    // Tickets for every event, and what has sold so far (seed/tickets.ts): bought by the seeded talent, and two
    // purchases of the demo fan.
    const buyers = await memberIds(
      tx,
      plan.talent.map((m) => m.email),
    );
    const sold = await seedTickets(tx, {
      events: owned.map(({ e }, i) => ({
        id: inserted[i]!.id,
        startMs: e.startMs,
        endMs: e.endMs,
        draft: e.draft,
        private: e.private,
        freeEntry: /Open Mic|Social|Trivia|Karaoke/.test(e.name),
        state: e.place.city.state,
      })),
      buyers,
      demoFan: fan?.id ?? null,
      fees,
      nowMs,
      r: seededRandom(SEED + 2),
    });

    // The demo business's payments page (seed/payouts.ts): its past night paid out, its next one due.
    const demoSales = demoBusiness
      ? await seedDemoPayouts(tx, {
          events: owned
            .map(({ e, businessId }, i) => ({ e, businessId, id: inserted[i]!.id }))
            .filter((x) => x.businessId === demoBusiness.id)
            .map(({ e, id }) => ({
              id,
              startMs: e.startMs,
              endMs: e.endMs,
              draft: e.draft,
              private: e.private,
              country: 'US',
              state: e.place.city.state,
            })),
          businessId: demoBusiness.id,
          connectId: `acct_sbx_demo_${demoBusiness.id}`,
          buyers,
          fees,
          nowMs,
          r: seededRandom(SEED + 3),
        })
      : 0;

    // The check-in app (/checkin): each of the demo business's events opens with its id and the demo password.
    const demoEventIds = demoBusiness
      ? owned.map(({ businessId }, i) => (businessId === demoBusiness.id ? inserted[i]!.id : null))
      : [];
    const withPassword = demoEventIds.filter((id): id is number => id !== null);
    if (withPassword.length)
      await tx
        .insert(eventManagerPasswords)
        .values(withPassword.map((eventId) => ({ eventId, passwordHash, updatedAt: new Date(nowMs) })));

    // Issue 12: the talent's traits, locations and schedules, and bids in every state (seed/bookings.ts).
    const auction = await seedBookings(tx, {
      talent: plan.talent.flatMap((m) => {
        const id = idByEmail.get(m.email);
        return id === undefined ? [] : [{ id, name: m.name, email: m.email, place: m.place }];
      }),
      fees,
      nowMs,
    });
    // Issue 13: reviews and recommendations of past events, then conversations about events (seed/reviews.ts,
    // seed/messages.ts).
    const reviewed = await seedReviews(tx, { nowMs });
    const conversed = await seedMessages(tx, { nowMs });
    // Issue 13: the follower counts the talent and businesses declared for the other networks (seed/network-followers.ts).
    await seedNetworkFollowers(tx, {
      talentIds: plan.talent.flatMap((m) => idByEmail.get(m.email) ?? []),
      businessIds: businessIds.filter((id): id is number => id !== undefined),
      nowMs,
    });

    return {
      ...sold,
      ...auction,
      ...reviewed,
      ...conversed,
      purchases: sold.purchases + demoSales,
      businesses: businessIds.filter((id) => id !== undefined).length,
      talent: plan.talent.filter((t) => idByEmail.has(t.email)).length,
      events: inserted.length,
      subEvents: blocks.length,
    };
  });
  return { ...summary, images: planned.length, ms: Math.round(performance.now() - started) };
}
