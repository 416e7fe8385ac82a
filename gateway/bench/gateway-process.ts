/**
 * The benchmark's gateway, in a process of its own (forked by stack.ts), configured from the
 * environment as in production (`readConfig`). It samples its own memory every 50 ms and answers
 * `{type:'memory', id}` with the peak since the last `{type:'memory-reset', id}`.
 * `{type:'profile-start'}` / `{type:'profile-stop'}` record a V8 CPU profile of what happens in
 * between (the inspector's Profiler, as `node --cpu-prof` does, but only for the measured requests).
 * `{type:'provider-calls'}` answers the provider calls since the last such message, with the time
 * each was answered (history.ts: calls per operation and the time between a read and a write).
 */
import { Session } from 'node:inspector/promises';
import { readConfig } from '../src/server/config';
import { createGateway } from '../src/server/server';
import { applyHeapGrowing, readHeapGrowingPercent } from '../src/server/memory';
import type { ProviderCallInfo } from '../src/server/metrics';

async function main(): Promise<void> {
  applyHeapGrowing(readHeapGrowingPercent(process.env)); // as main.ts does
  const config = readConfig();
  // kept only between two 'provider-calls' messages; a bench that never asks keeps at most the last 10 000
  let calls: (ProviderCallInfo & { endedAt: number })[] = [];
  const onProviderCall = (info: ProviderCallInfo) => {
    if (calls.length >= 10_000) calls = [];
    calls.push({ ...info, endedAt: Date.now() });
  };
  const gateway = await createGateway(config, { onProviderCall });
  const { url } = await gateway.listen(config.port, '127.0.0.1');

  let peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) };
  };
  setInterval(sample, 50).unref();

  let profiler: Session | null = null;
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    gateway.close().finally(() => process.exit(0));
  };
  process.on('message', (message: { type?: string; id?: number }) => {
    if (message?.type === 'memory') {
      sample();
      process.send?.({ id: message.id, value: { ...peak, maxRss: process.resourceUsage().maxRSS * 1024 } });
    } else if (message?.type === 'memory-reset') {
      peak = { rss: 0, heapUsed: 0 };
      sample();
      process.send?.({ id: message.id });
    } else if (message?.type === 'profile-start') {
      profiler = new Session();
      profiler.connect();
      void profiler
        .post('Profiler.enable')
        .then(() => profiler?.post('Profiler.setSamplingInterval', { interval: 100 }))
        .then(() => profiler?.post('Profiler.start'))
        .then(() => process.send?.({ id: message.id }));
    } else if (message?.type === 'profile-stop') {
      void profiler?.post('Profiler.stop').then(({ profile }) => {
        profiler?.disconnect();
        profiler = null;
        process.send?.({ id: message.id, value: profile });
      });
    } else if (message?.type === 'provider-calls') {
      process.send?.({ id: message.id, value: calls });
      calls = [];
    } else if (message?.type === 'close') stop();
  });
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.send?.({ type: 'ready', url });
}

main().catch((err: Error) => {
  process.stderr.write(`bench gateway failed: ${err.stack ?? err.message}\n`);
  process.send?.({ type: 'error', message: err.message });
  process.exit(1);
});
