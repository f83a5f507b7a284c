import { NEARBY_PAGE_SIZE } from '@stagepass/domain/events';

/** Issue 9's measured request: the nearby list's first page, as /dash/user-dashboard asks for it in San Francisco. */
export const NEARBY_FIRST_PAGE = {
  request: 'user_events_query',
  latitude: 37.77,
  longitude: -122.42,
  distance: 50,
  limit: NEARBY_PAGE_SIZE,
} as const;

/** The Accept-Encoding that Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
