import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushArrival {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A stand-in for the browsers' push services (outside the product): it keeps what arrived, by path,
 * for the test to read, and takes each push with 201, or 410 Gone for a path in `gone` (the browser
 * unsubscribed).
 */
export async function startPushService() {
  const arrivals: PushArrival[] = [];
  const gone = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = gone.has(req.url ?? '') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    arrivals,
    gone,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}
