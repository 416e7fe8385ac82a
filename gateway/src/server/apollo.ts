import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { Telemetry } from '../common/telemetry';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Logger } from '../common/logger';
import type { GatewayContext } from '../context/context';
import { badInputExtensions, PUBLIC_CODES } from '../errors/errors';
import { introspectionGuard, suggestionsGuard } from '../http/security';
import { limitsPlugin, passedLimits } from '../limits';
import { changesData } from '../lists/changes-data';
import { prefetch, selectedCoordinates } from '../loaders/prefetch';
import { HeavyReadRefused, type HeavyReads } from '../provider/heavy-reads';
import { reportWrites } from '../provider/outcome';
import { defaultCatalogue } from '../provider/procedures/catalogue';
import type { PerOwnerField } from '../loaders/loaders';
import type { SessionManager } from '../session/manager';
import type { GatewayConfig } from './config';
import { jitExecutor } from './jit';
import type { buildSchema } from './schema';

export interface ApolloParts {
  built: ReturnType<typeof buildSchema>;
  sessions: SessionManager;
  logger: Logger;
  /** The large answers' turns (LARGE_ANSWERS_*): built a few at a time. */
  largeAnswers: HeavyReads;
  /** Hears the large answers' waits and refusals. */
  telemetry: Telemetry;
  /** The operations' metrics (request-metrics.ts). */
  plugins: ApolloServerPlugin<GatewayContext>[];
}

/** The Apollo server: armor's limits, the gateway's limits, prefetch and list-cache plugins, and its error masking. */
export function createApollo(config: GatewayConfig, parts: ApolloParts): ApolloServer<GatewayContext> {
  const { built, sessions, logger, telemetry } = parts;
  const { schema } = built;
  const armor = new ApolloArmor({
    maxDepth: { n: 12, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 30 },
    // Token limit through graphql's own parser (parseOptions below): armor's answers 500.
    maxTokens: { enabled: false },
    // Query cost is limits/cost.ts: it multiplies list pages by their size, which armor does not.
    costLimit: { enabled: false },
    // Field suggestions help developers in the IDE; callers without a session get none (suggestionsGuard).
    blockFieldSuggestion: { enabled: false },
  }).protect();

  return new ApolloServer<GatewayContext>({
    // graphql-jit executes (jit.ts): a month end of 10 000 rows cost 40 % less CPU (gateway/bench/README.md)
    ...(config.graphqlJit ? { gateway: jitExecutor(schema) } : { schema }),
    introspection: true,
    csrfPrevention: true,
    // main.ts owns SIGTERM: Apollo's own handler (NODE_ENV not `test`) stopped it at once and the
    // drain then answered every request 500; Apollo stops after the drain (server.ts `close`)
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: 3000 },
    ...armor,
    // No plugin may hook every field (willResolveField): Apollo then wraps every resolver, which
    // cost a month end of 10 000 rows a fifth of its CPU (gateway/bench/README.md). The cache
    // control plugin is the default one that does, for cache hints this schema does not give.
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ...armor.plugins,
      limitsPlugin<GatewayContext>(
        schema,
        config.limits,
        {
          bulkhead: parts.largeAnswers,
          waited: (context, ms) => {
            context.provider.waited(ms);
            telemetry.queueWait('large_answers', ms);
          },
          gone: (context) => context.gone,
          refused: (error) => telemetry.queueRefused('large_answers', error instanceof HeavyReadRefused ? error.reason : 'other'),
        },
        perOwnerCalls(config, built.perOwner),
      ),
      requestPlugin(built, sessions),
      introspectionGuard,
      suggestionsGuard,
      ...parts.plugins,
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
}

/** The fields read one owner at a time through the heavy reads' queue: none when the provider takes many ids (`byIds`). */
function perOwnerCalls(config: GatewayConfig, fields: readonly PerOwnerField[]): Set<string> {
  if (config.providerExtensions.has('byIds')) return new Set();
  return new Set(fields.filter((f) => defaultCatalogue[f.loader.key].heavy).map((f) => f.coordinate));
}

/** Per operation: prefetch a query's look-ups, end a session the provider ended. */
function requestPlugin({ schema, prefetchRules }: ApolloParts['built'], sessions: SessionManager): ApolloServerPlugin<GatewayContext> {
  return {
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
          // control plugin answered for a schema without hints; it is off, see createApollo)
          response.http.headers.set('cache-control', 'no-store');
          const body = response.body;
          if (body.kind === 'single' && body.singleResult.errors) {
            // never "not sent" after a write the provider answered: see reportWrites
            const reported = reportWrites(body.singleResult.errors, contextValue.provider.writeLog());
            body.singleResult.errors = reported.errors;
            if (reported.changed && response.http.status === 503) response.http.status = 200;
          }
          // A provider 401 ends the session: clear the cookie so the web client goes to /login.
          const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
          if (contextValue.session && errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
            contextValue.cookies.clearSession();
            if (contextValue.sessionKey) await sessions.end(contextValue.sessionKey);
          }
        },
      };
    },
  };
}
