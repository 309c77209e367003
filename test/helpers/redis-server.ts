/**
 * A throwaway redis-server on a free loopback port, for the tests of the Redis bucket store.
 * Where the binary is missing the tests are skipped locally (with the reason) and fail in CI,
 * whose .ci/run installs it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export function redisServerMissing(): string | false {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  if (found.error === undefined && found.status === 0) return false;
  if (process.env.CI) throw new Error('redis-server is not installed: .ci/run should have installed it');
  return 'redis-server is not installed (apt-get install redis-server); .ci/run installs it';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningRedis {
  url: string;
  port: number;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT); it then answers what it was sent meanwhile. */
  resume(): void;
  stop(): Promise<void>;
}

export async function startRedis(port?: number): Promise<RunningRedis> {
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${seen}`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${seen}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pause: () => signal(child, 'SIGSTOP'),
    resume: () => signal(child, 'SIGCONT'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.exitCode !== null || !child.kill(name)) throw new Error(`redis-server could not be sent ${name}`);
}
