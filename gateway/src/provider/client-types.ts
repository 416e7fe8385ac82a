import type { Logger } from '../common/logger';
import type { Telemetry } from '../common/telemetry';
import type { AnswerFields, Item, Payload } from './contract-types';
import type { ProviderExtensions } from './extensions';
import type { FaultPolicy } from './faults';
import type { ListCache } from './list-cache';
import type { RequestGenerations } from './list-generations';
import type { Catalogue, ProcedureKey } from './procedures/catalogue';
import type { Answer, RequestScope, SendOptions } from './transport';

/** The provider's ASP.NET-style refusal of a REST call: `{Message, ModelState}`. */
export interface ModelStateRefusal {
  status: number;
  message: string;
  modelState: Record<string, string[]>;
}

/** A call's payload by its key (the contract's), optional where the contract requires none. */
export type CallArgs<K extends ProcedureKey, O> = Record<string, never> extends Payload<K> ? [payload?: Payload<K>, opts?: O] : [payload: Payload<K>, opts?: O];

/** The answer of a call by its key: its items are the contract's (read a field it lacks: the build fails). */
export type Result<K extends ProcedureKey> = { Success: boolean; Message?: string; Items?: Item<K>[]; NewId?: number | string } & AnswerFields<K>;

/** What every client of a gateway shares: where the provider is, its catalogue, and the gateway's policies. */
export interface ProviderClientOptions {
  baseUrl: string;
  apps: { main: string; accounting: string };
  catalogue: Catalogue;
  timeoutMs: number;
  retries: number;
  logger: Logger;
  /** Keeps whole-list reads for a few seconds (list-cache.ts). LIST_CACHE_SCOPE: `roles` (the default) shares
   * the lists the same for all users of a role set (ProcedureDef.sharedByRoles), `user` keeps every list per user. */
  lists?: { cache: ListCache; scope?: 'roles' | 'user' };
  /** What the provider offers beyond the spec (extensions.ts); none unless the deployment says so. */
  extensions?: ProviderExtensions;
  /** Metrics of every exchange by catalogue key, retries, queue waits, replays (common/telemetry.ts). */
  telemetry?: Telemetry;
  /** Called once per HTTP request sent to the provider (tests). */
  onCall?: (info: { method: string; path: string; status: number; ms: number }) => void;
  /** Breaker, idempotency store and deadlines shared by every client of a gateway (faults.ts). */
  faults?: FaultPolicy;
  /** MAX_PER_OWNER_CALLS: per-owner heavy reads one request may make without `byIds` (perOwner). */
  maxPerOwnerCalls?: number;
}

/** The options made whole, and what the gateway learned of its provider's answers (shared by all its clients). */
export type ClientSetup = ProviderClientOptions & { faults: FaultPolicy; learned: { answersNewId: Set<ProcedureKey> } };

/** Whom one client calls for and within which request (ProviderClient.withToken, forRequest, perOwner). */
export interface ClientCaller {
  token?: string;
  /** Whose cached lists it may share (the user's session). */
  cacheScope?: string;
  /** The user's role set: the scope of the lists the same for all its users (ProcedureDef.sharedByRoles). */
  roleScope?: string;
  /** The list kinds' generations this request read (list-generations.ts); a client of no request has one generation. */
  generations?: RequestGenerations;
  /** One GraphQL request: its deadline, its idempotency key and how many writes it has sent. */
  scope?: RequestScope;
  /** The client of one request's per-owner reads (perOwner): they wait for their turn within the request's deadline. */
  fanOut?: boolean;
}

/** What the translation (procedure-calls.ts, rest-calls.ts) asks of the client: one exchange as its caller. */
export interface ProviderLink {
  readonly logger: Logger;
  readonly setup: ClientSetup;
  /** One exchange; `ownDeadline`: a whole list's PROVIDER_LIST_TIMEOUT_MS instead of the request's deadline. */
  send(method: string, path: string, opts: SendOptions, ownDeadline?: boolean): Promise<Answer>;
  /** After a write, answered or not: the lists it may change are read anew everywhere. */
  wrote(key: ProcedureKey, path: string): Promise<void>;
}
