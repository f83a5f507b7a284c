import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const geocode = async (address: string, app = t) => {
  const res = await app.call('geocode_address', { address });
  expect(res.status).toBe(200);
  return res.body.data.results as Record<string, unknown>[];
};

describe('geocode_address with the offline gazetteer', () => {
  it('resolves a street address by its ZIP code, keeping the street', async () => {
    const [hit] = await geocode('1 Market St, San Francisco, CA 94105');
    expect(hit).toMatchObject({
      formatted_address: '1 Market St, San Francisco, CA 94105',
      locality: 'San Francisco',
      administrative_area: 'CA',
      sub_administrative_area: null,
      country: 'US',
      time_zone: 'America/Los_Angeles',
    });
    expect(hit?.latitude).toBeCloseTo(37.79, 1);
    expect(hit?.longitude).toBeCloseTo(-122.39, 1);
  });

  it('resolves a city and state, preferring the state named', async () => {
    const [oakland] = await geocode('Oakland, CA');
    expect(oakland).toMatchObject({
      locality: 'Oakland',
      administrative_area: 'CA',
      country: 'US',
      time_zone: 'America/Los_Angeles',
    });
    const [paris] = await geocode('Paris, TX');
    expect(paris).toMatchObject({ locality: 'Paris', administrative_area: 'TX', time_zone: 'America/Chicago' });
    const [sac] = await geocode('Sacramento, California');
    expect(sac).toMatchObject({ locality: 'Sacramento', administrative_area: 'CA' });
  });

  it('ranks a bare city name by population and matches names without accents or commas', async () => {
    const results = await geocode('Los Angeles');
    expect(results[0]).toMatchObject({ locality: 'Los Angeles', country: 'US' });
    expect(results.length).toBeGreaterThan(1);
    expect((await geocode('San José, CA'))[0]).toMatchObject({ locality: 'San Jose', administrative_area: 'CA' });
    expect((await geocode('Santa Cruz CA'))[0]).toMatchObject({ locality: 'Santa Cruz', administrative_area: 'CA' });
    expect((await geocode('350 5th Ave New York NY'))[0]).toMatchObject({
      administrative_area: 'NY',
      time_zone: 'America/New_York',
    });
    expect((await geocode('Toronto, Canada'))[0]).toMatchObject({
      locality: 'Toronto',
      country: 'CA',
      administrative_area: null,
    });
  });

  it('returns an empty result when nothing matches (spec 000 §8)', async () => {
    expect(await geocode('zzzz qqqq')).toEqual([]);
    expect(await geocode('00000')).toEqual([]);
  });

  it('refuses an empty address', async () => {
    expect((await t.call('geocode_address', { address: '  ' })).status).toBe(400);
  });
});

describe('geocode_address with a maps API by key (against a local stub)', () => {
  let stub: FastifyInstance;
  let base: string;
  let answer: unknown;
  const seen: Record<string, string>[] = [];

  beforeAll(async () => {
    stub = Fastify();
    stub.get<{ Querystring: Record<string, string> }>('/maps/api/geocode/json', async (req) => {
      seen.push(req.query);
      return answer;
    });
    await stub.listen({ port: 0, host: '127.0.0.1' });
    const address = stub.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await stub?.close();
  });

  it('maps the components, county included, and turns a failure into an empty result', async () => {
    const real = await createTestApp({
      GEOCODING_API_KEY: 'maps-key',
      GEOCODING_API_URL: `${base}/maps/api/geocode/json`,
    });
    try {
      answer = {
        status: 'OK',
        results: [
          {
            formatted_address: '1 Market St, San Francisco, CA 94105, USA',
            geometry: { location: { lat: 37.7941, lng: -122.3951 } },
            address_components: [
              { long_name: 'San Francisco', short_name: 'SF', types: ['locality', 'political'] },
              {
                long_name: 'San Francisco County',
                short_name: 'San Francisco County',
                types: ['administrative_area_level_2'],
              },
              { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1'] },
              { long_name: 'United States', short_name: 'US', types: ['country'] },
            ],
          },
        ],
      };
      const [hit] = await geocode('1 Market St, San Francisco', real);
      expect(hit).toEqual({
        formatted_address: '1 Market St, San Francisco, CA 94105, USA',
        latitude: 37.7941,
        longitude: -122.3951,
        locality: 'San Francisco',
        administrative_area: 'CA',
        sub_administrative_area: 'San Francisco County',
        country: 'US',
        time_zone: 'America/Los_Angeles',
      });
      expect(seen[0]).toEqual({ address: '1 Market St, San Francisco', key: 'maps-key' });

      answer = { status: 'ZERO_RESULTS', results: [] };
      expect(await geocode('nowhere', real)).toEqual([]);
      answer = { status: 'REQUEST_DENIED', results: [] };
      expect(await geocode('denied', real)).toEqual([]);
    } finally {
      await real.close();
    }
    // A second app starts (migrations on a fresh PGlite) inside the test: on a busy 2-core machine that alone
    // has taken over 30 s.
  }, 90_000);
});
