#!/usr/bin/env node
// Starts the whole product as one process tree: the embedded provider (PGlite under .data/,
// seeded on first start), the gateway, and the built web client served by the gateway.
//   node scripts/start.mjs        production build, one port (PORT, default 4000)
//   node scripts/start.mjs --dev  hot reload: provider and gateway under `tsx watch`, Vite on 5173
// With PROVIDER_URL set, no embedded provider is started: the gateway talks to that one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ensureSessionKey } from './session-key.mjs';
import { readyBanner } from './start-banner.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const port = Number(process.env.PORT ?? 4000);
const providerPort = Number(process.env.PROVIDER_PORT ?? 4100);
const external = Boolean(process.env.PROVIDER_URL);
const providerUrl = process.env.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`;
const children = [];
let stopping = false;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push({ name, child });
  return child;
}

// node itself runs the provider and the gateway (tsx as a loader): the tsx command relays a signal
// and kills its child if that has not reported it within 30 ms, which a busy gateway may miss
const nodeWithTsx = (script, nodeArgs = []) => (dev ? [tsx, ['watch', ...nodeArgs, script]] : [process.execPath, [...nodeArgs, '--import', 'tsx', script]]);

async function waitFor(url, name, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not become ready at ${url} within ${ms / 1000} s`);
}

const exited = (child) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));

/**
 * The gateway first, with the signal received: on SIGTERM it drains and finishes its requests
 * (gateway/src/cluster/drain.ts), which still need the provider; Ctrl-C (SIGINT) skips the drain.
 * Then the rest; bounded by the gateway's SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS, plus 5 s.
 */
async function stop(code = 0, signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  const { drainMs, graceMs } = await drainSettings;
  setTimeout(() => process.exit(code), (signal === 'SIGTERM' ? drainMs : 0) + graceMs + 5000).unref();
  const gateway = children.find((c) => c.name === 'gateway')?.child;
  if (gateway) {
    gateway.kill(signal);
    await exited(gateway);
  }
  for (const { child } of children) child.kill('SIGTERM');
  await Promise.all(children.map(({ child }) => exited(child)));
  process.exit(code);
}
const drainSettings = tsImport('../gateway/src/cluster/drain.ts', import.meta.url).then(({ readDrainSettings }) => readDrainSettings(process.env));
process.on('SIGINT', () => void stop(0, 'SIGINT'));
process.on('SIGTERM', () => void stop(0, 'SIGTERM'));

const started = Date.now();
try {
  if (!dev) {
    const dist = path.join(root, 'web/dist/index.html');
    if (!existsSync(dist) || newest(path.join(root, 'web/src')) > statSync(dist).mtimeMs) {
      console.log('[start] building the web client…');
      const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('the web build failed');
    }
  }
  if (!external) {
    start('provider', ...nodeWithTsx('provider/src/main.ts'), { PORT: String(providerPort) });
    await waitFor(`${providerUrl}/healthz`, 'provider');
  }
  // the gateway's node flags and environment (its heap floor, malloc arenas: gateway/src/server/memory.ts)
  const { gatewayLaunch } = await tsImport('../gateway/src/server/memory.ts', import.meta.url);
  const launch = gatewayLaunch(process.env);
  start('gateway', ...nodeWithTsx('gateway/src/main.ts', launch.nodeArgs), {
    ...launch.env,
    PORT: String(port),
    PROVIDER_URL: providerUrl,
    // the embedded provider offers every extension of the contract (none as a spec provider,
    // PROVIDER_PROFILE=spec); a company's names its own
    PROVIDER_EXTENSIONS: process.env.PROVIDER_EXTENSIONS ?? (external || process.env.PROVIDER_PROFILE === 'spec' ? 'none' : 'all'),
    ...ensureSessionKey(process.env, path.join(root, '.data', 'session.key')),
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 'gateway');
  if (dev) start('web', 'npm', ['run', 'dev', '-w', 'web']);
  const url = dev ? 'http://127.0.0.1:5173' : `http://127.0.0.1:${port}`;
  const banner = readyBanner({ url, port, seconds: (Date.now() - started) / 1000, external, providerUrl });
  console.log(`\n${banner.join('\n')}\n`);
} catch (error) {
  console.error(`[start] ${error.message}`);
  stop(1);
}
