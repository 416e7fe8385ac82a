/**
 * The provider's HTTP API (see ../API.md): express 5 over a Db.
 */
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import pino, { type Logger } from 'pino';
import { bearerAuth } from './auth/bearer';
import { tokenRouter } from './users/token-route';
import { contractLayer, violationsRouter, Violations, type ProviderProfile } from './contract/layer';
import type { Db } from './db';
import { filesRouter } from './files/routes';
import { INVALID_REQUEST } from './lib/http';
import { createRegistry, type ProcedureRegistry } from './procedures';
import { ProcedureMessages, proceduresRouter } from './procedures/routes';
import { accountRouter, usersRouter } from './users/routes';

export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export interface ProviderAppOptions {
  db: Db;
  /** Delay before every answer, standing for a network (PROVIDER_LATENCY_MS). */
  latencyMs?: number;
  /** Largest accepted upload (PROVIDER_MAX_UPLOAD_BYTES), default 25 MiB. */
  maxUploadBytes?: number;
  logger?: Logger;
  /** The procedures; default every domain's. */
  registry?: ProcedureRegistry;
  /**
   * Benchmarks only: count requests by route and answer the counts at `GET /__stats`
   * (`POST /__stats/reset` starts over). Off unless asked for.
   */
  stats?: boolean;
  /**
   * `full` (default): every procedure and extension. `spec`: the spec part of openapi.yaml alone,
   * every request and answer checked against it (contract/layer.ts).
   */
  profile?: ProviderProfile;
  /** Record requests and answers that break the contract (always under `spec`): `GET /__contract/violations`. */
  recordViolations?: boolean;
}

function isProcedureCall(req: Request): boolean {
  return req.path.toLowerCase().startsWith('/api/factory/');
}

/** Request counts for benchmarks: every request but /__stats itself, by `METHOD path` (no query). */
function statsRouter(): express.RequestHandler {
  let byRoute: Record<string, number> = {};
  let total = 0;
  return (req, res, next) => {
    if (req.path === '/__stats' && req.method === 'GET') return void res.json({ total, byRoute });
    if (req.path === '/__stats/reset' && req.method === 'POST') {
      byRoute = {};
      total = 0;
      return void res.json({ total, byRoute });
    }
    const route = `${req.method} ${req.path}`;
    byRoute[route] = (byRoute[route] ?? 0) + 1;
    total++;
    next();
  };
}

export function createProviderApp(options: ProviderAppOptions): Express {
  const { db } = options;
  const latencyMs = options.latencyMs ?? 0;
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const logger = options.logger ?? pino({ level: 'silent' });
  const registry = options.registry ?? createRegistry();

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  if (options.stats) app.use(statsRouter());

  const profile = options.profile ?? 'full';
  const record = profile === 'spec' || options.recordViolations === true;
  const violations = new Violations(logger);
  app.locals.contractViolations = violations;
  if (record) app.use(violationsRouter(profile, violations));

  if (latencyMs > 0) app.use((_req, _res, next) => void setTimeout(next, latencyMs));

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.debug({ method: req.method, url: req.originalUrl, status: res.statusCode, ms }, 'request');
    });
    next();
  });

  app.get('/healthz', async (_req, res) => {
    await db.query('select 1');
    res.json({ status: 'ok' });
  });

  app.use(tokenRouter(db));

  const jsonBody = [
    express.json({ limit: '1mb', type: ['application/json', 'text/json', 'text/plain'] }),
    express.urlencoded({ extended: false, limit: '1mb' }),
  ];

  // ChangePassword is also open without a token (the expired-password flow names the user).
  app.use(accountRouter(db, jsonBody));

  app.use(bearerAuth(db));

  app.use(filesRouter(db, maxUploadBytes));
  if (profile === 'spec' || record) app.use(contractLayer({ profile, record, logger }, violations));
  app.use(proceduresRouter(db, registry, logger));

  app.use(jsonBody);
  app.use(usersRouter(db));

  app.use((req: Request, res: Response) => {
    res.status(404).json({ Message: `No HTTP resource was found that matches the request URI '${req.originalUrl}'.` });
  });

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const type = (err as { type?: string }).type;
    const procedure = isProcedureCall(req);
    if (res.headersSent) {
      logger.error({ err }, 'error after the answer started');
      res.end();
      return;
    }
    if (type === 'entity.parse.failed') {
      res.status(400).json(procedure ? { Success: false, Message: ProcedureMessages.malformedJson } : { Message: INVALID_REQUEST });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json(procedure ? { Success: false, Message: 'The request is too large.' } : { Message: 'The request is too large.' });
      return;
    }
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(procedure ? { Success: false, Message: INVALID_REQUEST } : { Message: INVALID_REQUEST });
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
    res.status(500).json(procedure ? { Success: false, Message: ProcedureMessages.fault } : { Message: ProcedureMessages.fault });
  };
  app.use(onError);
  return app;
}
