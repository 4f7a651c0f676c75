/**
 * nginx from the OS packages in front of server processes, configured by deploy/nginx.conf as it
 * is: only the ports change, and the upstream lists one line per process. nginx missing: as root it
 * is installed with apt-get (and says so first); otherwise it says how and exits.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function ensureNginx(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error('nginx is not installed. Install it from the OS packages (sudo apt-get install nginx) and run this again.');
    process.exit(1);
  }
  console.log('nginx is not installed: installing it from the OS packages now (apt-get install -y nginx).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env }).status === 0;
  if (!ok) throw new Error('apt-get install nginx failed');
  return '/usr/sbin/nginx';
}

interface Options {
  dir: string;
  listen: number;
  upstreams: number[];
  /** Open connections per worker (each proxied socket holds two). */
  workerConnections?: number;
  workers?: number;
}

/** deploy/nginx.conf with this run's ports, inside a minimal nginx.conf of its own (nothing of the system's). */
function nginxConfig({ dir, listen, upstreams, workerConnections = 1024, workers = 1 }: Options) {
  const site = fs
    .readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')
    // The upstream's first server line, once per process; the file's other ones go.
    .replace(/^( *server 127\.0\.0\.1:)3001( .*\n)((?: *server 127\.0\.0\.1:\d+.*\n)*)/m, (_all, head: string, tail: string) => upstreams.map((port) => `${head}${port}${tail}`).join(''))
    .replace('listen 80;', `listen 127.0.0.1:${listen};`);
  fs.writeFileSync(path.join(dir, 'mingle.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes ${workers};
worker_rlimit_nofile ${workerConnections + 100};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  # Which process answered.
  add_header X-Mingle-Upstream $upstream_addr always;
  include ${dir}/mingle.conf;
}
`,
  );
  return path.join(dir, 'nginx.conf');
}

/** Starts nginx and waits until health answers through it; `stop` ends it at once (SIGTERM: a graceful quit would wait for every live socket). */
export async function startNginx(binary: string, options: Options) {
  const proxy = spawn(binary, ['-c', nginxConfig(options), '-p', options.dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  const origin = `http://127.0.0.1:${options.listen}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 50) throw new Error(`nginx did not answer on ${origin}: ${fs.readFileSync(path.join(options.dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, pid: proxy.pid!, stop: () => new Promise((resolve) => (proxy.once('exit', resolve), proxy.kill('SIGTERM'))) };
}
