import type { ReviewedBusiness } from '@stagepass/contract/accounts/get_yelp_data';
import type { BusinessDirectory } from './directory';

interface YelpBusiness {
  id: string;
  name: string;
  phone?: string;
  display_phone?: string;
  url?: string;
  image_url?: string;
  rating?: number;
  review_count?: number;
  categories?: { alias: string; title: string }[];
  coordinates?: { latitude?: number | null; longitude?: number | null };
  location?: {
    city?: string;
    state?: string;
    zip_code?: string;
    country?: string;
    display_address?: string[];
  };
}

/** The review service's Fusion API (phone search), by API key. */
export function createYelpDirectory(settings: { apiKey: string; apiUrl: string }): BusinessDirectory {
  const base = settings.apiUrl.replace(/\/$/, '');
  return {
    kind: 'yelp',
    async findByPhone(phone) {
      const res = await fetch(`${base}/businesses/search/phone?phone=${encodeURIComponent(phone)}`, {
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      // The service answers an unknown or malformed number with 400 rather than an empty list.
      if (res.status === 400 || res.status === 404) return [];
      if (!res.ok) throw new Error(`review service answered ${res.status}`);
      const body = (await res.json()) as { businesses?: YelpBusiness[] };
      return (body.businesses ?? []).map(toBusiness);
    },
  };
}

function toBusiness(b: YelpBusiness): ReviewedBusiness {
  return {
    id: b.id,
    name: b.name,
    phone: b.phone ?? '',
    display_phone: b.display_phone ?? b.phone ?? '',
    address: (b.location?.display_address ?? []).join(', '),
    locality: b.location?.city || null,
    administrative_area: b.location?.state || null,
    postal_code: b.location?.zip_code || null,
    country: b.location?.country || null,
    latitude: b.coordinates?.latitude ?? null,
    longitude: b.coordinates?.longitude ?? null,
    rating: b.rating ?? null,
    review_count: b.review_count ?? 0,
    url: b.url ?? null,
    image_url: b.image_url || null,
    categories: (b.categories ?? []).map((c) => c.title),
  };
}
