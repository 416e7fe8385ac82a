import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request } from 'express';
import pinoHttp from 'pino-http';
import type { Logger } from '../common/logger';
import type { GatewayContext } from '../context/context';
import { ideSignInPage, metricsGuard, securityHeaders } from '../http/security';
import { webClientFiles } from '../http/web-client';
import { jsonErrors, jsonNotFound } from '../limits';
import { Loaders } from '../loaders/loaders';
import type { ProviderClient } from '../provider/client';
import type { ActiveSession, SessionManager } from '../session/manager';
import { SESSION_COOKIE } from '../session/session';
import type { LoginThrottle } from '../session/throttle';
import type { GatewayConfig } from './config';
import type { GatewayMetrics } from './metrics';
import type { Cluster } from '../cluster';
import { HistoryRecorder } from '../history/recorder';
import type { HistoryStore } from '../history/store';
import type { RecordLocks } from '../history/record-lock';

export interface RouteParts {
  provider: ProviderClient;
  sessions: SessionManager;
  throttle: LoginThrottle;
  sessionOf(req: Request): Promise<ActiveSession | null>;
  logger: Logger;
  cluster: Cluster;
  /** Where the history of changes lives (history/open-store.ts). */
  history: HistoryStore;
  /** The per-record lock of a change across gateways (history/record-lock.ts). */
  recordLocks: RecordLocks;
}

/** Security headers and the request log, before every route. */
export function frontMiddleware(app: express.Express, config: GatewayConfig, logger: Logger, cluster: Cluster): void {
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
      // a GET to /graphql carries its operation and variables (a password, once) in the query string
      serializers: { req: withoutGraphqlQuery },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
    }),
  );
}

/** A request as logged: /graphql's query string never (neither in the URL nor parsed), the rest as it came. */
function withoutGraphqlQuery<T extends { url?: string; query?: unknown }>(req: T): T {
  if (!req.url || !namesGraphql(req.url)) return req;
  req.url = req.url.replace(/\?.*$/s, '');
  delete req.query;
  return req;
}

/**
 * Whether a URL's path names /graphql in any spelling: express routes /GRAPHQL and /graphql/ to
 * Apollo too, and //graphql or /%67raphql to the web client, their query strings as telling.
 */
function namesGraphql(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as it came
  }
  return /graphql/i.test(decoded);
}

/** /healthz, /readyz (the provider answers) and /metrics (behind its token). */
export function healthRoutes(app: express.Express, config: GatewayConfig, provider: ProviderClient, metrics: GatewayMetrics, cluster: Cluster): void {
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
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** /graphql: the IDE page for a browser, else Apollo with one context per request. */
export function graphqlRoutes(app: express.Express, config: GatewayConfig, apollo: ApolloServer<GatewayContext>, parts: RouteParts): void {
  const { provider, sessions, throttle, sessionOf, cluster } = parts;
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
          .forRequest({ idempotencyKey: req.get('idempotency-key'), generations, requestId: String(req.id), traceparent: req.get('traceparent') });
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
          userAgent: req.get('user-agent') ?? null,
          company: config.company,
          history: new HistoryRecorder(parts.history, session?.userName ?? null, parts.recordLocks),
          cookies: {
            setSession: (token) => res.cookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: sessions.maxAgeMs }),
            clearSession: () => res.clearCookie(SESSION_COOKIE, cookieOptions),
          },
        };
      },
    }),
  );
}

/** The built web client, with the router's paths falling back to index.html; then the JSON 404 and error answers. */
export function webClientAndFallbacks(app: express.Express, config: GatewayConfig, logger: Logger): void {
  if (existsSync(config.webDist)) {
    app.use(webClientFiles(config.webDist));
    app.get(/^\/(?!graphql|files|healthz|readyz|metrics).*/, (_req, res) =>
      // no-cache: a browser asks again each time, so a new build's chunk names are seen at once
      res.sendFile(path.join(config.webDist, 'index.html'), { headers: { 'cache-control': 'no-cache' } }),
    );
  }
  app.use(jsonNotFound);
  app.use(jsonErrors(logger));
}
