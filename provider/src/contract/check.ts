/**
 * `npm run provider:check`: is a provider ready for Backoffice? Read-only: it signs in, calls every
 * read of the contract (x-read-only true; a write is never sent) with harmless arguments taken from
 * earlier answers (the first sales order's id, its customer …), checks each answer against the
 * contract and tells, per screen, whether it will work and what is missing or different.
 */
import { loadContract, type Contract, type ContractOperation } from './contract';
import { arguments_, type Found } from './check-arguments';
import { extensionsCarried } from './projection';

export interface CheckOptions {
  url: string;
  user: string;
  password: string;
  /** The provider's applications (PROVIDER_APP, PROVIDER_ACCOUNTING_APP). */
  apps?: { main: string; accounting: string };
  /** A catalogue key's procedure as the deployment names it (PROVIDER_PROCEDURES); default the contract's. */
  procedureOf?: (key: string) => { name: string; method: 'GET' | 'POST'; app: 'main' | 'accounting' } | undefined;
  timeoutMs?: number;
  contract?: Contract;
}

export interface CallResult {
  op: ContractOperation;
  /** ok: the answer fits the contract; failed: it does not (or the call failed); skipped: no argument to call it with. */
  outcome: 'ok' | 'failed' | 'skipped';
  sent?: { method: string; path: string; payload: unknown };
  status?: number;
  problems: string[];
  /** Fields the spec lists for an item that the answer did not carry (works, but shows empty). */
  missing: string[];
  /** The extensions whose answer fields (x-extension) the answer carried. */
  carried?: string[];
}

export interface CheckReport {
  results: CallResult[];
  /** Screen → whether every spec read it uses fits the contract. */
  screens: { screen: string; works: boolean; results: CallResult[] }[];
  /** Extensions the provider offers (their calls answered as the contract says). */
  extensions: string[];
  /** true when every spec read Backoffice makes fits the contract. */
  ok: boolean;
}

class Session {
  constructor(
    private readonly options: CheckOptions,
    private readonly token: string,
  ) {}

  async send(method: 'GET' | 'POST', path: string, payload: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    let url = `${this.options.url.replace(/\/$/, '')}${path}`;
    if (method === 'GET' && Object.keys(payload).length) url += `?${new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))}`;
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: res.status, body: text.slice(0, 200) };
    }
  }
}

export async function signIn(options: CheckOptions): Promise<string> {
  const res = await fetch(`${options.url.replace(/\/$/, '')}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', userName: options.user, password: options.password }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; error_description?: string };
  if (!res.ok || !body.access_token) throw new Error(`sign-in refused (${res.status}): ${body.error_description ?? 'no access_token'}`);
  return body.access_token;
}

/** The order the reads go in: lists before the reads that take an id from them. */
const FIRST = ['products.list', 'salesOrders.list', 'purchaseOrders.list', 'tasks.list', 'reference.vatCodes', 'reference.transporters'];
const rank = (op: ContractOperation) => (op.key && FIRST.includes(op.key) ? FIRST.indexOf(op.key) : FIRST.length);

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const contract = options.contract ?? loadContract();
  const session = new Session(options, await signIn(options));
  const apps = options.apps ?? { main: 'backoffice', accounting: 'accounting' };
  const reads = contract.operations.filter((op) => op.readOnly).sort((a, b) => rank(a) - rank(b));
  const found: Found = {};
  const results: CallResult[] = [];
  for (const op of reads) {
    if (!op.readOnly) throw new Error(`refusing to call the write ${op.operationId}`);
    const args = arguments_(op, found);
    if (!args) {
      results.push({ op, outcome: 'skipped', problems: ['no record to call it with (an earlier list was empty or failed)'], missing: [] });
      continue;
    }
    const deployed = (op.key && options.procedureOf?.(op.key)) || { name: op.name, method: op.method, app: op.app };
    const path = `/api/factory/execute/${encodeURIComponent(apps[deployed.app])}/${encodeURIComponent(deployed.name)}`;
    const result: CallResult = { op, outcome: 'ok', sent: { method: deployed.method, path, payload: args }, problems: [], missing: [] };
    try {
      const answer = await session.send(deployed.method, path, args);
      result.status = answer.status;
      judge(contract, op, answer, result);
      if (result.outcome === 'ok' && op.key) found[op.key] = answer.body as Record<string, unknown>;
    } catch (err) {
      result.outcome = 'failed';
      result.problems.push(`no answer: ${(err as Error).message}`);
    }
    results.push(result);
  }
  const byIds = await offersByIds(session, apps, found);
  return summarise(results, byIds ? ['byIds'] : []);
}

function judge(contract: Contract, op: ContractOperation, answer: { status: number; body: unknown }, result: CallResult): void {
  if (answer.status !== 200) {
    result.outcome = 'failed';
    const message = (answer.body as { Message?: string } | undefined)?.Message;
    result.problems.push(`HTTP ${answer.status}${message ? `: ${message}` : ''}`);
    return;
  }
  const body = answer.body as { Success?: unknown; Message?: string; Items?: unknown[] };
  if (body && (body.Success === false || String(body.Success).toLowerCase() === 'false')) {
    result.outcome = 'failed';
    result.problems.push(`refused: ${body.Message ?? '(no message)'}`);
    return;
  }
  const issues = contract.checkAnswer(op, answer.body);
  if (issues.length) {
    result.outcome = 'failed';
    result.problems.push(...issues.map((i) => i.message));
  }
  result.missing = missingFields(contract, op, body?.Items);
  result.carried = [...extensionsCarried(contract, { $ref: op.answerPointer }, answer.body)];
}

/** Spec fields of the items that no item carried. */
function missingFields(contract: Contract, op: ContractOperation, items: unknown[] | undefined): string[] {
  if (!Array.isArray(items) || items.length === 0) return [];
  const answer = contract.resolve(op.answerPointer);
  const ok = ((answer?.anyOf as Record<string, unknown>[] | undefined)?.[0] ?? answer) as { properties?: { Items?: { items?: unknown } } };
  const itemSchema = contract.resolve(ok?.properties?.Items?.items as Record<string, unknown> | undefined);
  const props = Object.entries((itemSchema?.properties ?? {}) as Record<string, Record<string, unknown>>).filter(([, p]) => !p['x-extension']);
  const seen = new Set(items.flatMap((item) => (item && typeof item === 'object' ? Object.keys(item).map((k) => k.toLowerCase()) : [])));
  return props.map(([name]) => name).filter((name) => !seen.has(name.toLowerCase()));
}

function summarise(results: CallResult[], offered: string[]): CheckReport {
  const used = results.filter((r) => r.op.key !== null);
  const spec = used.filter((r) => r.op.extension === null);
  const screens = new Map<string, CallResult[]>();
  for (const r of used) for (const screen of r.op.screens) screens.set(screen, [...(screens.get(screen) ?? []), r]);
  const extensions = new Set([...offered, ...used.filter((r) => r.op.extension && r.outcome === 'ok').map((r) => r.op.extension!)]);
  // an extension of answer fields is offered when an answer carries them
  for (const r of spec) for (const name of r.carried ?? []) extensions.add(name);
  return {
    results,
    screens: [...screens].map(([screen, list]) => ({ screen, works: list.every((r) => r.op.extension !== null || r.outcome !== 'failed'), results: list })),
    extensions: [...extensions].sort(),
    // a read skipped for want of a record to ask about is not the provider's failure
    ok: spec.every((r) => r.outcome !== 'failed'),
  };
}

/** byIds: the child lists of several orders in one call (`{orderids}`), told by asking one order's lines that way. */
async function offersByIds(session: Session, apps: { main: string }, found: Found): Promise<boolean> {
  const order = found['salesOrders.list']?.Items?.[0];
  if (!order) return false;
  const path = `/api/factory/execute/${encodeURIComponent(apps.main)}/getSalesOrderLines`;
  const answer = await session.send('POST', path, { orderids: [Number(order.id)] }).catch(() => undefined);
  const items = (answer?.body as { Items?: { orderid?: unknown }[] } | undefined)?.Items;
  return answer?.status === 200 && Array.isArray(items) && items.every((line) => line.orderid !== undefined);
}
