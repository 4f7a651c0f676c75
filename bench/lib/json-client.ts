/**
 * A light HTTP/1.1 JSON client over a fixed number of keep-alive connections (node:http), so the
 * load generator costs little CPU on a machine it shares with the server and the database.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export function jsonClient(origin: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(origin);
  return {
    request(method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: Record<string, string> = { ...opts.headers };
      if (payload !== undefined) headers['content-type'] = 'application/json';
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const started = performance.now();
      return new Promise((resolve) => {
        const req = http.request({ agent, hostname, port, method, path, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
        });
        // A broken connection is an error of the run, counted as status 0.
        req.on('error', (err) => resolve({ status: 0, body: err.message, ms: performance.now() - started }));
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** Runs `work` for every item with at most `concurrency` in flight. */
export async function eachConcurrently<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export const percentile = (xs: number[], p: number) => (xs.length ? xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]! : NaN);
