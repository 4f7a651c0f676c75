import type { Mail } from '../../plugins/mail.js';

const signature = '\n\nSee you there,\nThe Mingle team\n';

/** Plain, readable mails. The code is on a line of its own so people (and tests) find it at once. */
export function signUpMail(to: string, username: string, code: string, link: string): Mail {
  return {
    to,
    subject: `Your Mingle code: ${code}`,
    text:
      `Hi ${username},\n\nWelcome to Mingle! Enter this code to verify your email address:\n\n` +
      `    ${code}\n\nOr open this link to verify and sign in:\n${link}\n\n` +
      `The code works for 24 hours. If you did not sign up, you can ignore this mail.` +
      signature,
  };
}

export function resetMail(to: string, username: string, code: string): Mail {
  return {
    to,
    subject: `Reset your Mingle password: ${code}`,
    text:
      `Hi ${username},\n\nSomeone (hopefully you) asked to reset your Mingle password. Enter this code:\n\n` +
      `    ${code}\n\nThe code works for 1 hour. If it was not you, ignore this mail; your password stays as it is.` +
      signature,
  };
}

export function signInWarningMail(to: string, username: string, failures: number, resetLink: string): Mail {
  return {
    to,
    subject: 'Someone is trying to sign in to your Mingle account',
    text:
      `Hi ${username},\n\nThere have been ${failures} failed attempts to sign in to your Mingle account in the last hour. ` +
      `We are slowing down whoever is trying, and you can still sign in as usual.\n\n` +
      `If it was not you, choose a new password to be safe:\n${resetLink}` +
      signature,
  };
}

/** To the owner of an address someone tried to sign up with, in place of a code. */
export function signUpAttemptMail(to: string, username: string, loginLink: string, resetLink: string): Mail {
  return {
    to,
    subject: 'Someone tried to sign up for Mingle with your address',
    text:
      `Hi ${username},\n\nSomeone tried to sign up for Mingle with your address. If it was you, sign in or reset your password.\n\n` +
      `Sign in:\n${loginLink}\n\nReset your password:\n${resetLink}\n\n` +
      `No new account was made and nothing about yours changed. If it was not you, you can ignore this mail.` +
      signature,
  };
}
