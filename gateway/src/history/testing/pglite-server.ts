import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** PGlite in memory behind a socket on 127.0.0.1 (pglite-wire-server.mjs), as a PostgreSQL URL for the history's tests. */
export function startPgliteServer(): Promise<{ url: string; stop: () => void }> {
  const server: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'pglite-wire-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: () => server.kill('SIGTERM') });
    });
    server.once('exit', (code) => reject(new Error(`the PGlite server stopped (${code})`)));
  });
}
