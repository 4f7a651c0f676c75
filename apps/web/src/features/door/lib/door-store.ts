import type { DoorKeys, EventPass } from '@mingle/contracts';
import { browserStorage, readJson, writeJson } from '@/lib/storage';

/*
 * What a phone keeps to work at a door without signal (decision 038), in local storage, which
 * sign-out clears whole: an attendee's own pass, and a door device's keys, id and offline scans.
 */

export interface KeptPass {
  pass: EventPass;
  eventName: string;
  personName: string;
}

const passKey = (userId: string, slug: string) => `mingle.pass:${userId}:${slug}`;
const keysKey = (eventId: string) => `mingle.door.keys:${eventId}`;
const scansKey = (eventId: string) => `mingle.door.scans:${eventId}`;
const DEVICE_KEY = 'mingle.door.device';

export function keptPass(userId: string, slug: string, storage = browserStorage()): KeptPass | null {
  const kept = readJson(storage, passKey(userId, slug)) as KeptPass | null;
  return kept && typeof kept.pass?.token === 'string' ? kept : null;
}
export const keepPass = (userId: string, slug: string, kept: KeptPass, storage = browserStorage()) => writeJson(storage, passKey(userId, slug), kept);

export function keptKeys(eventId: string, storage = browserStorage()): DoorKeys | null {
  const kept = readJson(storage, keysKey(eventId)) as DoorKeys | null;
  return kept && Array.isArray(kept.keys) && Array.isArray(kept.revoked) ? kept : null;
}
export const keepKeys = (keys: DoorKeys, storage = browserStorage()) => writeJson(storage, keysKey(keys.eventId), keys);

/** Passes this device checked in while offline: a second scan of one says so before the server can. */
export function offlineScans(eventId: string, storage = browserStorage()): Record<string, string> {
  const kept = readJson(storage, scansKey(eventId));
  return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
}
export const keepOfflineScan = (eventId: string, passId: string, at: string, storage = browserStorage()) => writeJson(storage, scansKey(eventId), { ...offlineScans(eventId, storage), [passId]: at });

/** This device's own random id, so the server can tell two doors apart. */
export function deviceId(storage = browserStorage()): string {
  const kept = readJson(storage, DEVICE_KEY);
  if (typeof kept === 'string') return kept;
  const made = crypto.getRandomValues(new Uint32Array(2)).join('-');
  writeJson(storage, DEVICE_KEY, made);
  return made;
}
