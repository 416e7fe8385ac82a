import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProvider, type StartProviderOptions } from '../../provider/src';
import { readConfig, type GatewayConfig } from '../src/server/config';
import { createLogger } from '../src/common/logger';
import { ALL_EXTENSIONS } from '../src/provider/extensions';
import { createGateway, type GatewayOptions } from '../src/server/server';
import type { SessionSettings } from '../src/session/settings';

/**
 * How long a suite may take to start its stack (provider on PGlite, gateway, fixtures): ~9 s on a
 * quiet machine, past 60 s once in CI while the e2e suite ran beside the unit suite on two cores.
 */
export const STACK_START_MS = 120_000;

export const ADMIN = { email: 'admin@backoffice.test', password: 'Admin!2024' };
export const ORDER = { email: 'order@backoffice.test', password: 'Order!2024' };
export const FINANCE = { email: 'finance@backoffice.test', password: 'Finance!2024' };
export const EXPIRED = { email: 'expired@backoffice.test', password: 'Expired!2024' };

export interface GqlResult<T = any> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  headers: Headers;
}

/**
 * A real provider on a fresh database and a gateway over it, on loopback ports of their own.
 * `calls` records every request the gateway sent to the provider. The list cache is off unless
 * a test turns it on: tests also change data behind the gateway's back (`db`).
 * Each stack has a session key of its own. Roles are re-read every 10 minutes unless a test
 * asks for less, so that a slow run never adds the re-read's provider calls to a test's count.
 * `provider` lets a second gateway share the first stack's provider (and `session.redisUrl` its sessions).
 */
export type StackOverrides = Partial<Omit<GatewayConfig, 'session'>> & { session?: Partial<SessionSettings> };

export async function startStack(
  overrides: StackOverrides = {},
  logger = createLogger('silent'),
  options: Pick<GatewayOptions, 'now' | 'recordLocks'> & {
    provider?: { url: string; db: Awaited<ReturnType<typeof startProvider>>['db'] };
    /** Puts something between gateway and provider (the fault proxy): takes the provider's URL, answers the gateway's. */
    providerUrlOf?: (providerUrl: string) => Promise<string>;
    /** How the stack's own provider runs: `profile: 'spec'` (the strict provider), `recordViolations`. */
    providerProfile?: Pick<StartProviderOptions, 'profile' | 'recordViolations'>;
  } = {},
) {
  const own = options.provider ? null : await startProvider({ port: 0, fresh: true, ...options.providerProfile });
  const provider = options.provider ?? own!;
  const providerUrl = options.providerUrlOf ? await options.providerUrlOf(provider.url) : provider.url;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'gateway-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Backoffice</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  const base = readConfig({ NODE_ENV: 'test', SESSION_SECRET: randomBytes(32).toString('base64url'), SESSION_ROLES_REFRESH_SECONDS: '600' });
  const { session: sessionOverrides, ...rest } = overrides;
  const config: GatewayConfig = {
    ...base,
    providerUrl,
    webDist,
    logLevel: 'silent',
    listCacheMs: 0,
    providerExtensions: ALL_EXTENSIONS,
    ...rest,
    session: { ...base.session, ...sessionOverrides },
  };
  const calls: { method: string; path: string; status: number }[] = [];
  const gateway = await createGateway(config, { logger, onProviderCall: (c) => calls.push(c), now: options.now, recordLocks: options.recordLocks });
  const { url } = await gateway.listen(0, '127.0.0.1');

  async function gql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    auth: { token?: string; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...auth.headers };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    let res: Response;
    try {
      // sent once: the gateway keeps idle connections longer than the client (65 s against undici's
      // 4 s), so the client closes first and no request goes out on a socket the server just closed
      res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    } catch (error) {
      throw new Error(`fetch failed: ${describeCause(error)}`);
    }
    const body = (await res.json()) as { data: T; errors?: GqlResult['errors'] };
    return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
  }

  async function login(user: { email: string; password: string }): Promise<string> {
    const r = await gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token userErrors { code message } } }', {
      e: user.email,
      p: user.password,
    });
    const token = r.data?.login?.token;
    if (!token) throw new Error(`login of ${user.email} failed: ${JSON.stringify(r.data ?? r.errors)}`);
    return token;
  }

  return {
    url,
    providerUrl: provider.url,
    /** The provider's database, for arranging what the API cannot (another domain's rows). */
    db: provider.db,
    /** The stack's own provider (null when shared): its contract violations when recorded. */
    provider: own,
    config,
    calls,
    sessions: gateway.sessions,
    /** The gateway's /metrics registry. */
    metrics: gateway.metrics,
    gql,
    login,
    async close() {
      await gateway.close();
      await own?.close();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export const codes = (r: GqlResult) => (r.errors ?? []).map((e) => e.extensions?.code);

const causeOf = (error: unknown) => (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;

function describeCause(error: unknown): string {
  const cause = causeOf(error);
  return cause ? `${cause.code ?? ''} ${cause.message ?? ''}`.trim() : String(error);
}
