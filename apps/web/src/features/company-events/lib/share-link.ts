import { readRuntimeConfig } from '@/lib/config';

/** The public join link of an event on the attendee host. */
export function joinLink(origin: string, eventSlug: string): string {
  return `${origin.replace(/\/+$/, '')}/events/${encodeURIComponent(eventSlug)}/join`;
}

/** Name of the downloaded QR image, e.g. "summer-makers-meetup-qr.png". */
export function qrFileName(eventSlug: string): string {
  return `${eventSlug || 'event'}-qr.png`;
}

/**
 * Where attendees open links: the attendee host (APP_URL, from /config.js) when organisers work on
 * a management host of their own, else the origin this page is served from (one build, any host).
 */
export function attendeeOrigin(): string {
  return readRuntimeConfig().appUrl || (globalThis.location?.origin ?? '');
}
