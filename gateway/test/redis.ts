import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A free loopback port (asked of the OS, then let go). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throw-away redis-server for a test file: loopback only, nothing written to disk, stopped by
 * `stop()`. Gives up after `timeoutMs` if it does not answer PING (`apt-get install redis-server`).
 */
export async function startRedis(
  timeoutMs = 15_000,
  opts: { port?: number; password?: string } = {},
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const bin = process.env.REDIS_SERVER_PATH ?? 'redis-server';
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    // `port`: the same server again after a stop (a test of Redis going away and coming back)
    const port = opts.port ?? (await freePort());
    const auth = opts.password ? ['--requirepass', opts.password] : [];
    const child: ChildProcess = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', '--loglevel', 'warning', ...auth],
      { stdio: 'ignore' },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
    const url = opts.password ? `redis://:${encodeURIComponent(opts.password)}@127.0.0.1:${port}` : `redis://127.0.0.1:${port}`;
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    };
    try {
      await Promise.race([waitForPing(url, timeoutMs), spawnError]);
      return { url, port, stop };
    } catch (error) {
      lastError = error;
      await stop();
    }
  }
  throw new Error(`redis-server did not start: ${String((lastError as Error)?.message ?? lastError)}`);
}

async function waitForPing(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // disconnectTimeout 0: a refused attempt's socket is already closed, and ioredis would otherwise
    // keep a 2 s timer for it (jest then waits for it after the tests)
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, disconnectTimeout: 0 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return;
    } catch {
      /* not yet */
    } finally {
      client.disconnect();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no PING answer at ${url} within ${timeoutMs} ms`);
}
