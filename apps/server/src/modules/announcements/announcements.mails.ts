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
