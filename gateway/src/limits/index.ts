import type { Server } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { getVariableValues, type GraphQLSchema } from 'graphql';
import type { Logger } from '../common/logger';
import type { LimitsConfig } from './config';
import { assertCost, assertOwnerCalls, operationEstimate } from './cost';
import { assertCleanInput } from './input-guard';
import { holdSlot, type HeavyReads } from '../provider/heavy-reads';
import { gatewayError } from '../errors/errors';

export { maxPageOf, UNPAGED_LIST_SIZE, operationCost, operationEstimate } from './cost';
export { MAX_STRING_LENGTH } from './input-guard';

/** Contexts whose operation passed the limits (and whose variables are valid): only those prefetch. */
const passed = new WeakSet<object>();
export const passedLimits = (context: object): boolean => passed.has(context);

const CLIENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'QUERY_TOO_COMPLEX', 'BAD_REQUEST']);

/**
 * Before an operation runs: every String input clean and bounded, every page within its list's
 * maximum, the estimated cost (list pages multiplied by their size) under MAX_QUERY_COST, and the
 * calls of its `perOwner` fields (read one owner at a time without `byIds`) under MAX_PER_OWNER_CALLS.
 * A refusal is a 400 with BAD_USER_INPUT or QUERY_TOO_COMPLEX; no provider call is made.
 */
export interface LargeAnswerTurns<C> {
  bulkhead: HeavyReads;
  /** Told how long a request waited for its turn (its provider deadline starts after the wait). */
  waited?: (context: C, ms: number) => void;
  /** Aborted when the request's client has gone: it leaves the queue, or gives its turn back. */
  gone?: (context: C) => AbortSignal | undefined;
  /** Told of a request refused its turn (metrics). */
  refused?: (error: unknown) => void;
}

export function limitsPlugin<C extends object>(
  schema: GraphQLSchema,
  limits: LimitsConfig,
  largeAnswers?: LargeAnswerTurns<C>,
  perOwner: ReadonlySet<string> = new Set(),
): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      // the large-answer slot this request holds, released with its answer
      let release: (() => void) | undefined;
      // answered already (another plugin refused it while it waited for its turn): a turn that comes
      // after the answer is given back at once, never kept
      let answered = false;
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          if (!operation) return;
          assertCleanInput(document, operation, request.variables);
          const fragments = Object.fromEntries(document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [[d.name.value, d]] : [])));
          const estimate = operationEstimate(schema, operation, fragments, request.variables, {
            maxCost: limits.maxQueryCost,
            defaultMaxPage: limits.defaultMaxPage,
            perOwner,
          });
          const cost = estimate.cost;
          assertCost(cost, limits.maxQueryCost);
          assertOwnerCalls(estimate, limits.maxPerOwnerCalls);
          // A large answer (a year of month end, an export page) is built while at most a few others
          // are: the memory of the gateway is bounded by them, not by how many ask at once.
          if (largeAnswers && cost >= limits.largeAnswerCost) {
            const asked = Date.now();
            try {
              release = await holdSlot(largeAnswers.bulkhead, largeAnswers.gone?.(contextValue));
              if (answered) release();
              largeAnswers.waited?.(contextValue, Date.now() - asked);
            } catch (error) {
              largeAnswers.refused?.(error);
              throw gatewayError('PROVIDER_UNAVAILABLE', 'The gateway is busy with other large requests. Try again in a moment.', { http: { status: 503 } });
            }
          }
          // Variables that execution will refuse: nothing may start early for this request.
          if (!getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}).errors) passed.add(contextValue);
        },
        // A request refused for what it asks (armor's token limit answers 500 otherwise) is the client's: 400.
        async willSendResponse({ response }) {
          answered = true;
          release?.();
          const body = response.body;
          if (body.kind !== 'single' || body.singleResult.data !== undefined) return;
          const errors = body.singleResult.errors ?? [];
          if (errors.length && errors.every((e) => CLIENT_CODES.has(String(e.extensions?.code))) && (response.http.status ?? 500) >= 500)
            response.http.status = 400;
        },
      };
    },
  };
}

const STATUS_CODES: Record<number, string> = { 400: 'BAD_REQUEST', 408: 'REQUEST_TIMEOUT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };

/**
 * Any error that reaches express (malformed JSON, a body over the limit, a bad encoding) as a JSON
 * answer with a code and its 4xx — never express's HTML page or a stack trace, whatever NODE_ENV.
 */
export function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    // a coded refusal thrown outside GraphQL (/files: the shared store is gone): its own status and code
    const coded = (error as { extensions?: { code?: string; http?: { status?: number } } }).extensions;
    if (coded?.code && coded.http?.status) return res.status(coded.http.status).json({ error: { code: coded.code, message: (error as Error).message } });
    const status = Number((error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500);
    const type = (error as { type?: string }).type;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      const message =
        type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : type === 'entity.too.large'
            ? `The request body is larger than the limit of ${(error as { limit?: number }).limit ?? ''} bytes.`
            : 'The request is invalid.';
      return res.status(status).json({ errors: [{ message, extensions: { code } }] });
    }
    logger.error({ err: error, url: req.url }, 'request failed');
    return res.status(500).json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  };
}

/** Unknown paths and methods as JSON 404 (express would answer an HTML page). */
export const jsonNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] });
};

/**
 * A slow client cannot hold a connection: headers within HTTP_HEADERS_TIMEOUT_MS, the whole request
 * within HTTP_REQUEST_TIMEOUT_MS, idle keep-alive connections closed after HTTP_KEEP_ALIVE_TIMEOUT_MS.
 */
export function applyServerTimeouts(server: Server, limits: LimitsConfig): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node checks the two request timeouts on this interval; keep it well inside the bounds.
  (server as Server & { connectionsCheckingInterval?: number }).connectionsCheckingInterval = Math.min(1000, limits.headersTimeoutMs / 2);
}
