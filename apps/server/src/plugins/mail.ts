import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a mail; with a `cid`, the HTML part shows it inline (`<img src="cid:...">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** Every mail has its plain text; a few add an HTML part (for an image) and attachments. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the mail is printed to the log so the code can be read there. */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        opts.log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (no SMTP_URL set, printed instead)\n${mail.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: opts.from, ...mail });
    },
    close: () => transport.close(),
  };
}
