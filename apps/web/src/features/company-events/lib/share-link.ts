/**
 * The public join link of an event on the main host. The web app has no APP_URL of its own, so it
 * uses the origin it is served from (one build serves any host).
 */
export function joinLink(origin: string, eventSlug: string): string {
  return `${origin.replace(/\/+$/, '')}/events/${encodeURIComponent(eventSlug)}/join`;
}

/** Name of the downloaded QR image, e.g. "summer-makers-meetup-qr.png". */
export function qrFileName(eventSlug: string): string {
  return `${eventSlug || 'event'}-qr.png`;
}

/** The browser's own origin, or '' where there is none (tests, server rendering). */
export function currentOrigin(): string {
  return globalThis.location?.origin ?? '';
}
