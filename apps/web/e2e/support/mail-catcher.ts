/**
 * A real SMTP server for the browser tests: the app sends its mail here over SMTP, and the tests
 * read it back over HTTP (GET /mails?to=<address>). Started by playwright.config.ts.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 2581);
const mails: { to: string[]; text: string; at: number }[] = [];

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      mails.push({ to, text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')), at: Date.now() });
      done();
    });
  },
}).listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const body = url.pathname === '/health' ? { ok: true } : mails.filter((m) => !to || m.to.includes(to));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  })
  .listen(HTTP_PORT, '127.0.0.1');
