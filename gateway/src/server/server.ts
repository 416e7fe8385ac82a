import type { Server } from 'node:http';
import express, { type Request } from 'express';
import { createLogger, type Logger } from '../common/logger';
import { applyServerTimeouts } from '../limits';
import { ListCache } from '../provider/list-cache';
import { ProviderClient } from '../provider/client';
import { createFaultPolicy } from '../provider/faults';
import { HeavyReads } from '../provider/heavy-reads';
import { buildCatalogue } from '../provider/procedures/catalogue';
import type { ActiveSession, SessionManager } from '../session/manager';
import { createSessionServices } from '../session/services';
import { tokenFromRequest } from '../session/session';
import { createApollo } from './apollo';
import type { GatewayConfig } from './config';
import { fileRoutes } from './files';
import type { GatewayMetrics, ProviderCallInfo } from './metrics';
import { createObservability, historyProbe } from './observability';
import { traceRootFields } from './tracing';
import { frontMiddleware, graphqlRoutes, healthRoutes, webClientAndFallbacks } from './routes';
import { buildSchema } from './schema';
import { createCluster } from '../cluster';
import { openHistoryStore, startRetention } from '../history/open-store';
import { historyWarnings } from '../history/settings';
import { bindHistoryToProvider } from '../history/provider-binding';
import { openRecordLocks, type RecordLocks } from '../history/record-lock';

export interface Gateway {
  app: express.Express;
  listen(port?: number, host?: string): Promise<{ server: Server; url: string }>;
  /** The server-side sessions (tests look into them; operations could end them). */
  sessions: SessionManager;
  /** What /metrics reads (tests check the alert rules' and the dashboard's names and labels against it). */
  metrics: GatewayMetrics['registry'];
  /** SIGTERM: drains (cluster/drain.ts), then stops Apollo and closes the stores; once, a second call waits for the first. */
  stop(opts?: { drain?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export interface GatewayOptions {
  logger?: Logger;
  /** Called for every provider request (tests count calls with it). */
  onProviderCall?: (info: ProviderCallInfo) => void;
  /** The sessions' clock (tests move it to reach idle and absolute ends). */
  now?: () => number;
  /** The record locks instead of those the settings name (the bench compares them on one stack); the caller closes them. */
  recordLocks?: RecordLocks;
}

/** Builds the gateway: /graphql, /files, /healthz, /readyz, /metrics and the web client. */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const observe = createObservability(config, logger);
  // with REDIS_URL: what every instance shares (idempotency answers, list generations) and how it stops
  const cluster = await createCluster(config.cluster, config.session.redisUrl, config.faults, config.providerTimeoutMs, logger);
  const listCache = new ListCache(config.listCacheMs, { maxBytes: config.listCacheMaxBytes, telemetry: observe.telemetry });
  const faults = createFaultPolicy(config.faults, logger, cluster.idempotency);
  const provider = new ProviderClient({
    baseUrl: config.providerUrl,
    apps: { main: config.providerApp, accounting: config.providerAccountingApp },
    catalogue: buildCatalogue(config.procedureOverrides),
    timeoutMs: config.providerTimeoutMs,
    retries: config.providerRetries,
    extensions: config.providerExtensions,
    maxPerOwnerCalls: config.limits.maxPerOwnerCalls,
    faults,
    lists: { cache: listCache, scope: config.listCacheScope },
    logger,
    telemetry: observe.telemetry,
    onCall: options.onProviderCall,
  });
  // the history is its provider's: refuse to start over another one's (provider-binding.ts)
  await bindHistoryToProvider({ ...config.history, providerUrl: config.providerUrl, logger });
  const history = startRetention(await openHistoryStore({ ...config.history, logger }), config.history.retentionDays, logger);
  for (const warning of historyWarnings(config)) logger.warn(warning);
  // a lock outlives the longest a write may take (transport.ts bounds its exchange so), then ends by itself
  const lockTtlMs = Math.max(config.faults.requestDeadlineMs, config.providerTimeoutMs, config.faults.writeSettleMs) + 5_000;
  const recordLocks =
    options.recordLocks ??
    openRecordLocks({ redis: cluster.redis, databaseUrl: config.history.databaseUrl }, { ttlMs: lockTtlMs, waitMs: config.history.lockWaitMs }, logger);
  logger.info({ recordLocks: recordLocks.kind }, `A save's version check holds its record's lock (${recordLocks.kind})`);
  const sessionServices = createSessionServices(config.session, provider, logger, options.now, cluster.redis);
  const { sessions, throttle } = sessionServices;
  const built = buildSchema();
  traceRootFields(built.schema);
  const largeAnswers = new HeavyReads(config.limits.largeAnswers);
  const apollo = createApollo(config, { built, sessions, logger, largeAnswers, telemetry: observe.telemetry, plugins: [observe.plugin] });
  await apollo.start();

  const sessionOf = async (req: Request): Promise<ActiveSession | null> => {
    const active = await sessions.resume(tokenFromRequest(req.headers));
    observe.sessionSeen(active?.key ?? null);
    return active;
  };
  const redis = cluster.redis;
  observe.watch({
    breaker: faults.breaker,
    queues: { heavy_reads: faults.heavyReads, large_answers: largeAnswers },
    listCache,
    redisUp: redis ? () => redis.status === 'ready' : null,
    historyUp: historyProbe(history),
    draining: () => cluster.drain.stopping,
  });
  const app = express();
  frontMiddleware(app, config, logger, cluster);
  app.use(observe.front);
  healthRoutes(app, config, provider, observe.metrics, cluster);
  graphqlRoutes(app, config, apollo, { provider, sessions, throttle, sessionOf, logger, cluster, history, recordLocks });
  fileRoutes(app, { provider, sessionOf, maxUploadBytes: config.maxUploadBytes, logger });
  webClientAndFallbacks(app, config, logger);

  let server: Server | undefined;
  let stopped: Promise<void> | undefined;
  const close = async () => {
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    await apollo.stop();
    await sessionServices.close();
    await cluster.close();
    if (!options.recordLocks) await recordLocks.close();
    await history.close();
    await observe.flush();
  };
  return {
    app,
    sessions,
    metrics: observe.metrics.registry,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve) => {
        server = app.listen(port, host, () => {
          const address = server!.address();
          const actual = typeof address === 'object' && address ? address.port : port;
          resolve({ server: server!, url: `http://${host}:${actual}` });
        });
        applyServerTimeouts(server, config.limits);
      });
    },
    stop(opts) {
      stopped ??= cluster.drain.stop(server, opts).then(close);
      return stopped;
    },
    close,
  };
}
