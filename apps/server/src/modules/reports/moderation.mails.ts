import type { ReportKind } from '@mingle/contracts';
import type { Mail } from '../../plugins/mail.js';

const snippet = (body: string) => (body.length > 200 ? `${body.slice(0, 200)}…` : body);

/** What the warning is about, in the person's words: never who reported it. */
function about(kind: ReportKind, body: string | null, group: { name: string; icon: string } | undefined) {
  if (kind === 'profile') return 'your profile at this event.';
  const quoted = body ? `:\n\n    "${snippet(body)}"` : '.';
  return kind === 'message' ? `your message on the ${group ? `${group.icon} ${group.name} ` : ''}board${quoted}` : `a message you sent in a chat${quoted}`;
}

/** The mail an organiser's warning sends (decision 019). */
export function warningMail(to: { email: string; username: string; eventName: string }, kind: ReportKind, body: string | null, group?: { name: string; icon: string }): Mail {
  return {
    to: to.email,
    subject: `A warning from the organisers of ${to.eventName}`,
    text:
      `Hi ${to.username},\n\nAn organiser of ${to.eventName} has warned you about ${about(kind, body, group)}\n\n` +
      `Please keep the event friendly and respectful for everyone. If it happens again, the organisers may remove you from the event.\n\n` +
      `The Mingle team\n`,
  };
}

/** To each organiser, for the first new report of an hour at their event: where to look, nothing of what was said. */
export function reportAlertMail(to: { email: string; username: string; eventName: string }, queueUrl: string): Mail {
  return {
    to: to.email,
    subject: `New report at ${to.eventName}`,
    text:
      `Hi ${to.username},\n\nSomeone at ${to.eventName} reported something to the organisers. Have a look and decide what to do:\n\n${queueUrl}\n\n` +
      `You get this mail at most once an hour per event; the Reports tab always shows everything open.\n\nThe Mingle team\n`,
  };
}
