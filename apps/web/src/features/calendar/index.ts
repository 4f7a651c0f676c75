/**
 * Public surface of the calendar feature (decision 021): Add to calendar (.ics) for
 * gatherings and events, the private calendar feed, and contact cards (.vcf) of connections.
 */
export { AddEventToCalendar, AddGatheringToCalendar, DownloadContactsButton } from './components/calendar-buttons';
export { CalendarFeedCard } from './components/calendar-feed-card';
