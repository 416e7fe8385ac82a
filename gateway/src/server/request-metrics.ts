import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { context as otelContext, trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import client from 'prom-client';
import { PUBLIC_CODES } from '../errors/errors';
import { KNOWN_OPERATIONS } from './operation-names';

/** Outcomes besides the public error codes: every other code is `other`, so the label stays bounded. */
const OUTCOME_CODES = new Set([...PUBLIC_CODES, 'INTERNAL_SERVER_ERROR', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND']);

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * An operation's metric label: the web client's and the report examples' names always, the first
 * `extra` other names sent (a report builder's own), and `other` for every name after those.
 */
export class OperationNames {
  private readonly known: Set<string>;
  private readonly seen = new Set<string>();

  constructor(
    private readonly extra: number,
    known: readonly string[] = KNOWN_OPERATIONS,
  ) {
    this.known = new Set(known);
  }

  label(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (this.known.has(name) || this.seen.has(name)) return name;
    if (this.seen.size < this.extra && GRAPHQL_NAME.test(name)) {
      this.seen.add(name);
      return name;
    }
    return 'other';
  }
}

/** ok, user_error (a payload's userErrors), or the first error's code. */
export function outcomeOf(response: GraphQLResponse): string {
  const body = response.body;
  if (body.kind !== 'single') return 'ok';
  const { data, errors } = body.singleResult;
  if (errors?.length) {
    const code = String(errors[0]?.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    return OUTCOME_CODES.has(code) ? code : 'other';
  }
  const refused = Object.values(data ?? {}).some(
    (v) => Array.isArray((v as { userErrors?: unknown[] } | null)?.userErrors) && (v as { userErrors: unknown[] }).userErrors.length > 0,
  );
  return refused ? 'user_error' : 'ok';
}

/**
 * Per GraphQL operation: a count by name, type and outcome, and its duration; and the request's
 * span (server/tracing.ts) named after it. One hook per operation, none per field.
 */
export function operationMetrics(registry: client.Registry, names: OperationNames): ApolloServerPlugin {
  const registers = [registry];
  const count = new client.Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations by name (web client and report examples by name, others up to a bound, then other), type and outcome (ok, user_error, or the error code)',
    labelNames: ['operation', 'type', 'outcome'],
    registers,
  });
  const seconds = new client.Histogram({
    name: 'graphql_operation_seconds',
    help: 'GraphQL operation duration, from the parsed request to the answer, by name and type',
    labelNames: ['operation', 'type'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  return {
    async requestDidStart({ request }) {
      const started = process.hrtime.bigint();
      let operation = names.label(request.operationName);
      let type = 'unknown';
      return {
        // a request refused before it resolves (an invalid one) is named from its document
        async validationDidStart({ document }) {
          if (request.operationName) return;
          const op = document.definitions.find((d) => d.kind === 'OperationDefinition');
          if (op?.kind === 'OperationDefinition') {
            operation = names.label(op.name?.value);
            type = op.operation;
          }
        },
        async didResolveOperation({ operation: op, operationName }) {
          // an operationName the document lacks resolves to none: keep the name the request sent
          if (!op) return;
          operation = names.label(operationName ?? op.name?.value);
          type = op.operation;
          const span = trace.getSpan(otelContext.active());
          span?.updateName(`${type} ${operation}`);
          span?.setAttributes({ 'graphql.operation.name': operationName ?? '', 'graphql.operation.type': type });
        },
        async willSendResponse({ response }) {
          const outcome = outcomeOf(response);
          count.inc({ operation, type, outcome });
          seconds.observe({ operation, type }, Number(process.hrtime.bigint() - started) / 1e9);
          trace.getSpan(otelContext.active())?.setAttribute('backoffice.outcome', outcome);
        },
      };
    },
  };
}

/** The route label of a path: the gateway's few routes, the web client's files, or other. */
export function routeOf(path: string): string {
  for (const route of ['/graphql', '/files', '/healthz', '/readyz', '/metrics']) if (path === route || path.startsWith(`${route}/`)) return route;
  return path.startsWith('/assets/') || path === '/' || !path.includes('.') ? 'web' : 'other';
}

/** Every HTTP request: count by route, method and status, duration by route, and how many are in flight. */
export function httpMetrics(registry: client.Registry): RequestHandler {
  const registers = [registry];
  const count = new client.Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests by route, method and status (closed: the client left before the answer)',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const seconds = new client.Histogram({
    name: 'gateway_http_request_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['route'],
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const inFlight = new client.Gauge({ name: 'gateway_http_requests_in_flight', help: 'HTTP requests being answered now', registers });
  const methods = new Set(['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const route = routeOf(req.path);
    const method = methods.has(req.method) ? req.method : 'other';
    inFlight.inc();
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      inFlight.dec();
      count.inc({ route, method, status: res.writableFinished ? String(res.statusCode) : 'closed' });
      seconds.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.on('finish', end);
    res.on('close', end);
    next();
  };
}

/** Sessions: each request's look-up, and how many distinct sessions used this instance in the last five minutes. */
export function sessionMetrics(registry: client.Registry, now: () => number = Date.now): (key: string | null) => void {
  const windowMs = 5 * 60_000;
  const lastSeen = new Map<string, number>();
  const lookups = new client.Counter({
    name: 'gateway_session_lookups_total',
    help: 'Requests by whether they came with a live session (active) or none (signed out, expired, forged)',
    labelNames: ['result'],
    registers: [registry],
  });
  new client.Gauge({
    name: 'gateway_sessions_active',
    help: 'Distinct sessions that sent a request to this instance in the last five minutes',
    registers: [registry],
    collect() {
      const since = now() - windowMs;
      for (const [key, at] of lastSeen) {
        if (at >= since) break;
        lastSeen.delete(key);
      }
      this.set(lastSeen.size);
    },
  });
  return (key) => {
    lookups.inc({ result: key ? 'active' : 'none' });
    if (!key) return;
    // re-inserted, so the map stays in order of last use: the stale ones are at its start
    const at = now();
    lastSeen.delete(key);
    lastSeen.set(key, at);
    for (const [old, seen] of lastSeen) {
      if (seen >= at - windowMs) break;
      lastSeen.delete(old);
    }
  };
}
