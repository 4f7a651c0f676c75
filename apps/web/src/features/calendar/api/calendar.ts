import { useMutation } from '@tanstack/react-query';
import { api, lazySchema } from '@/lib/api';
import { saveBlob } from '@/lib/save-file';

const enc = encodeURIComponent;
const feedSchema = lazySchema(() => import('@mingle/contracts/calendar').then((m) => m.CalendarFeedSchema));
/** A file name from a title: letters, digits and dashes (the server names it too; this one is what gets saved). */
export const fileNameOf = (title: string, ext: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'mingle'
  }.${ext}`;

/** GET /events/{slug}/attendee/groups/{groupId}/gatherings/{id}/calendar.ics */
export async function downloadGatheringCalendar(slug: string, gathering: { id: string; groupId: string; title: string }) {
  const blob = await api.blob(`/events/${enc(slug)}/attendee/groups/${enc(gathering.groupId)}/gatherings/${enc(gathering.id)}/calendar.ics`, { headers: { Accept: 'text/calendar' } });
  saveBlob(blob, fileNameOf(gathering.title, 'ics'));
}

/** GET /events/{slug}/calendar.ics (public) */
export async function downloadEventCalendar(event: { slug: string; name: string }) {
  const blob = await api.blob(`/events/${enc(event.slug)}/calendar.ics`, { headers: { Accept: 'text/calendar' } });
  saveBlob(blob, fileNameOf(event.name, 'ics'));
}

/** GET /events/{slug}/connections/contacts.vcf */
export async function downloadContacts(event: { slug: string; name: string }) {
  const blob = await api.blob(`/events/${enc(event.slug)}/connections/contacts.vcf`, { headers: { Accept: 'text/vcard' } });
  saveBlob(blob, fileNameOf(`${event.name} contacts`, 'vcf'));
}

/** POST /me/calendar-feed: a new secret link (the old one stops working), shown once. */
export const useMakeCalendarFeed = () => useMutation({ mutationFn: () => api.post('/me/calendar-feed', undefined, { schema: feedSchema }) });
