/**
 * The benchmark's provider, in a process of its own (forked by stack.ts with an IPC channel):
 *
 * - `seed <dataDir> <size>`: creates, migrates and seeds a PGlite data directory, then exits.
 * - `serve <dataDir> <latencyMs>`: serves that directory on loopback (port BENCH_PROVIDER_PORT, else a free one) with the
 *   added latency and the request counter (`GET /__stats`); says `{type:'ready', url}` and
 *   stops on `{type:'close'}` or SIGTERM/SIGINT. BENCH_PROVIDER_PROFILE=spec serves the strict profile.
 */
import { openDatabase, runProvider, type SeedSize } from '../../provider/src';

const send = (message: unknown) => process.send?.(message);

async function seed(dataDir: string, size: SeedSize): Promise<void> {
  const { db } = await openDatabase({ dataDir, seedSize: size, useTemplate: false });
  await db.close();
}

async function serve(dataDir: string, latencyMs: number): Promise<void> {
  const port = Number(process.env.BENCH_PROVIDER_PORT ?? 0); // stack.ts: a port of its own on a shared machine
  const profile = process.env.BENCH_PROVIDER_PROFILE === 'spec' ? 'spec' : undefined;
  const provider = await runProvider({ dataDir, port, latencyMs, stats: true, useTemplate: false, profile });
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('message', (message: { type?: string }) => message?.type === 'close' && stop());
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  send({ type: 'ready', url: provider.url });
}

const [mode, dataDir, arg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: provider-process seed|serve <data dir> [size|port]');
const run = mode === 'seed' ? seed(dataDir, arg as SeedSize).then(() => process.exit(0)) : serve(dataDir, Number(arg ?? 0));
run.catch((err: Error) => {
  process.stderr.write(`bench provider failed: ${err.stack ?? err.message}\n`);
  send({ type: 'error', message: err.message });
  process.exit(1);
});
