import { Readable } from 'node:stream';
import { ATTENDEES_CSV, attendeesCsvFileName, type CompanyAttendee, type CompanyAttendeeDetail } from '@mingle/contracts';
import { errors } from '../../lib/errors.js';
import { interestsService } from '../interests/interests.service.js';
import type { Db } from '../../db/index.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { attendeeActivityRepo, companyAttendeesRepo, type AttendeeCursor, type CompanyAttendeeRow } from './company-attendees.repo.js';

const toAttendee = ({ cursor: _cursor, joinedAt, checkedInAt, ...row }: CompanyAttendeeRow): CompanyAttendee => ({
  ...row,
  joinedAt: joinedAt.toISOString(),
  checkedInAt: checkedInAt ? new Date(checkedInAt).toISOString() : null,
});

/** "2026-06-10 09:05:00": a UTC time spreadsheets read as a date. */
const csvTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

const csvRecord = (r: CompanyAttendeeRow) =>
  csvRow([r.firstName, r.lastName, r.username, r.email, csvTime(r.joinedAt), r.profileDone ? 'yes' : 'no', r.groupCount, r.connectionCount, r.checkedInAt ? csvTime(new Date(r.checkedInAt)) : '']);

export function createCompanyAttendeesService({ db, events, attendees }: { db: Db; events: EventsService; attendees: AttendeesService }) {
  /** One attendee's page: 404 for anyone not (or no longer) at the company's event. */
  async function detail(companyId: string, ref: string, userId: string): Promise<CompanyAttendeeDetail> {
    const eventId = await events.companyEventId(companyId, ref);
    const [row] = await companyAttendeesRepo.list(db, eventId, { limit: 1, userId });
    if (!row) throw errors.notFound();
    const [photos, summaries, groups, gatherings, reports] = await Promise.all([
      attendees.photoUrls(eventId, [userId]),
      attendees.profileSummaries(eventId, [userId]),
      attendeeActivityRepo.groups(db, eventId, userId),
      attendeeActivityRepo.gatherings(db, eventId, userId),
      attendeeActivityRepo.reports(db, eventId, userId),
    ]);
    const summary = summaries.get(userId);
    return {
      ...toAttendee(row),
      photoUrl: photos.get(userId) ?? null,
      hometown: summary?.hometown ?? null,
      interests: interestsService.many(summary?.interestIds ?? []).map((i) => i.name),
      groups,
      gatherings,
      reports,
    };
  }

  /**
   * The whole list in batches, newest joins first, every row: the stream asks for the next batch
   * only when the last one has been sent (backpressure), so memory holds one batch at a time.
   */
  async function* csvLines(eventId: string, q: string | undefined) {
    yield CSV_BOM + csvRow(ATTENDEES_CSV.columns);
    let after: AttendeeCursor | undefined;
    for (;;) {
      const rows = await companyAttendeesRepo.list(db, eventId, { q, limit: ATTENDEES_CSV.batch, after });
      if (rows.length) yield rows.map(csvRecord).join('');
      if (rows.length < ATTENDEES_CSV.batch) return;
      after = rows.at(-1)!.cursor;
    }
  }

  return {
    detail,
    /** A page of the attendees of a company's own event (404 for anyone else's). */
    async page(companyId: string, ref: string, f: { page: number; pageSize: number; q?: string | undefined }) {
      const eventId = await events.companyEventId(companyId, ref);
      const rows = await companyAttendeesRepo.list(db, eventId, { q: f.q, limit: f.pageSize + 1, offset: (f.page - 1) * f.pageSize });
      const items = rows.slice(0, f.pageSize).map(toAttendee);
      const photos = await attendees.photoUrls(
        eventId,
        items.map((a) => a.userId),
      );
      return { items: items.map((a) => ({ ...a, photoUrl: photos.get(a.userId) ?? null })), page: f.page, pageSize: f.pageSize, hasMore: rows.length > f.pageSize };
    },

    /** The CSV export: the event is checked before the first byte, then rows stream in batches. */
    async csv(companyId: string, ref: string, q: string | undefined) {
      const event = await events.get(companyId, ref);
      return { fileName: attendeesCsvFileName(event.slug), body: Readable.from(csvLines(event.id, q)) };
    },
  };
}
export type CompanyAttendeesService = ReturnType<typeof createCompanyAttendeesService>;
