const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Sat, Dec 5, 2026" (and " at 18:30"): a stored wall-clock day, as the event's own pages show it, for mails and notices. */
export const dayText = (date: string, hour?: string | null) => `${DAY.format(new Date(`${date}T00:00:00Z`))}${hour ? ` at ${hour}` : ''}`;
