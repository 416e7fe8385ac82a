/**
 * The history belongs to the provider it was made with: its entries name that provider's record
 * ids, which another provider gives to other records. The store keeps the provider's address from
 * its first start; a gateway pointed at another provider refuses to start rather than mix them
 * (a demo's history on a company's records, issue 39). HISTORY_PROVIDER_MOVED=true rebinds it
 * when the same provider answers under a new address.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../common/logger';
import { ensureHistorySchema } from './postgres-schema';

/** The file beside an lmdb history's data that names its provider. */
export const BINDING_FILE = 'provider.json';

interface Binding {
  provider: string;
  since: string;
}

/** The provider's address as the history keeps it: scheme, host, port and path, without credentials, query or a trailing slash. */
export function providerIdentity(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return url.trim().replace(/\/+$/, '').toLowerCase();
  }
}

export class HistoryProviderMismatch extends Error {
  constructor(where: string, bound: string, provider: string) {
    super(
      `The history of changes ${where} was made with the provider at ${bound}, but PROVIDER_URL is ${provider}. ` +
        `Its entries name that provider's records, so Backoffice does not mix them with this one's. ` +
        `Give this provider its own history (HISTORY_PATH to a new folder, or AUDIT_DATABASE_URL to another database), ` +
        `or, if it is the same provider under a new address, start once with HISTORY_PROVIDER_MOVED=true.`,
    );
    this.name = 'HistoryProviderMismatch';
  }
}

export interface BindingOptions {
  path?: string;
  databaseUrl?: string;
  providerUrl: string;
  providerMoved?: boolean;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** Binds the history the settings name to the provider, or refuses (HistoryProviderMismatch); a memory history needs none. */
export async function bindHistoryToProvider(opts: BindingOptions): Promise<void> {
  const provider = providerIdentity(opts.providerUrl);
  if (opts.databaseUrl) return bindDatabase(opts.databaseUrl, provider, opts);
  if (opts.path && opts.path !== 'memory') bindFolder(opts.path, provider, opts);
}

/** What to do with the binding found: keep it, write it (first start, or moved), or refuse. */
function decide(found: Binding | null, provider: string, where: string, opts: BindingOptions): 'keep' | 'write' {
  if (found?.provider === provider) return 'keep';
  if (found && !opts.providerMoved) throw new HistoryProviderMismatch(where, found.provider, provider);
  if (found) opts.logger.warn({ from: found.provider, to: provider }, 'History of changes moved to the provider at its new address (HISTORY_PROVIDER_MOVED)');
  else opts.logger.info({ provider }, 'History of changes bound to its provider');
  return 'write';
}

function bindFolder(folder: string, provider: string, opts: BindingOptions): void {
  const file = path.join(folder, BINDING_FILE);
  const found = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Binding) : null;
  // a history from before the binding: it is taken as this provider's, and said so
  if (!found && fs.existsSync(path.join(folder, 'data.mdb'))) {
    opts.logger.warn({ path: folder, provider }, 'History of changes had no provider recorded: bound to this one. Move it away if another provider made it.');
  }
  if (decide(found, provider, `in ${folder}`, opts) === 'keep') return;
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ provider, since: new Date().toISOString() } satisfies Binding, null, 2) + '\n');
}

async function bindDatabase(url: string, provider: string, opts: BindingOptions): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // the owner's migrate makes the table; rows are only added (the gateways' role inserts and selects)
    await ensureHistorySchema(client);
    const { rows } = await client.query<{ provider: string; since: Date }>(
      'select provider, since from backoffice_history_provider order by since desc, id desc limit 1',
    );
    const found = rows[0] ? { provider: rows[0].provider, since: new Date(rows[0].since).toISOString() } : null;
    if (decide(found, provider, 'in AUDIT_DATABASE_URL', opts) === 'write') {
      await client.query('insert into backoffice_history_provider (id, provider, since) values ($1, $2, clock_timestamp())', [randomUUID(), provider]);
    }
  } finally {
    await client.end();
  }
}
