import { z } from 'zod';
import {
  EVENT_ENDS_BEFORE_START,
  ONLINE_URL_REQUIRED,
  PRIVATE_EVENT_PASSWORD_REQUIRED,
  PRIVATE_EVENT_PASSWORD_TOO_SHORT,
  EVENT_PASSWORD_MIN_LENGTH,
} from '@stagepass/domain/events';
import { EVENT_FLAG_OFF, EVENT_FLAG_ON } from '@stagepass/domain/limits';
import { geocodeResult } from '../accounts/geocode_address';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { eventCard, eventFlag, eventName, httpUrl, latitude, longitude, venueTime } from './fields';

/** A data URL of at most 7,500,000 bytes (spec 001 §9), in base64. */
const imageDataUrl = z.string().max(10_100_000);

// spec 001 §7 Events: business_create_update_event. Times are the venue's wall-clock times; the server finds the
// time zone from the geocoded address. A new event is a draft until `draft` is '0' (§4).
export const business_create_update_event = defineRequest({
  name: 'business_create_update_event',
  summary: 'Create an event (as a draft) or update one of your events',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z
    .object({
      create: eventFlag,
      event_id: idField.optional(),
      event_name: eventName,
      address: z.string().trim().min(1, 'Please enter an address').max(300),
      sub_administrative_area: z.string().trim().max(100).nullish(),
      country: z.string().trim().max(60).nullish(),
      latitude: latitude.nullish(),
      longitude: longitude.nullish(),
      rawGeolocation: geocodeResult.nullish(),
      draft: eventFlag,
      start_time: venueTime,
      end_time: venueTime,
      description: z.string().max(5000).default(''),
      /** A new image (data URL, cropped at 1.913 by the client); with upload_image '1'. */
      image: imageDataUrl.nullish(),
      upload_image: eventFlag.optional(),
      /** '1' removes the event's image. */
      delete_url: eventFlag.optional(),
      private: z.boolean().default(false),
      ev_password: z.string().trim().max(64).nullish(),
      online_only: z.boolean().default(false),
      /** spec 001 §4: absent on save deletes the stored URL. */
      online_url: httpUrl.nullish(),
    })
    .superRefine((v, ctx) => {
      if (v.create === EVENT_FLAG_OFF && v.event_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['event_id'], message: 'Which event to update' });
      if (v.end_time <= v.start_time)
        ctx.addIssue({ code: 'custom', path: ['end_time'], message: EVENT_ENDS_BEFORE_START });
      if (v.private && !v.ev_password)
        ctx.addIssue({ code: 'custom', path: ['ev_password'], message: PRIVATE_EVENT_PASSWORD_REQUIRED });
      else if (v.private && v.ev_password!.length < EVENT_PASSWORD_MIN_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['ev_password'], message: PRIVATE_EVENT_PASSWORD_TOO_SHORT });
      if (v.online_only && !v.online_url)
        ctx.addIssue({ code: 'custom', path: ['online_url'], message: ONLINE_URL_REQUIRED });
      if (v.upload_image === EVENT_FLAG_ON && !v.image)
        ctx.addIssue({ code: 'custom', path: ['image'], message: 'Choose an image to upload' });
    }),
  output: z.object({ event_id: z.number().int(), event: eventCard }),
});
