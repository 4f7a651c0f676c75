import crypto from 'node:crypto';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/** Query values that are secrets or personal: mail-link codes, reset tokens, addresses. */
const SECRET_PARAMS = new Set(['code', 'token', 'resettoken', 'email']);

/** The URL as the request log may keep it: secret query values replaced. */
export function redactUrl(raw: string): string {
  // An invitation's token travels in its path (POST /invitations/{token}/accept).
  const url = raw.replace(/\/invitations\/[^/?]+\/accept/, '/invitations/[redacted]/accept');
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

/**
 * Request ids for the log: a random part per process and a counter, unique across processes
 * without 122 fresh random bits per request (a UUID each was a measurable share of a hot read,
 * decision 015). They only tie a request's log lines together; nothing trusts them.
 */
export function requestIds(): () => string {
  const processPart = crypto.randomUUID().slice(0, 13);
  let n = 0;
  return () => `${processPart}-${(++n).toString(36)}`;
}

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
    const elapsed = reply.elapsedTime;
    const level = reply.statusCode >= 400 || elapsed >= SLOW_REQUEST_MS ? 'info' : 'debug';
    // A line at a level that is off is not even built (every quick success at the default level).
    if (!levelEnabled(reply.log, level)) return;
    reply.log[level]({ req, res: reply, responseTime: Math.round(elapsed) }, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's loggers answer this; a logger that cannot is asked to log everything. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
const levelEnabled = (log: LevelAware, level: Level) => log.isLevelEnabled?.(level) ?? true;

/**
 * A request's logger (Fastify's `childLoggerFactory`): pino's child with the request id is made on
 * the first line at an enabled level, not for every request. At the default level most requests
 * write nothing, and a child per request was a measurable share of a hot read (decision 015).
 * Lines are the same as pino's child writes them.
 */
class RequestLogger implements LevelAware {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }
  #log(level: Level, args: unknown[]) {
    if (levelEnabled(this.#child ?? this.parent, level)) (this.#logger()[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  isLevelEnabled(level: string) {
    return levelEnabled(this.#child ?? this.parent, level as Level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#logger().child(bindings, options);
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`: lazy unless the route asks for its own level or serializers. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (Object.keys(options).length) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
