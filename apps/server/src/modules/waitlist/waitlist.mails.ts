import type { Mail } from '../../plugins/mail.js';

interface To {
  email: string;
  username: string;
  eventName: string;
  slug: string;
  timeZone: string;
}

/** "Sat, Dec 5 at 18:30 (Lisbon time)": on the event's clock, as its pages show times. */
export function deadlineText(at: Date, timeZone: string) {
  const text = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return `${text} (${(timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')} time)`;
}

const joinPage = (appUrl: string, slug: string) => `${appUrl}/events/${encodeURIComponent(slug)}/join`;

/** A freed place is held for the first in line (decision 037): confirm it by the deadline. */
export function placeOfferedMail(to: To, expiresAt: Date, appUrl: string): Mail {
  return {
    to: to.email,
    subject: `A place at ${to.eventName} is yours if you want it`,
    text:
      `Hi ${to.username},\n\nA place opened up at ${to.eventName} and you are next in line.\n\n` +
      `Confirm it by ${deadlineText(expiresAt, to.timeZone)}: ${joinPage(appUrl, to.slug)}\n\n` +
      `If you do not confirm by then, the place goes to the next person in line.\n\nYou get this mail because you joined the waitlist of ${to.eventName}.\n`,
  };
}
