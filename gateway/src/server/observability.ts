import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Logger } from '../common/logger';
import type { Telemetry } from '../common/telemetry';
import type { HistoryStore } from '../history/store';
import type { GatewayConfig } from './config';
import { createMetrics, type GatewayMetrics, type WatchedState } from './metrics';
import { httpMetrics, operationMetrics, OperationNames, sessionMetrics } from './request-metrics';
import { startTracing, traceRequests } from './tracing';

/** What operations see of one gateway: /metrics, its spans, and the hooks the other parts call. */
export interface Observability {
  metrics: GatewayMetrics;
  /** For the provider client and the list cache (common/telemetry.ts). */
  telemetry: Telemetry;
  /** Counts and names each GraphQL operation. */
  plugin: ApolloServerPlugin;
  /** Before the routes: HTTP metrics, then the request's span. */
  front: RequestHandler[];
  /** A request's session look-up: its key, or null for none. */
  sessionSeen(key: string | null): void;
  watch(state: WatchedState): void;
  /** Sends the spans still buffered (the stop). */
  flush(): Promise<void>;
}

export function createObservability(config: GatewayConfig, logger: Logger): Observability {
  const metrics = createMetrics(logger);
  const tracing = startTracing(config.tracing, logger);
  return {
    metrics,
    telemetry: metrics.telemetry,
    plugin: operationMetrics(metrics.registry, new OperationNames(config.metricsExtraOperations)),
    front: [httpMetrics(metrics.registry), traceRequests],
    sessionSeen: sessionMetrics(metrics.registry),
    watch: metrics.watch,
    flush: async () => tracing?.flush(),
  };
}

/** Whether the history store answers a read within a second (the scrape's probe of it). */
export function historyProbe(store: HistoryStore, ms = 1000): () => Promise<boolean> {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const read = store.seen({ type: 'PRODUCT', id: '__probe__' }).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
