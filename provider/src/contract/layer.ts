/**
 * The contract in front of the procedures' router (routes.ts), as a layer: the procedures stay as
 * they are. Profile `spec` (PROVIDER_PROFILE=spec) serves the spec part of the contract alone, the
 * way a provider built to the spec would: an unknown or extension procedure answers 404, a method
 * the spec does not state 405, extension payload keys are dropped before the procedure sees them and
 * answers lose every field the spec's shapes lack. Either profile can record what breaks the
 * contract (its spec part under `spec`), for tests to assert none: `GET /__contract/violations`.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { ProcedureMessages } from '../procedures/routes';
import { loadContract, type Contract, type ContractIssue, type ContractOperation } from './contract';
import { specAnswer, withoutExtensionKeys } from './projection';

export type ProviderProfile = 'full' | 'spec';

export const PROVIDER_PROFILES: readonly ProviderProfile[] = ['full', 'spec'];

export interface ContractViolation extends ContractIssue {
  method: string;
  procedure: string;
  /** The operation's catalogue key, when the call was matched to one. */
  key: string | null;
  at: string;
}

export interface ContractLayerOptions {
  profile: ProviderProfile;
  /** Record violations (always on under `spec`). */
  record: boolean;
  logger: Logger;
  contract?: Contract;
  /** The provider's application names (`backoffice`, `accounting`) → the contract's. */
  applications?: Record<string, 'main' | 'accounting'>;
}

const MAX_VIOLATIONS = 1000;
const PROCEDURE = /^\/api\/factory\/execute\/([^/]+)\/([^/?]+)/i;

/** A violations log: the first 1000 kept, the count of all. */
export class Violations {
  readonly list: ContractViolation[] = [];
  count = 0;
  constructor(private readonly logger: Logger) {}

  add(req: Request, op: ContractOperation | null, procedure: string, found: ContractIssue[]): void {
    for (const issue of found) {
      this.count++;
      const violation = { ...issue, method: req.method, procedure, key: op?.key ?? null, at: new Date().toISOString() };
      if (this.list.length < MAX_VIOLATIONS) this.list.push(violation);
      this.logger.warn({ violation }, 'contract violation');
    }
  }

  clear(): void {
    this.list.length = 0;
    this.count = 0;
  }
}

const isLoopback = (req: Request) => ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');

/** `GET /__contract/violations` (loopback only) answers `{profile, count, violations}`; `DELETE` clears them. */
export function violationsRouter(profile: ProviderProfile, violations: Violations): Router {
  const router = express.Router();
  router.all('/__contract/violations', (req, res, next) => {
    if (!isLoopback(req)) return next();
    if (req.method === 'DELETE') violations.clear();
    else if (req.method !== 'GET') return next();
    res.json({ profile, count: violations.count, violations: violations.list });
  });
  return router;
}

/** The payload as the procedures' router will read it (routes.ts postPayload): JSON text, empty `{}`. */
function readPayload(req: Request): { payload: unknown } | undefined {
  if (req.method !== 'POST') return { payload: { ...(req.query as Record<string, unknown>) } };
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  if (raw.trim() === '') return { payload: {} };
  if (req.is('application/x-www-form-urlencoded')) return { payload: Object.fromEntries(new URLSearchParams(raw)) };
  try {
    return { payload: JSON.parse(raw) as unknown };
  } catch {
    return undefined; // malformed: the router answers 400
  }
}

function replacePayload(req: Request, payload: unknown): void {
  if (req.method === 'POST') {
    req.body = Buffer.from(JSON.stringify(payload));
    req.headers['content-type'] = 'application/json';
  } else Object.defineProperty(req, 'query', { value: payload, configurable: true, enumerable: true, writable: true });
}

/** Checks the 200 answer when it is sent (and under `spec` sends its spec part instead). */
function watchAnswer(res: Response, check: (answer: unknown) => unknown): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (res.statusCode !== 200 || typeof body !== 'string') return send(body);
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      return send(body);
    }
    const out = check(answer);
    return send(out === answer ? body : JSON.stringify(out));
  };
}

export function contractLayer(options: ContractLayerOptions, violations: Violations): RequestHandler[] {
  const contract = options.contract ?? loadContract();
  const strict = options.profile === 'spec';
  const applications = options.applications ?? { backoffice: 'main', accounting: 'accounting' };
  const raw = express.raw({ type: () => true, limit: '10mb' });

  const layer: RequestHandler = (req, res, next) => {
    const match = PROCEDURE.exec(req.path);
    if (!match) return next();
    const app = applications[decodeURIComponent(match[1]!).toLowerCase()];
    const procedure = decodeURIComponent(match[2]!);
    const all = app ? contract.byName(app, procedure) : [];
    const known = strict ? all.filter((op) => op.extension === null) : all;
    const op = known.find((o) => o.method === req.method);
    if (!op) {
      if (strict) {
        if (known.length === 0) return void res.status(404).json({ Success: false, Message: ProcedureMessages.unknown(procedure) });
        return void res
          .status(405)
          .set('Allow', [...new Set(known.map((o) => o.method))].join(', '))
          .json({ Success: false, Message: `Procedure '${procedure}' must be called with ${known.map((o) => o.method).join(' or ')}` });
      }
      if (options.record) {
        const issue: ContractIssue =
          known.length === 0
            ? { kind: 'unknown', message: `${procedure} is not a procedure of the contract` }
            : { kind: 'method', message: `${procedure} is called with ${known.map((o) => o.method).join(' or ')} by the contract, not ${req.method}` };
        violations.add(req, null, procedure, [issue]);
      }
      return next();
    }
    const read = readPayload(req);
    if (read) {
      const payload = strict ? withoutExtensionKeys(contract, op, read.payload) : read.payload;
      if (strict && payload !== read.payload) replacePayload(req, payload);
      if (options.record) violations.add(req, op, procedure, contract.checkPayload(op, payload));
    }
    // a malformed body is refused by the router before anything runs: its query is not the contract's business
    if (options.record && read && req.method === 'POST') violations.add(req, op, procedure, contract.checkQuery(op, req.query as Record<string, unknown>));
    if (options.record || strict) {
      watchAnswer(res, (answer) => {
        const out = strict ? specAnswer(contract, op, answer) : answer;
        if (options.record) violations.add(req, op, procedure, contract.checkAnswer(op, out));
        return out;
      });
    }
    next();
  };
  return [(req, res, next) => (req.method === 'POST' && PROCEDURE.test(req.path) ? raw(req, res, next) : next()), layer];
}
