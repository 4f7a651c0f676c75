import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * A real server process (`src/main.ts` through tsx, so no build is needed) on a free port of
 * 127.0.0.1; resolves once it listens. `env` is its whole configuration: nothing of this
 * process's own server settings leaks in.
 */
export async function startServerProcess(env: Record<string, string>, { timeoutMs = 60_000 } = {}) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => ['PATH', 'HOME', 'TMPDIR', 'LANG'].includes(k)));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (output.length < 200) output.push(`${line}\n`);
        // Fastify's own line, in the JSON log: "Server listening at http://127.0.0.1:41235".
        const listening = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve(listening[1]!);
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output.join('')}`));
    });
  });
  return {
    origin,
    pid: child.pid!,
    /** What the process printed (the first lines and every error). */
    output: () => output.join(''),
    /** Sends the signal and waits for the process to end. */
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
