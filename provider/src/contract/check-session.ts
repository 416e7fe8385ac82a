/** What every part of the check shares: its options, a call's result, and the signed-in session that sends. */
import type { LookupFunction } from 'node:net';
import type { Contract, ContractOperation } from './contract';
import { send, type HttpAnswer } from './check-http';

export type AppName = 'main' | 'accounting';
export type Deployed = { name: string; method: 'GET' | 'POST'; app: AppName };

export interface CheckOptions {
  url: string;
  user: string;
  password: string;
  /** The provider's applications (PROVIDER_APP, PROVIDER_ACCOUNTING_APP). */
  apps?: Record<AppName, string>;
  /** A catalogue key's procedure as the deployment names it (PROVIDER_PROCEDURES); default the contract's. */
  procedureOf?: (key: string) => Deployed | undefined;
  timeoutMs?: number;
  contract?: Contract;
  /** The name lookup (tests inject one that fails); default the system's. */
  lookup?: LookupFunction;
  /** The pro-forma's company block from configuration is set (COMPANY_NAME or COMPANY_DETAILS). */
  companyConfigured?: boolean;
}

export interface CallResult {
  op: ContractOperation;
  /** ok: the gateway reads the answer right; failed: it does not (or the call failed); skipped: no argument to call it with. */
  outcome: 'ok' | 'failed' | 'skipped';
  /** What was sent: the procedure's name, method, application and path as the deployment has them. */
  sent?: { name: string; method: string; app: AppName; path: string; payload: unknown };
  status?: number;
  problems: string[];
  /** Fields the spec lists for an item that no item carried (works, but shows empty). */
  missing: string[];
  /** Per extension of the answer's item fields: items, and items carrying all its fields. */
  extensionItems?: Record<string, { items: number; carrying: number }>;
}

export class Session {
  constructor(
    readonly options: CheckOptions,
    private readonly token: string,
  ) {}

  get base(): string {
    return this.options.url.replace(/\/$/, '');
  }

  send(method: 'GET' | 'POST', path: string, payload: Record<string, unknown> | string): Promise<HttpAnswer> {
    let url = `${this.base}${path}`;
    if (method === 'GET' && typeof payload === 'object' && Object.keys(payload).length) {
      url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`;
    }
    const body = method === 'POST' ? (typeof payload === 'string' ? payload : JSON.stringify(payload)) : undefined;
    return send(
      url,
      { method, headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', accept: 'application/json' }, body },
      { timeoutMs: this.options.timeoutMs ?? 60_000, lookup: this.options.lookup },
    );
  }

  /** A catalogue key's procedure as deployed, and the path it is called at. */
  deployed(op: ContractOperation): Deployed & { path: string } {
    const apps = this.options.apps ?? { main: 'backoffice', accounting: 'accounting' };
    const d = (op.key && this.options.procedureOf?.(op.key)) || { name: op.name, method: op.method, app: op.app };
    return { ...d, path: `/api/factory/execute/${encodeURIComponent(apps[d.app])}/${encodeURIComponent(d.name)}` };
  }
}
