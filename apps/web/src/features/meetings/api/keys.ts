/** Every meetings query of an event sits under one key, so a live change refetches them all. */
export const meetingsKey = (slug: string) => ['meetings', slug] as const;

/** My agenda, under the meetings key. */
export const agendaKey = (slug: string) => [...meetingsKey(slug), 'agenda'] as const;

export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;
export const meetingPath = (slug: string, id: string) => `${eventPath(slug)}/meetings/${encodeURIComponent(id)}`;
