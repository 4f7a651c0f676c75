import { z } from 'zod';
import { text } from './validation.js';

/** A city or country of the offline gazetteer, with what the distribution map needs. */
export const PlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(['city', 'country']),
  name: z.string(),
  /** "Lisbon, Ohio, United States", "Lisbon, Portugal" (the region is left out when it is the city's own name) or "Portugal". */
  displayName: z.string(),
  /** A city's first-level region (state, district, province) from GeoNames; absent for countries and where unknown. */
  region: z.string().optional(),
  country: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The IANA zone suggested for an event there (a country's only when nearly all of it keeps one); absent when unknown. */
  timeZone: z.string().optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PLACE_SEARCH = { minLength: 1, maxLength: 80, maxResults: 10 } as const;

export const PlacesQuery = z.object({
  q: text('required').trim().min(PLACE_SEARCH.minLength, { error: 'required' }).max(PLACE_SEARCH.maxLength, { error: 'tooLong' }),
  limit: z.coerce.number().int().min(1).max(PLACE_SEARCH.maxResults).default(PLACE_SEARCH.maxResults),
});
export const PlacesResponse = z.array(PlaceSchema);
