import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProvider } from '../../provider/src';
import { readConfig, type GatewayConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { createGateway } from '../src/server';

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
 */
export async function startStack(
  overrides: Partial<GatewayConfig> = {},
  logger = createLogger('silent'),
  /** Puts something between gateway and provider (the fault proxy): takes the provider's URL, answers the gateway's. */
  opts: { providerUrlOf?: (providerUrl: string) => Promise<string> } = {},
) {
  const provider = await startProvider({ port: 0, fresh: true });
  const providerUrl = opts.providerUrlOf ? await opts.providerUrlOf(provider.url) : provider.url;
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'gateway-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Backoffice</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  const config: GatewayConfig = { ...readConfig({ NODE_ENV: 'test' }), providerUrl, webDist, logLevel: 'silent', listCacheMs: 0, ...overrides };
  const calls: { method: string; path: string; status: number }[] = [];
  const gateway = await createGateway(config, { logger, onProviderCall: (c) => calls.push(c) });
  const { url } = await gateway.listen(0, '127.0.0.1');

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, auth: { token?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...auth.headers };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.cookie) headers.cookie = auth.cookie;
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await res.json()) as { data: T; errors?: GqlResult['errors'] };
    return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
  }

  async function login(user: { email: string; password: string }): Promise<string> {
    const r = await gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token userErrors { code message } } }', { e: user.email, p: user.password });
    const token = r.data?.login?.token;
    if (!token) throw new Error(`login of ${user.email} failed: ${JSON.stringify(r.data ?? r.errors)}`);
    return token;
  }

  return {
    url,
    providerUrl: provider.url,
    /** The provider's database, for arranging what the API cannot (another domain's rows). */
    db: provider.db,
    config,
    calls,
    gql,
    login,
    async close() {
      await gateway.close();
      await provider.close();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export const codes = (r: GqlResult) => (r.errors ?? []).map((e) => e.extensions?.code);
