import type { Mail } from '../../plugins/mail.js';

/** The mail of an organisers' announcement, with the way to turn such mail off (decision 022). */
export function announcementMail(to: { email: string; username: string }, event: { name: string; slug: string }, a: { title: string; body: string; groupName: string | null }, appUrl: string): Mail {
  const home = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  const where = a.groupName ? ` to the ${a.groupName} group` : '';
  return {
    to: to.email,
    subject: `${event.name}: ${a.title}`,
    text:
      `Hi ${to.username},\n\nThe organisers of ${event.name} wrote${where}:\n\n${a.title}\n\n${a.body}\n\n` +
      `Open the event: ${home}\n\n` +
      `You get this mail because you joined ${event.name}. To stop announcement mail for this event, ` +
      `turn off "Announcement mail" under Notifications on your profile: ${home}/profile#notifications\n`,
  };
}

/**
 * An organisers' message to one attendee (decision 035). It leaves from the server's own address
 * with no reply-to, and says so: nobody reads replies.
 */
export function attendeeMessageMail(to: { email: string; username: string }, event: { name: string; slug: string }, m: { subject: string; body: string }, appUrl: string): Mail {
  const home = `${appUrl}/events/${encodeURIComponent(event.slug)}`;
  return {
    to: to.email,
    subject: `${event.name}: ${m.subject}`,
    text:
      `Hi ${to.username},\n\nThe organisers of ${event.name} wrote to you:\n\n${m.subject}\n\n${m.body}\n\n` +
      `You can also read it in the app: ${home}\n\n` +
      `Sent by the organisers of ${event.name} through Mingle; replies are not read.\n`,
  };
}
