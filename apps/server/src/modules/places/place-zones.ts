import { createRequire } from 'node:module';
import { isTimeZone } from '@mingle/contracts';

/**
 * The IANA zone of a place, as a suggestion for an event's clock (decision 036). Coordinates go
 * through tz-lookup (one function over a packed grid of the tz boundaries, no dependencies, data
 * as of its tzdata release); a zone this runtime's Intl does not know, or an ocean's "Etc/" zone,
 * suggests nothing. A country suggests the zone where nearly all of its people live (its cities'
 * population, at least COUNTRY_SHARE) and nothing when it spans zones (the United States).
 */
const COUNTRY_SHARE = 0.9;

const require = createRequire(import.meta.url);
const lookup = require('@photostructure/tz-lookup') as (lat: number, lng: number) => string;

/** Whether Intl knows a zone, asked once per zone (building a formatter per city would take seconds). */
const known = new Map<string, boolean>();
const usable = (zone: string) => {
  let ok = known.get(zone);
  if (ok === undefined) known.set(zone, (ok = !zone.startsWith('Etc/') && isTimeZone(zone)));
  return ok;
};

export function zoneAt(lat: number, lng: number): string | undefined {
  try {
    const zone = lookup(lat, lng);
    return usable(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** Sums people per zone and country, then names each country's zone when one holds nearly all. */
export function countryZones() {
  const people = new Map<string, Map<string, number>>();
  return {
    add(countryCode: string, zone: string | undefined, population: number) {
      if (!zone) return;
      let zones = people.get(countryCode);
      if (!zones) people.set(countryCode, (zones = new Map()));
      zones.set(zone, (zones.get(zone) ?? 0) + Math.max(population, 1));
    },
    zoneOf(countryCode: string): string | undefined {
      const zones = [...(people.get(countryCode) ?? [])];
      const total = zones.reduce((sum, [, n]) => sum + n, 0);
      const [zone, n] = zones.sort((a, b) => b[1] - a[1])[0] ?? [];
      return zone && n! >= total * COUNTRY_SHARE ? zone : undefined;
    },
  };
}
