import { z } from 'zod';

/**
 * Search params are plain strings in the URL (a code like "012345" or a username like "2024"
 * stays a string); each route's zod schema coerces what it needs (page and map tab to numbers).
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    result[key] = value;
  }
  return result;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Spec 2: page is a number (bad values are dropped rather than failing the screen). */
const page = z.coerce.number().int().min(1).optional().catch(undefined);
/** Spec 2: tab is a string ... */
const tab = z.string().optional();
/** ... or a number on the distribution map. */
const mapTab = z.coerce.number().int().min(0).optional().catch(undefined);

export const PageSearch = z.object({ page });
export const TabSearch = z.object({ tab });
export const PageTabSearch = z.object({ page, tab });
export const MapTabSearch = z.object({ tab: mapTab });
