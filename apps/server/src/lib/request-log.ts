import type { FastifyRequest } from 'fastify';

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
