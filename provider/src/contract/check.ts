/**
 * `npm run provider:check`: is a provider ready for Backoffice? It signs in, calls every read the
 * gateway makes (x-read-only true) with harmless arguments taken from earlier answers, and the user
 * calls; it asks each write procedure whether it exists with a body no provider can read a payload
 * from (check-writes.ts), so nothing is ever written. Each answer is judged by what the gateway
 * reads (check-judge.ts); the report says per screen whether it will work (check-report.ts).
 */
import { loadContract, type Contract, type ContractOperation } from './contract';
import { arguments_, type Found } from './check-arguments';
import { send, type HttpAnswer } from './check-http';
import { itemFields, judgeItems } from './check-judge';
import { checkUsers, type SignInAnswer } from './check-users';
import { checkWrites, type WriteResult } from './check-writes';
import { Session, type AppName, type CallResult, type CheckOptions } from './check-session';
import { offeredExtensions, type ExtensionVerdict } from './check-extensions';

export { Session, type AppName, type CallResult, type CheckOptions, type Deployed } from './check-session';

export interface CheckReport {
  url: string;
  apps: Record<AppName, string>;
  signIn: SignInAnswer;
  /** The reads Backoffice makes (catalogue keys) and the user calls. */
  results: CallResult[];
  /** The byIds probe: one order's lines asked with `{orderids}`, by the lines' deployed name. */
  byIds: ByIdsProbe;
  writes: WriteResult[];
  /** The spec's reads Backoffice does not make: not called. */
  notMade: ContractOperation[];
  /** Applications where every procedure asked answered 404: the application setting is the likely cause. */
  appsNotFound: AppName[];
  screens: { screen: string; works: boolean; results: CallResult[] }[];
  extensions: ExtensionVerdict[];
  /** The pro-forma's company block: from the provider (companyDetails), from configuration, or missing. */
  company: 'provider' | 'configured' | 'missing';
  /** true when every screen will work. */
  ok: boolean;
}

/** Signs in; a refusal is thrown as an Error (the check cannot go on), a connection failure as a ConnectionFailure. */
export async function signIn(options: CheckOptions): Promise<{ token: string; answer: SignInAnswer }> {
  const url = `${options.url.replace(/\/$/, '')}/token`;
  const form = new URLSearchParams({ grant_type: 'password', userName: options.user, password: options.password }).toString();
  const res = await send(
    url,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
    { timeoutMs: options.timeoutMs ?? 60_000, lookup: options.lookup },
  );
  const body = (res.body && typeof res.body === 'object' ? res.body : {}) as SignInAnswer & { access_token?: string; error_description?: string };
  if (res.status !== 200 || !body.access_token) {
    throw new Error(
      `sign-in at ${url} refused (HTTP ${res.status}): ${body.error_description ?? (typeof res.body === 'string' ? res.body : 'no access_token')}`,
    );
  }
  return { token: body.access_token, answer: body };
}

/** The order the reads go in: lists before the reads that take an id from them. */
const FIRST = ['products.list', 'salesOrders.list', 'purchaseOrders.list', 'tasks.list', 'reference.vatCodes', 'reference.transporters'];
const rank = (op: ContractOperation) => (op.key && FIRST.includes(op.key) ? FIRST.indexOf(op.key) : FIRST.length);

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const contract = options.contract ?? loadContract();
  const signedIn = await signIn(options);
  const session = new Session(options, signedIn.token);
  const reads = contract.operations.filter((op) => op.readOnly && op.key !== null).sort((a, b) => rank(a) - rank(b));
  const found: Found = {};
  const results: CallResult[] = [];
  for (const op of reads) results.push(await callRead(contract, session, op, found));
  results.push(...(await checkUsers(contract, session, signedIn.answer)));
  const byIds = await probeByIds(session, contract, found);
  const writes = await checkWrites(contract, session);
  return summarise(contract, options, signedIn.answer, results, writes, byIds);
}

async function callRead(contract: Contract, session: Session, op: ContractOperation, found: Found): Promise<CallResult> {
  if (!op.readOnly) throw new Error(`refusing to call the write ${op.operationId}`);
  const args = arguments_(op, found);
  if (!args) return { op, outcome: 'skipped', problems: ['no record to call it with (an earlier list was empty or failed)'], missing: [] };
  const deployed = session.deployed(op);
  const result: CallResult = { op, outcome: 'ok', sent: { ...deployed, payload: args }, problems: [], missing: [] };
  try {
    const answer = await session.send(deployed.method, deployed.path, args);
    result.status = answer.status;
    judge(contract, op, answer, result);
    // a list whose fields the gateway misreads still gives the ids the later reads ask about
    const refused = result.problems.some((p) => p.startsWith('refused:'));
    if (answer.status === 200 && !refused && op.key) found[op.key] = answer.body as Record<string, unknown>;
  } catch (err) {
    result.outcome = 'failed';
    result.problems.push(`no answer: ${(err as Error).message}`);
  }
  return result;
}

/** Judges a procedure's answer: HTTP status, a refusal, the contract's shape, then field by field. */
export function judge(contract: Contract, op: ContractOperation, answer: HttpAnswer, result: CallResult): void {
  if (answer.status !== 200) {
    result.outcome = 'failed';
    const message = (answer.body as { Message?: string } | undefined)?.Message ?? (typeof answer.body === 'string' ? answer.body : undefined);
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
  if (issues.length) result.problems.push(...issues.map((i) => i.message));
  if (Array.isArray(body?.Items)) {
    const judged = judgeItems(contract, itemFields(contract, contract.resolve(op.answerPointer) ?? {}), body.Items);
    result.problems.push(...judged.problems);
    result.missing = judged.missing;
    result.extensionItems = judged.extensionItems;
  }
  if (result.problems.length) result.outcome = 'failed';
}

function summarise(
  contract: Contract,
  options: CheckOptions,
  signIn: SignInAnswer,
  results: CallResult[],
  writes: WriteResult[],
  byIds: ByIdsProbe,
): CheckReport {
  const apps = options.apps ?? { main: 'backoffice', accounting: 'accounting' };
  const appsNotFound = (['main', 'accounting'] as const).filter((app) => {
    const asked = [...results, ...writes].filter((r) => r.sent?.app === app && r.sent.path.startsWith('/api/factory/') && r.status !== undefined);
    return asked.length > 1 && asked.every((r) => r.status === 404);
  });
  const screens = new Map<string, CallResult[]>();
  for (const r of results) for (const screen of r.op.screens) screens.set(screen, [...(screens.get(screen) ?? []), r]);
  for (const w of writes) for (const screen of w.op.screens) if (!screens.has(screen)) screens.set(screen, []);
  const failedWrite = (screen: string) => writes.some((w) => w.op.screens.includes(screen) && w.op.extension === null && w.outcome === 'failed');
  const screenList = [...screens].map(([screen, list]) => ({
    screen,
    works: list.every((r) => r.op.extension !== null || r.outcome !== 'failed') && !failedWrite(screen),
    results: list,
  }));
  const extensions = offeredExtensions(results, byIds);
  const companyOffered = extensions.some((e) => e.name === 'companyDetails' && e.offered);
  return {
    url: options.url,
    apps,
    signIn,
    results,
    byIds,
    writes,
    notMade: contract.operations.filter((op) => op.readOnly && op.key === null),
    appsNotFound,
    screens: screenList,
    extensions,
    company: companyOffered ? 'provider' : options.companyConfigured ? 'configured' : 'missing',
    // a read skipped for want of a record to ask about is not the provider's failure
    ok: screenList.every((s) => s.works),
  };
}

export interface ByIdsProbe {
  sent?: { name: string; method: string; app: AppName; path: string; payload: unknown };
  status?: number;
  offered: boolean;
  evidence: string;
}

/** byIds: the child lists of several orders in one call (`{orderids}`), told by asking one order's lines that way, by their deployed name. */
async function probeByIds(session: Session, contract: Contract, found: Found): Promise<ByIdsProbe> {
  const orders = found['salesOrders.list']?.Items ?? [];
  const order = orders.find((o) => Boolean(o.ProductCode)) ?? orders[0];
  const lines = contract.byKey('salesOrders.lines');
  if (!order || !lines) return { offered: false, evidence: 'no sales order to ask about' };
  const deployed = session.deployed(lines);
  const payload = { orderids: [Number(order.id)] };
  const probe: ByIdsProbe = { sent: { ...deployed, method: 'POST', payload }, offered: false, evidence: '' };
  try {
    const answer = await session.send('POST', deployed.path, payload);
    probe.status = answer.status;
    const items = (answer.body as { Items?: { orderid?: unknown }[] } | undefined)?.Items;
    probe.offered = answer.status === 200 && Array.isArray(items) && items.length > 0 && items.every((line) => line.orderid !== undefined);
    probe.evidence = probe.offered
      ? `${deployed.name} {orderids} answered lines that name their order`
      : `${deployed.name} {orderids} answered HTTP ${answer.status}${Array.isArray(items) ? " without the lines' orderid" : ''}`;
  } catch (err) {
    probe.evidence = `${deployed.name} {orderids}: ${(err as Error).message}`;
  }
  return probe;
}
