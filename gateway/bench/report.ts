/**
 * The bench's printed report: the per-scenario tables (gateway against the ideal client) and
 * issue 15's targets, each with met or MISSED. run.ts measures; this file only formats.
 */
import type { LatencyFigures, ThroughputFigures } from './measure';
import type { PlanFigure } from './sql-plans';
import type { MemoryPeak } from './stack';

/** Issue 15's targets beside the ratios: the ideal client's products page, memory over the whole bench. */
export const TARGETS = { productsPageDirectP50Ms: 100, peakRssMb: 250, extensionsOffPeakRssMb: 300 };

export interface ClientFigures {
  callsPerRequest: number;
  calls: Record<string, number>;
  latency: LatencyFigures;
  throughput: ThroughputFigures;
}

export interface ScenarioResult {
  name: string;
  title: string;
  sameData: boolean;
  differences: string[];
  gateway: ClientFigures & {
    warnings: Record<string, number>;
    autocannon: { rps: number; p50: number; p99: number; errors: number; non2xx: number; timeouts: number } | null;
    memory: MemoryPeak;
  };
  direct: ClientFigures;
  ratios: { calls: number; p50: number; p99: number; throughput: number };
  targets: { calls: boolean; p50: boolean; throughput: boolean };
  loadBefore: number[];
  loadAfter: number[];
}

export interface ModeResult {
  mode: string;
  /** Extensions off: a spec-only provider, against the ideal client of that provider (issue 30). */
  specOnly?: boolean;
  results: ScenarioResult[];
  maxRss: number;
  orderId: string;
}

const ms = (x: number) => (Number.isNaN(x) ? '–' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const x2 = (x: number) => (Number.isNaN(x) ? '–' : `${x.toFixed(2)}×`);
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** A plain-text table: the first row is the header, the first column left-aligned, the rest right. */
export function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  return rows
    .map(
      (r, n) =>
        r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ') +
        (n === 0 ? `\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : ''),
    )
    .join('\n');
}

export function printResults(results: ScenarioResult[], concurrency: number): string {
  const lines: string[] = [];
  lines.push(
    table([
      ['scenario', 'calls gw', 'calls direct', 'ratio', 'p50 gw ms', 'p50 direct', 'ratio', 'p99 gw ms', 'p99 direct', 'ratio', 'n'],
      ...results.map((r) => [
        r.name,
        String(r.gateway.callsPerRequest),
        String(r.direct.callsPerRequest),
        x2(r.ratios.calls),
        ms(r.gateway.latency.p50),
        ms(r.direct.latency.p50),
        x2(r.ratios.p50),
        ms(r.gateway.latency.p99),
        ms(r.direct.latency.p99),
        x2(r.ratios.p99),
        `${r.gateway.latency.n}/${r.direct.latency.n}`,
      ]),
    ]),
  );
  lines.push('');
  lines.push(
    table([
      [
        'scenario',
        'req/s gw',
        'req/s direct',
        'ratio',
        'p50@16 gw',
        'p50@16 direct',
        'autocannon gw req/s',
        'p50/p99 ms',
        'gw peak RSS',
        'gw peak heap',
        'same data',
      ],
      ...results.map((r) => [
        r.name,
        r.gateway.throughput.rps.toFixed(1),
        r.direct.throughput.rps.toFixed(1),
        x2(r.ratios.throughput),
        ms(r.gateway.throughput.p50),
        ms(r.direct.throughput.p50),
        r.gateway.autocannon ? r.gateway.autocannon.rps.toFixed(1) : '–',
        r.gateway.autocannon ? `${ms(r.gateway.autocannon.p50)}/${ms(r.gateway.autocannon.p99)}` : '–',
        mb(r.gateway.memory.rss),
        mb(r.gateway.memory.heapUsed),
        r.sameData ? 'yes' : 'NO',
      ]),
    ]),
  );
  lines.push('');
  lines.push(
    table([
      ['scenario', 'calls ≤ direct', 'p50 ≤ 1.2×', 'throughput ≥ 0.8×', 'load before → after'],
      ...results.map((r) => [r.name, mark(r.targets.calls), mark(r.targets.p50), mark(r.targets.throughput), `${r.loadBefore[0]} → ${r.loadAfter[0]}`]),
    ]),
  );
  for (const r of results) {
    const routes = [...new Set([...Object.keys(r.gateway.calls), ...Object.keys(r.direct.calls)])].sort();
    const differ = routes.filter((route) => (r.gateway.calls[route] ?? 0) !== (r.direct.calls[route] ?? 0));
    if (differ.length)
      lines.push(
        `${r.name}: calls per request that differ (gateway vs direct): ${differ.map((route) => `${route} ${r.gateway.calls[route] ?? 0} vs ${r.direct.calls[route] ?? 0}`).join(', ')}`,
      );
    if (!r.sameData) lines.push(`${r.name}: data differs: ${r.differences.join('; ')}`);
    const errors = r.gateway.latency.errors + r.direct.latency.errors + r.gateway.throughput.errors + r.direct.throughput.errors;
    if (errors) {
      const by = (f: { errors: number }) => f.errors;
      lines.push(
        `${r.name}: failed requests, not counted in the figures: gateway ${by(r.gateway.latency)} at 1 and ${by(r.gateway.throughput)} at ${concurrency}, ` +
          `direct ${by(r.direct.latency)} at 1 and ${by(r.direct.throughput)} at ${concurrency}`,
      );
    }
    const c = r.gateway.autocannon;
    if (c && (c.errors || c.non2xx || c.timeouts))
      lines.push(`${r.name}: autocannon saw ${c.errors} errors, ${c.timeouts} timeouts, ${c.non2xx} non-2xx answers`);
    const warnings = Object.entries(r.gateway.warnings);
    if (warnings.length) lines.push(`${r.name}: the gateway logged (while measuring): ${warnings.map(([what, n]) => `${n}× ${what}`).join(', ')}`);
  }
  return lines.join('\n');
}

/** Issue 30 point 8: the overview without extensions against the spec-only ideal client, and the gateway's memory. */
function extensionsOffTargets(modes: ModeResult[], concurrency: number): string[][] {
  const rows: string[][] = [];
  for (const m of modes.filter((mode) => mode.specOnly)) {
    const overview = m.results.find((r) => r.name === 'sales-orders-page');
    if (overview) {
      rows.push([`${m.mode}: overview, gateway p50 ≤ 1.2× spec-only ideal`, x2(overview.ratios.p50), mark(overview.targets.p50)]);
      rows.push([
        `${m.mode}: overview, throughput at ${concurrency} ≥ 0.8× spec-only ideal`,
        `${x2(overview.ratios.throughput)} (${overview.gateway.throughput.rps.toFixed(1)} / ${overview.direct.throughput.rps.toFixed(1)} req/s)`,
        mark(overview.targets.throughput),
      ]);
    }
    const limit = TARGETS.extensionsOffPeakRssMb;
    rows.push([`${m.mode}: gateway peak RSS ≤ ${limit} MB`, mb(m.maxRss), mark(m.maxRss <= limit * 1024 * 1024)]);
  }
  return rows;
}

/** Issue 15's targets that are not per-scenario ratios, each with met or MISSED. */
export function printTargets(modes: ModeResult[], plans: PlanFigure[], concurrency: number): string {
  const rows: string[][] = [['target', 'figure', '']];
  for (const m of modes) {
    const products = m.results.find((r) => r.name === 'products-page');
    if (products) {
      rows.push([
        `${m.mode}: products page, ideal client p50 ≤ ${TARGETS.productsPageDirectP50Ms} ms`,
        `${ms(products.direct.latency.p50)} ms`,
        mark(products.direct.latency.p50 <= TARGETS.productsPageDirectP50Ms),
      ]);
      rows.push([`${m.mode}: products page, gateway p50 ≤ 1.2× ideal`, x2(products.ratios.p50), mark(products.targets.p50)]);
      const failed = products.gateway.latency.errors + products.gateway.throughput.errors;
      rows.push([`${m.mode}: products page, failed requests at ${concurrency} = 0`, String(failed), mark(failed === 0)]);
      const timeouts = Object.entries(products.gateway.warnings)
        .filter(([what]) => /timeout|abort/i.test(what))
        .reduce((n, [, k]) => n + k, 0);
      rows.push([`${m.mode}: products page, provider timeouts logged = 0`, String(timeouts), mark(timeouts === 0)]);
    }
    const allCalls = m.results.every((r) => r.targets.calls);
    rows.push([
      `${m.mode}: every scenario, provider calls ≤ ideal`,
      m.results.map((r) => `${r.gateway.callsPerRequest}/${r.direct.callsPerRequest}`).join(' '),
      mark(allCalls),
    ]);
  }
  rows.push(...extensionsOffTargets(modes, concurrency));
  const peak = Math.max(...modes.map((m) => m.maxRss));
  rows.push([`gateway peak RSS over the bench ≤ ${TARGETS.peakRssMb} MB`, mb(peak), mark(peak <= TARGETS.peakRssMb * 1024 * 1024)]);
  const before = plans.find((p) => p.name.includes('per-price'));
  const setBased = plans.find((p) => p.name.includes('(008)'));
  const now = plans.find((p) => p.name.includes('getPurchasePrices') && p.name.includes('(now)'));
  if (before && setBased && now) {
    rows.push([
      "canDelete of 100 products' purchase prices: now ≤ ½ the set-based join's time (same run)",
      `${before.executionMs} → ${setBased.executionMs} → ${now.executionMs} ms; buffers ${before.buffers} → ${setBased.buffers} → ${now.buffers}`,
      mark(now.executionMs <= setBased.executionMs / 2),
    ]);
  }
  return table(rows);
}
