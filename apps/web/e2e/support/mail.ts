import { expect } from '@playwright/test';

export const MAIL_HTTP = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 2581}`;

interface Mail {
  to: string[];
  text: string;
  at: number;
}

/** The 6-digit code of the newest mail to `to` that arrived after `since` (ms epoch). */
export async function codeFromMail(to: string, since = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as Mail[]).filter((m) => m.at >= since);
        code = /^ {4}(\d{6})\s*$/m.exec(mails.at(-1)?.text ?? '')?.[1];
        return code;
      },
      { timeout: 10_000, message: `a mail with a code for ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/** The sign-in link (…/auth/callback?…) of the newest mail to `to` that arrived after `since`. */
export async function linkFromMail(to: string, since = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAIL_HTTP}/mails?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as Mail[]).filter((m) => m.at >= since);
        link = /https?:\/\/\S+\/auth\/callback\?\S+/.exec(mails.at(-1)?.text ?? '')?.[0];
        return link;
      },
      { timeout: 10_000, message: `a mail with a link for ${to}` },
    )
    .toBeTruthy();
  return link!;
}
