import { attendeesCsvFileName } from '@mingle/contracts';
import { api } from '@/lib/api';
import { saveBlob } from '../lib/save-file';

/** GET /company/events/{id}/attendees.csv?q= (x-company-id): the whole list, saved as <slug>-attendees.csv. */
export async function downloadCompanyAttendeesCsv(event: { id: string; slug: string }, q: string | undefined) {
  const blob = await api.blob(`/company/events/${encodeURIComponent(event.id)}/attendees.csv`, {
    query: { q: q || undefined },
    headers: { Accept: 'text/csv' },
  });
  saveBlob(blob, attendeesCsvFileName(event.slug));
}
