import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query values that are secrets or personal: mail-link codes, reset tokens, addresses. */
const SECRET_PARAMS = new Set(['code', 'token', 'resettoken', 'email']);

/** The URL as the request log may keep it: secret query values replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let key = name;
      try {
        key = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return SECRET_PARAMS.has(key.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

/** Fastify's request serializer, without secrets in the URL. */
export const requestLogSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** Answers slower than this are logged at info, as failures are. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One line per request, after the answer, instead of Fastify's two (decision 015): at info for
 * failures (4xx, 5xx) and slow answers, at debug for the rest, so the default level keeps what
 * needs a look and LOG_LEVEL=debug gives a full access log. Every line, and every error logged
 * while handling, carries the request id.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (error) return reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    const notable = reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS;
    // A level that is off is a no-op function in pino.
    reply.log[notable ? 'info' : 'debug']({ req, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  }
}
