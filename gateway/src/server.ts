import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type Request, type Response } from 'express';
import type { GraphQLError } from 'graphql';
import pinoHttp from 'pino-http';
import client from 'prom-client';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { badInputExtensions, PUBLIC_CODES } from './errors';
import { Loaders } from './loaders/loaders';
import { prefetch, selectedCoordinates } from './loaders/prefetch';
import { createLogger, type Logger } from './logger';
import { launchWarning } from './memory';
import { buildCatalogue } from './provider/catalogue';
import { ProviderClient } from './provider/client';
import { ListCache } from './provider/list-cache';
import { createFaultPolicy } from './provider/faults';
import { HeavyReads } from './provider/heavy-reads';
import { applyServerTimeouts, jsonErrors, jsonNotFound, limitsPlugin, passedLimits } from './limits';
import { buildSchema } from './schema';
import { jitExecutor } from './jit';
import { webClientFiles } from './http/web-client';
import { downloadHeaders, ideSignInPage, introspectionGuard, metricsGuard, securityHeaders } from './http/security';
import type { ActiveSession, SessionManager } from './session/manager';
import { createSessionServices } from './session/services';
import { SESSION_COOKIE, tokenFromRequest } from './session/session';
import { changesData } from './lists/changes-data';
import { createCluster } from './cluster';

export interface Gateway {
  app: express.Express;
  listen(port?: number, host?: string): Promise<{ server: Server; url: string }>;
  /** The server-side sessions (tests look into them; operations could end them). */
  sessions: SessionManager;
  /** SIGTERM: drains (cluster/drain.ts), then closes; resolves once every connection is closed. */
  stop(opts?: { drain?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export interface GatewayOptions {
  logger?: Logger;
  /** Called for every provider request (tests count calls with it). */
  onProviderCall?: (info: { method: string; path: string; status: number; ms: number }) => void;
  /** The sessions' clock (tests move it to reach idle and absolute ends). */
  now?: () => number;
}

/** Builds the gateway: /graphql, /files, /healthz, /readyz, /metrics and the web client. */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? createLogger(config.logLevel);
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
    help: 'Whether this process started with its heap floor and malloc arenas (gateway/src/memory.ts, scripts/start.mjs): 1 yes, 0 no',
    registers: [registry],
  }).set(unlaunched ? 0 : 1);

  // with REDIS_URL: what every instance shares (idempotency answers, list generations) and how it stops
  const cluster = await createCluster(config.cluster, config.session.redisUrl, config.faults, config.providerTimeoutMs, logger);
  const listCache = new ListCache(config.listCacheMs, { maxBytes: config.listCacheMaxBytes });
  const provider = new ProviderClient({
    baseUrl: config.providerUrl,
    apps: { main: config.providerApp, accounting: config.providerAccountingApp },
    catalogue: buildCatalogue(config.procedureOverrides),
    timeoutMs: config.providerTimeoutMs,
    retries: config.providerRetries,
    extensions: config.providerExtensions,
    faults: createFaultPolicy(config.faults, logger, cluster.idempotency),
    listCache,
    listCacheScope: config.listCacheScope,
    logger,
    onCall(info) {
      providerCalls.inc({ method: info.method, status: String(info.status) });
      providerSeconds.observe(info.ms / 1000);
      options.onProviderCall?.(info);
    },
  });
  const sessionServices = createSessionServices(config.session, provider, logger, options.now, cluster.redis);
  const { sessions, throttle } = sessionServices;
  const { schema, prefetchRules } = buildSchema();

  const armor = new ApolloArmor({
    maxDepth: { n: 12, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 30 },
    // Token limit through graphql's own parser (parseOptions below): armor's answers 500.
    maxTokens: { enabled: false },
    // Query cost is limits/cost.ts: it multiplies list pages by their size, which armor does not.
    costLimit: { enabled: false },
    // Field suggestions help developers in the IDE; the schema is public to signed-in users anyway.
    blockFieldSuggestion: { enabled: false },
  }).protect();

  const requestPlugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          // A change's writes make the lists they affect stale (provider/list-generations.ts).
          // Queries only: a mutation's payload is read after the change, and a refused change
          // (userErrors) reads nothing, so starting its look-ups early would be wasted calls.
          // Without a session nothing is prefetched: every field would refuse, the provider too;
          // and only for an operation that passed the limits (limits/index.ts) with valid variables.
          if (!changesData(operation) && contextValue.session && passedLimits(contextValue))
            prefetch(prefetchRules, selectedCoordinates(schema, document), contextValue.loaders);
        },
        async willSendResponse({ response, contextValue }) {
          // every answer is one user's: never kept by a browser or a proxy (what Apollo's cache
          // control plugin answered for a schema without hints; it is off, see below)
          response.http.headers.set('cache-control', 'no-store');
          // A provider 401 ends the session: clear the cookie so the web client goes to /login.
          const body = response.body;
          const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
          if (contextValue.session && errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
            contextValue.cookies.clearSession();
            if (contextValue.sessionKey) await sessions.end(contextValue.sessionKey);
          }
        },
      };
    },
  };

  const apollo = new ApolloServer<GatewayContext>({
    // graphql-jit executes (jit.ts): a month end of 10 000 rows cost 40 % less CPU (gateway/bench/README.md)
    ...(config.graphqlJit ? { gateway: jitExecutor(schema) } : { schema }),
    introspection: true,
    csrfPrevention: true,
    parseOptions: { maxTokens: 3000 },
    ...armor,
    // No plugin may hook every field (willResolveField): Apollo then wraps every resolver, which
    // cost a month end of 10 000 rows a fifth of its CPU (gateway/bench/README.md). The cache
    // control plugin is the default one that does, for cache hints this schema does not give.
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ...armor.plugins,
      limitsPlugin<GatewayContext>(schema, config.limits, {
        bulkhead: new HeavyReads(config.limits.largeAnswers),
        waited: (context, ms) => context.provider.waited(ms),
        gone: (context) => context.gone,
      }),
      requestPlugin,
      introspectionGuard,
    ],
    formatError(formatted, error) {
      const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
      if (code === 'BAD_USER_INPUT')
        return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: badInputExtensions(formatted) };
      if (PUBLIC_CODES.has(code)) return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
      logger.error({ err: unwrapResolverError(error), path: formatted.path }, 'internal error');
      return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    },
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.use(cluster.drain.track);
  // the client's address (login throttling, /metrics) is read through these proxies only
  app.set('trust proxy', config.session.trustProxy);
  app.use(securityHeaders(config.cookieSecure));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      // the user's address (TRUST_PROXY), beside the socket's that pino-http logs
      customProps: (req) => ({ client: (req as Request).ip }),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const notReady = cluster.notReady();
    if (notReady) return res.status(503).json({ status: notReady });
    const ready = await provider.ready();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'provider unavailable' });
  });
  app.get('/metrics', metricsGuard(config.metricsToken), async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });

  const sessionOf = async (req: Request): Promise<ActiveSession | null> => sessions.resume(tokenFromRequest(req.headers));
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, secure: config.cookieSecure, path: '/' };

  // The GraphQL IDE for developers: a browser asking for /graphql as a page gets GraphiQL,
  // built into the web client (no CDN here) and authorised by the session cookie.
  const graphiqlPage = path.join(config.webDist, 'graphiql.html');
  app.get('/graphql', async (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query) {
      if (!(await sessionOf(req).catch(() => null))) return ideSignInPage(res);
      if (existsSync(graphiqlPage)) return res.sendFile(graphiqlPage);
      return res.status(503).type('text/plain').send('The GraphQL IDE is part of the web build: run `npm run build` first.');
    }
    next();
  });

  app.use(
    '/graphql',
    express.json({ limit: config.maxRequestBytes }),
    expressMiddleware(apollo, {
      async context({ req, res }): Promise<GatewayContext> {
        // one tick, so one Redis round trip for both (cluster/redis.ts: auto-pipelining)
        const [active, generations] = await Promise.all([sessionOf(req), cluster.generationsOf()]);
        const session = active?.session ?? null;
        const requestProvider = provider
          .withToken(session?.providerToken, session?.userName, session?.roleNames)
          .forRequest({ idempotencyKey: req.get('idempotency-key'), generations });
        const gone = new AbortController();
        res.on('close', () => {
          if (!res.writableFinished) gone.abort();
        });
        return {
          gone: gone.signal,
          requestId: String(req.id),
          logger: req.log as unknown as Logger,
          session,
          provider: requestProvider,
          loaders: new Loaders(requestProvider),
          sessions,
          sessionKey: active?.key ?? null,
          clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
          loginThrottle: throttle,
          company: config.company,
          cookies: {
            setSession: (token) => res.cookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: sessions.maxAgeMs }),
            clearSession: () => res.clearCookie(SESSION_COOKIE, cookieOptions),
          },
        };
      },
    }),
  );

  // Files: streamed to and from the provider, never held in memory. Uploads need the custom
  // header that a cross-site form cannot send (the same CSRF rule as /graphql).
  app.post('/files', async (req: Request, res: Response) => {
    const session = await sessionOf(req);
    if (!session) return res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-requested-with']) {
      return res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Uploads need the apollo-require-preflight header.' } });
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      return res.status(400).json({ error: { code: 'BAD_REQUEST', message: 'Send the file as multipart/form-data.' } });
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > config.maxUploadBytes) return tooLarge(res, config.maxUploadBytes);
    const abort = new AbortController();
    let seen = 0;
    const limiter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > config.maxUploadBytes) {
          abort.abort();
          return done(new Error('too large'));
        }
        done(null, chunk);
      },
    });
    req.pipe(limiter);
    try {
      const result = await provider.withToken(session.session.providerToken).upload(limiter as unknown as Readable, contentType, abort.signal);
      if ('tooLarge' in result) return tooLarge(res, config.maxUploadBytes);
      res.json({ id: result.id });
    } catch (error) {
      if (abort.signal.aborted) return tooLarge(res, config.maxUploadBytes);
      sendFileError(res, error, logger);
    }
  });

  app.get('/files/:id', async (req: Request, res: Response) => {
    const session = await sessionOf(req);
    if (!session) return res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'Not signed in.' } });
    try {
      // File ids are the provider's integers; anything else names no file (and is not sent on).
      if (!/^\d{1,9}$/.test(String(req.params.id))) return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'File not found.' } });
      // The provider answers 404 for a file of no record the user may see (provider/API.md, Files).
      const upstream = await provider.withToken(session.session.providerToken).download(String(req.params.id));
      if (upstream.status === 404) return res.status(404).json({ error: { code: 'NOT_FOUND', message: 'File not found.' } });
      if (!upstream.ok || !upstream.body)
        return res.status(502).json({ error: { code: 'PROVIDER_UNAVAILABLE', message: 'The provider could not deliver the file.' } });
      downloadHeaders(res, upstream.headers);
      await pipeline(Readable.fromWeb(upstream.body as never), res);
    } catch (error) {
      if (!res.headersSent) sendFileError(res, error, logger);
    }
  });

  // The built web client, with the router's paths falling back to index.html.
  if (existsSync(config.webDist)) {
    app.use(webClientFiles(config.webDist));
    app.get(/^\/(?!graphql|files|healthz|readyz|metrics).*/, (_req, res) =>
      // no-cache: a browser asks again each time, so a new build's chunk names are seen at once
      res.sendFile(path.join(config.webDist, 'index.html'), { headers: { 'cache-control': 'no-cache' } }),
    );
  }
  app.use(jsonNotFound);
  app.use(jsonErrors(logger));

  let server: Server | undefined;
  const close = async () => {
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    await apollo.stop();
    await sessionServices.close();
    await cluster.close();
  };
  return {
    app,
    sessions,
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
    async stop(opts) {
      await cluster.drain.stop(server, opts);
      await close();
    },
    close,
  };
}

function tooLarge(res: Response, limit: number) {
  res.setHeader('connection', 'close');
  return res.status(413).json({ error: { code: 'PAYLOAD_TOO_LARGE', message: `The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`, limit } });
}

function sendFileError(res: Response, error: unknown, logger: Logger) {
  const code = (error as GraphQLError)?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return res.status(401).json({ error: { code, message: 'The session has ended.' } });
  if (code === 'PROVIDER_UNAVAILABLE') return res.status(502).json({ error: { code, message: 'The provider cannot be reached right now.' } });
  if (code === 'PROVIDER_ERROR' || code === 'OUTCOME_UNKNOWN')
    return res.status(code === 'PROVIDER_ERROR' ? 400 : 504).json({ error: { code, message: (error as GraphQLError).message } });
  logger.error({ err: error }, 'file transfer failed');
  return res.status(500).json({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'The file could not be transferred.' } });
}
