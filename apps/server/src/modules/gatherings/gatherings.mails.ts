import type { Mail } from '../../plugins/mail.js';

interface Cancelled {
  title: string;
  when: string;
  eventName: string;
  note: string | null;
  /** Who called it off: its creator's name, or null for the organisers. */
  by: string | null;
  url: string;
}

/** The mail each person going gets when a gathering is called off. */
export function cancelledMail(to: { email: string; username: string }, g: Cancelled): Mail {
  const note = g.note ? `\n\n${g.by ?? 'The organisers'} wrote:\n\n    ${g.note.replace(/\n/g, '\n    ')}` : '';
  return {
    to: to.email,
    subject: `Cancelled: ${g.title}`,
    text:
      `Hi ${to.username},\n\n"${g.title}" (${g.when}) at ${g.eventName} has been cancelled by ${g.by ?? 'the organisers'}. You said you were going, so we wanted you to know.${note}\n\n` +
      `See what else is on: ${g.url}\n\nThe Mingle team\n`,
  };
}

interface PlaceGiven {
  title: string;
  when: string;
  location: string;
  eventName: string;
  url: string;
}

/** To someone in line: a place came free and is theirs (they asked to go); how to give it back. */
export function placeGivenMail(to: { email: string; username: string }, g: PlaceGiven): Mail {
  return {
    to: to.email,
    subject: `You're going: ${g.title}`,
    text:
      `Hi ${to.username},\n\nA place came free at "${g.title}" (${g.when}, ${g.location}) at ${g.eventName}, and it is yours: you were first in line, so you are now going.\n\n` +
      `Can't make it after all? Give the place to the next person: ${g.url}\n\nThe Mingle team\n`,
  };
}
