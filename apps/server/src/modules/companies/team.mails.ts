import type { Mail } from '../../plugins/mail.js';

const roleWords = { owner: 'an owner (events and the team)', organiser: 'an organiser (running its events)' } as const;

/** The invitation: who asked, to which company, as what, and the link (it works for `days` days, once). */
export function invitationMail(to: string, inviter: string, company: string, role: keyof typeof roleWords, link: string, days: number): Mail {
  return {
    to,
    subject: `${inviter} invited you to ${company} on Mingle`,
    text:
      `Hi,\n\n${inviter} invited you to join ${company} on Mingle as ${roleWords[role]}.\n\n` +
      `Open this link to accept (sign up or log in with this address, ${to}):\n${link}\n\n` +
      `The link works for ${days} days, once. If you did not expect this, you can ignore this mail.` +
      '\n\nSee you there,\nThe Mingle team\n',
  };
}
