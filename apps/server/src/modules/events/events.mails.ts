import type { Mail } from '../../plugins/mail.js';

/** The one mail each attendee gets when the organisers cancel an event (decision 032). */
export function cancellationMail(to: { email: string; username: string }, event: { name: string; slug: string; companyName: string }, message: string | null, appUrl: string): Mail {
  const home = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const word = message ? `\n\nThey wrote:\n\n${message}` : '';
  return {
    to: to.email,
    subject: `${event.name} is cancelled`,
    text: `Hi ${to.username},\n\n${event.companyName} cancelled ${event.name}.${word}\n\nThe event's page: ${home}\n\nYou get this mail because you joined ${event.name}.\n`,
  };
}
