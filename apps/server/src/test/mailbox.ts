import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable undone, for reading links. */
  text: string;
}

const CODE = /^ {4}(\d{6})\s*$/m;

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server in the test process: mail leaves our code over SMTP and is read back here. */
export async function startMailbox() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  /** Addresses refused at RCPT TO, as a real server refuses a dead mailbox: the send fails. */
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (refused.has(address.address.toLowerCase())) return done(Object.assign(new Error('550 No such mailbox'), { responseCode: 550 }));
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        waiters.splice(0).forEach((w) => w());
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The newest mail to `to` from index `after` on (that `has` what is asked for), waiting for one. */
  async function waitForMail(to: string, after = 0, timeoutMs = 5000, has: (m: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails
        .slice(after)
        .filter((m) => m.to.includes(to.toLowerCase()) && has(m))
        .at(-1);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail for ${to}`);
      // Woken by the next mail to arrive, or by the deadline.
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    /** From now on, mail to this address fails (each test refuses addresses of its own). */
    refuse: (address: string) => void refused.add(address.toLowerCase()),
    /** The 6-digit code of the newest mail to this address that has one (other mail, such as a pass, may come between). */
    async codeFor(to: string, after = 0) {
      const withCode = (m: CapturedMail) => CODE.test(m.text);
      return CODE.exec((await waitForMail(to, after, 5000, withCode)).text)![1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
