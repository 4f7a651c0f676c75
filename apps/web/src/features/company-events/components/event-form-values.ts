import type { CreateEventData, CreateEventInput } from '@mingle/contracts';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type EventFormValues = z.input<typeof CreateEventInput>;

/** The event form, checked by the contract's CreateEventInput; its sections take it from EventForm. */
export type EventFormApi = UseFormReturn<EventFormValues, unknown, CreateEventData>;

/** The contract's limit for an event slug (eventFields.slug: slug(60)). */
export const EVENT_SLUG_MAX = 60;

/** The fields the server's issues may name. */
export const EVENT_FIELDS: readonly Path<EventFormValues>[] = [
  'name',
  'slug',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'locationTbd',
  'location',
  'description',
  'expectedAttendees',
  'welcomeMessage',
  'organizerUsername',
  'timeZone',
  'logoUploadId',
  'bannerUploadId',
  'attendeeDataRetentionDays',
  'registrationClosesAt',
  'capacity',
  'approvalRequired',
  'waitlistOfferHours',
  'intentOptions',
];

/**
 * What is sent: empty optional text as null. A location typed before "to be determined" was ticked
 * is kept for later (attendees see "to be determined" until it is unticked).
 */
export function eventPayload(values: CreateEventData): CreateEventData {
  const description = values.description?.trim() ? values.description : null;
  return {
    ...values,
    location: values.location?.trim() ? values.location : null,
    description,
    expectedAttendees: values.expectedAttendees ?? null,
    logoUploadId: values.logoUploadId ?? null,
    bannerUploadId: values.bannerUploadId ?? null,
    attendeeDataRetentionDays: values.attendeeDataRetentionDays ?? null,
    registrationClosesAt: values.registrationClosesAt ?? null,
    capacity: values.capacity ?? null,
    startTime: values.startTime || null,
    endTime: values.endTime || null,
  };
}

/** An empty time field is "no time" (null): both empty make an all-day event. */
export const timeOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** An empty number field is "not given" (null), not zero. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

/** A moment as a datetime-local input shows it: the browser's own wall clock, to the minute. */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** What a datetime-local input holds, as the moment the contract takes (empty: none). */
export function momentOf(local: string): string | null {
  const d = local ? new Date(local) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
}
