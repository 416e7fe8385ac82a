import client from 'prom-client';
import type { Logger } from '../common/logger';
import { launchWarning } from './memory';

export interface ProviderCallInfo {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface GatewayMetrics {
  registry: client.Registry;
  /** Counts and times one provider request. */
  providerCall(info: ProviderCallInfo): void;
}

/** The /metrics registry: provider calls, Node's defaults, and whether the launch settings were applied. */
export function createMetrics(logger: Logger): GatewayMetrics {
  const registry = new client.Registry();
  const providerCalls = new client.Counter({
    name: 'provider_calls_total',
    help: 'Requests sent to the provider',
    labelNames: ['method', 'status'],
    registers: [registry],
  });
  const providerSeconds = new client.Histogram({
    name: 'provider_call_seconds',
    help: 'Provider call duration',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  client.collectDefaultMetrics({ register: registry });
  const unlaunched = launchWarning(process.execArgv, process.env);
  if (unlaunched) logger.warn(unlaunched);
  new client.Gauge({
    name: 'gateway_launch_settings_applied',
    help: 'Whether this process started with its heap floor and malloc arenas (gateway/src/server/memory.ts, scripts/start.mjs): 1 yes, 0 no',
    registers: [registry],
  }).set(unlaunched ? 0 : 1);
  return {
    registry,
    providerCall(info) {
      providerCalls.inc({ method: info.method, status: String(info.status) });
      providerSeconds.observe(info.ms / 1000);
    },
  };
}
