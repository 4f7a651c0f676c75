import type { ComboboxOption } from '@/components/ui/combobox';

const FALLBACK_ZONES = ['UTC'];

/** The browser's IANA zone, or UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows (Intl.supportedValuesOf), with UTC and the given zones kept in. */
export function timeZoneNames(extra: readonly string[] = []): string[] {
  let zones: string[] = FALLBACK_ZONES;
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // very old browsers: UTC and whatever the event already has
  }
  return [...new Set([...zones, 'UTC', ...extra.filter(Boolean)])].sort((a, b) => a.localeCompare(b));
}

/** "Europe/Lisbon" -> "Europe / Lisbon"; searchable by city without underscores. */
export function timeZoneOptions(extra: readonly string[] = []): ComboboxOption[] {
  return timeZoneNames(extra).map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' ').replaceAll('/', ' / '),
    keywords: zone.split('/').map((part) => part.replaceAll('_', ' ')),
  }));
}
