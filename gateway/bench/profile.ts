/**
 * `npx tsx gateway/bench/profile.ts`: where the gateway's CPU goes for one request, by part:
 * the V8 CPU profile (the inspector's Profiler, 100 µs sampling) of the gateway process over
 * sequential requests of a scenario (default the sales-order overview's page of 100), warm,
 * with the list cache on (so the provider's list comes from memory and what remains is the
 * gateway's own work) unless LIST_CACHE_MS says otherwise. Self time is summed per part of the
 * stack; the shares do not depend on the machine's speed as absolute times do.
 *
 * Environment: BENCH_PROFILE_SCENARIO (default sales-orders-page), BENCH_PROFILE_REQUESTS
 * (default 40), BENCH_SEED_SIZE, PROVIDER_LATENCY_MS, LIST_CACHE_MS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, scenarios } from './scenarios';
import { startStack, type CpuProfile } from './stack';

const log = (line: string) => process.stderr.write(`[bench:profile] ${line}\n`);

/** The part of the stack a sampled function belongs to. */
export function partOf(url: string, functionName: string): string {
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)' || functionName === '(root)') return 'V8/native (program)';
  // GRAPHQL_JIT=1: its compiler and runtime; the compiled operations themselves have no url (new Function) and count under node/native
  if (/node_modules\/graphql-jit\//.test(url)) return 'graphql-jit';
  if (/node_modules\/graphql\/execution\//.test(url)) return 'graphql-js execution';
  if (/node_modules\/graphql\/(validation|language|utilities)\//.test(url)) return 'graphql-js parse/validate/utilities';
  if (/node_modules\/graphql\//.test(url)) return 'graphql-js other';
  if (/node_modules\/@apollo\/server\//.test(url)) return 'Apollo Server';
  if (/node_modules\/(@escape\.tech|graphql-armor)/.test(url)) return 'graphql-armor';
  if (/gateway\/src\/lists\//.test(url)) return 'gateway: list filter/sort/page';
  if (/gateway\/src\/(domains|loaders)\//.test(url)) return 'gateway: resolvers and loaders';
  if (/gateway\/src\/provider\//.test(url)) return 'gateway: provider client and records';
  if (/gateway\/src\//.test(url)) return 'gateway: server, session, other';
  if (/node_modules\/(express|router|body-parser|raw-body|pino|pino-http|cookie|jose)/.test(url)) return 'express, logging, session crypto';
  if (/node_modules\/(dataloader|lru-cache)\//.test(url)) return 'dataloader, lru-cache';
  if (/node_modules\/undici|node:internal\/deps\/undici|internal\/fetch/.test(url)) return 'fetch (undici)';
  if (/^node:|^internal|^$/.test(url)) return `node/native${functionName === 'stringify' || functionName === 'parse' ? ' (JSON)' : ''}`;
  return 'other node_modules';
}

export function selfTimeByPart(profile: CpuProfile): { part: string; ms: number; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const part = partOf(node.callFrame.url, node.callFrame.functionName);
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const busy = [...totals].filter(([part]) => part !== '(idle)').reduce((s, [, ms]) => s + ms, 0);
  return [...totals]
    .filter(([part]) => part !== '(idle)')
    .map(([part, ms]) => ({ part, ms, share: ms / busy }))
    .sort((a, b) => b.ms - a.ms);
}

async function main(): Promise<void> {
  const name = process.env.BENCH_PROFILE_SCENARIO ?? 'sales-orders-page';
  const requests = Number(process.env.BENCH_PROFILE_REQUESTS ?? 40);
  const gatewayEnv: Record<string, string> = process.env.LIST_CACHE_MS !== undefined ? { LIST_CACHE_MS: process.env.LIST_CACHE_MS } : {};
  const stack = await startStack({ size: process.env.BENCH_SEED_SIZE ?? 'large', latencyMs: Number(process.env.PROVIDER_LATENCY_MS ?? 5), gatewayEnv, log });
  try {
    const login = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }',
        variables: { e: ADMIN.email, p: ADMIN.password },
      }),
    });
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
    const scenario = scenarios('1').find((s) => s.name === name);
    if (!scenario) throw new Error(`no scenario ${name}`);
    const call = async () => {
      const res = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
      });
      const json = (await res.json()) as { errors?: unknown[] };
      if (json.errors) throw new Error(JSON.stringify(json.errors));
    };
    for (let i = 0; i < 5; i++) await call();
    await stack.profileStart();
    const started = Date.now();
    for (let i = 0; i < requests; i++) await call();
    const wallMs = Date.now() - started;
    const profile = await stack.profileStop();
    const file = path.join(path.dirname(__filename), `profile-${name}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    const parts = selfTimeByPart(profile);
    const busy = parts.reduce((s, p) => s + p.ms, 0);
    process.stdout.write(
      `\nGateway CPU per request — ${name}, ${requests} sequential requests, list cache ${process.env.LIST_CACHE_MS === '0' ? 'off' : 'on'}: ` +
        `${(busy / requests).toFixed(1)} ms busy of ${(wallMs / requests).toFixed(1)} ms wall per request\n`,
    );
    for (const p of parts)
      process.stdout.write(`  ${p.part.padEnd(42)} ${(p.ms / requests).toFixed(2).padStart(7)} ms  ${(p.share * 100).toFixed(1).padStart(5)} %\n`);
    process.stdout.write(`profile written to ${path.relative(process.cwd(), file)} (open in Chrome DevTools)\n`);
  } finally {
    await stack.close();
  }
}

if (require.main === module) {
  main().catch((err: Error) => {
    process.stderr.write(`profile failed: ${err.stack ?? err.message}\n`);
    process.exit(1);
  });
}
