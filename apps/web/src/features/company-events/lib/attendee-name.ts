import type { CompanyAttendee } from '@mingle/contracts';

/** First and last name from the event profile; the username until there is one. */
export function attendeeName(a: Pick<CompanyAttendee, 'firstName' | 'lastName' | 'username'>): string {
  return [a.firstName, a.lastName].filter(Boolean).join(' ') || a.username;
}
