import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { latitude, location, locationAddress, locationName, longitude } from './fields';

// spec 001 §7 location_create_update: creates a location, or updates one when location_id is given (another
// talent's answers 404). The address is geocoded on the server (an address it cannot find is refused naming
// `address`); latitude and longitude pick one of several results geocode_address gave the form.
export const location_create_update = defineRequest({
  name: 'location_create_update',
  summary: 'Create or update one of your locations (geocoded from its address)',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({
    location_id: idField.optional(),
    name: locationName,
    address: locationAddress,
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  }),
  output: z.object({ location }),
});
