import { expect } from '@playwright/test';

export const MAIL_HTTP = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 2581}`;

interface Mail {
  to: string[];
  text: string;
  at: number;
}

/**
 * What `pattern` finds in the newest mail to `to` that has it and arrived after `since` (ms epoch),
 * waiting for it. Other mail may arrive in between (a join mails the pass after the sign-up's code).
 */
async function fromNewestMail(to: string, since: number, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as Mail[]).filter((m) => m.at >= since);
        const match = mails
          .reverse()
          .map((m) => pattern.exec(m.text))
          .find(Boolean);
        found = match?.[1] ?? match?.[0];
        return found;
      },
      { timeout: 10_000, message: `a mail with ${what} for ${to}` },
    )
    .toBeTruthy();
  return found!;
}

/** The 6-digit code of the newest mail to `to` that arrived after `since` (ms epoch). */
export const codeFromMail = (to: string, since = 0) => fromNewestMail(to, since, /^ {4}(\d{6})\s*$/m, 'a code');

/** The sign-in link (…/auth/callback?…) of the newest mail to `to` that arrived after `since`. */
export const linkFromMail = (to: string, since = 0) => fromNewestMail(to, since, /https?:\/\/\S+\/auth\/callback\?\S+/, 'a link');

/** What `pattern` finds in the newest mail to `to` that arrived after `since`, waiting for it. */
export const textFromMail = (to: string, since: number, pattern: RegExp) => fromNewestMail(to, since, pattern, String(pattern));

/** The image a mail to `to` shows inline as `cid` (its base64 part), as bytes. */
export async function inlineImageFromMail(to: string, since: number, cid: string) {
  const base64 = await fromNewestMail(to, since, new RegExp(`Content-ID: <${cid}>[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`), `an image ${cid}`);
  return Buffer.from(base64.replace(/\s/g, ''), 'base64');
}
