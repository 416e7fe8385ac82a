import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { newWriteLog, type WriteLog } from './outcome';
import { Deadline } from './deadline';
import { createFaultPolicy, readFaultConfig } from './faults';
import { DEFAULT_MAX_PER_OWNER_CALLS, tooManyOwnerCalls } from './heavy-reads';
import { Transport, type Answer, type RequestScope, type SendOptions } from './transport';
import type { ProcedureKey } from './procedures/catalogue';
import type { Item, RestAnswer, RestArgs, RestPath, RestRequest, TokenAnswer } from './contract-types';
import type { Read } from './list-cache';
import type { RequestGenerations } from './list-generations';
import type { ProviderExtension } from './extensions';
import { callProcedure, callUnread, itemsOf } from './procedure-calls';
import { listsWritten, listVersionOf, readThroughCache } from './list-reads';
import { getRest, postRest, requestToken } from './rest-calls';
import { downloadFile, providerReady, uploadFile } from './files';

export type { ProcedureResult } from './outcome';
export type { TokenAnswer } from './contract-types';
export type { CallArgs, ModelStateRefusal, ProviderClientOptions, Result } from './client-types';
import type { CallArgs, ClientCaller, ClientSetup, ModelStateRefusal, ProviderClientOptions, ProviderLink, Result } from './client-types';

/**
 * The one client of the provider API: a facade over the translation (procedure-calls.ts, rest-calls.ts,
 * list-reads.ts, files.ts) and the transport (transport.ts: deadlines, retries of reads, one send of
 * writes). Business refusals (`Success:false`, ModelState) are returned to the caller (userErrors).
 */
export class ProviderClient {
  private readonly setup: ClientSetup;

  constructor(
    options: ProviderClientOptions,
    private readonly caller: ClientCaller = {},
  ) {
    const given = options as Partial<ClientSetup>;
    this.setup = {
      ...options,
      faults: options.faults ?? createFaultPolicy(readFaultConfig({}), options.logger),
      learned: given.learned ?? { answersNewId: new Set() },
    };
  }

  /**
   * Whether this provider's answer to a create said the new record's id before (x-assumed: a
   * provider that answers NewId to a create does so every time). Until then a create reads the
   * list before it, to tell its record from the others without the id (mutations/created.ts).
   */
  answersNewId(key: ProcedureKey): boolean {
    return this.setup.learned.answersNewId.has(key);
  }

  /** The provider answered NewId to this create (see answersNewId). */
  sawNewId(key: ProcedureKey): void {
    this.setup.learned.answersNewId.add(key);
  }

  /**
   * A client that calls on behalf of a signed-in user (scope: whose cached lists it may share; roles:
   * the role set whose lists it shares with the other users that have it).
   */
  withToken(token: string | undefined, cacheScope?: string, roles?: readonly string[]): ProviderClient {
    const roleScope = roles ? `roles:${[...new Set(roles)].sort().join(',')}` : undefined;
    return new ProviderClient(this.setup, { ...this.caller, token, cacheScope, roleScope });
  }

  /**
   * The client of one GraphQL request: one deadline for all its provider calls, and the caller's
   * idempotency key (the `Idempotency-Key` header) for its writes.
   */
  forRequest(opts: { idempotencyKey?: string; generations?: RequestGenerations; requestId?: string; traceparent?: string } = {}): ProviderClient {
    const key = opts.idempotencyKey?.trim();
    const scope: RequestScope = {
      deadline: new Deadline(this.setup.faults.config.requestDeadlineMs),
      idempotencyKey: key && /^[\w.:-]{8,100}$/.test(key) ? key : undefined,
      writes: 0,
      written: newWriteLog(),
      underWay: new Set(),
      requestId: opts.requestId,
      traceparent: opts.traceparent,
      ownerCalls: { made: 0, max: this.setup.maxPerOwnerCalls ?? DEFAULT_MAX_PER_OWNER_CALLS },
    };
    return new ProviderClient(this.setup, { ...this.caller, scope, generations: opts.generations });
  }

  /**
   * Whether this request repeats one whose write was done (the same Idempotency-Key): its writes
   * replay their first answers, so a check for a duplicate before them would find the request's own.
   */
  replaying(): Promise<boolean> {
    return this.transport().replaying();
  }

  /**
   * Holds this request's writes until the answered release: a tracked mutation's versionGate step
   * releases them, so a mutation that forgets the step fails before anything is sent.
   */
  holdWrites(mutation: string): () => void {
    const scope = this.caller.scope;
    if (!scope) return () => undefined;
    scope.writesHeldFor = mutation;
    return () => {
      if (scope.writesHeldFor === mutation) delete scope.writesHeldFor;
    };
  }

  /** What this request's writes came to (outcome.ts: reportWrites words its errors by it). */
  writeLog(): WriteLog {
    return this.caller.scope?.written ?? newWriteLog();
  }

  /** This request's submission (caller and Idempotency-Key, digested), or null without a key: a retry's is its first attempt's. */
  submission(): string | null {
    const key = this.caller.scope?.idempotencyKey;
    if (!key) return null;
    const who = this.caller.cacheScope ?? this.caller.token ?? '';
    return createHash('sha256').update(`${who}\u0000${key}`).digest('base64url');
  }

  /** The end of this request's writes still under way (one may outlive the request's answer); null when none is. */
  writesUnderWay(): Promise<void> | null {
    const underWay = this.caller.scope?.underWay;
    if (!underWay?.size) return null;
    return Promise.all(underWay).then(() => undefined);
  }

  /**
   * Time this request waited in the gateway before it could start (a large answer's turn): its
   * deadline for the provider starts after that wait, as a heavy read's does after its queue.
   */
  waited(ms: number): void {
    this.caller.scope?.deadline.extend(ms);
  }

  /** Whether the deployment said the provider offers this extension of the spec. */
  has(extension: ProviderExtension): boolean {
    return this.setup.extensions?.has(extension) ?? false;
  }

  /**
   * The client of `count` reads of `key` one owner at a time (no `byIds`). A heavy key's reads are the
   * request's batch: they take turns with other requests' and wait within its deadline; past
   * MAX_PER_OWNER_CALLS QUERY_TOO_COMPLEX before any is sent (what limits/cost.ts could not foresee).
   */
  perOwner(key: ProcedureKey, count: number): ProviderClient {
    if (!this.setup.catalogue[key].heavy) return this;
    const calls = this.caller.scope?.ownerCalls;
    if (calls) {
      if (calls.made + count > calls.max) throw tooManyOwnerCalls(calls.made + count, calls.max);
      calls.made += count;
    }
    return new ProviderClient(this.setup, { ...this.caller, fanOut: true });
  }

  /** The provider takes many owner ids in child-list and detail procedures (the `byIds` extension). */
  get batchIds(): boolean {
    return this.has('byIds');
  }

  get hasToken(): boolean {
    return Boolean(this.caller.token);
  }

  /** `POST /token`. Returns the token answer, or the provider's error description. */
  token(userName: string, password: string): Promise<TokenAnswer | { error: string; description: string }> {
    return requestToken(this.link(), userName, password);
  }

  /** A REST read (`GET /api/...`) by the contract's path; its parameters and answer are the contract's. */
  async getJson<P extends RestPath<'get'>>(path: P, ...[request]: RestArgs<P, 'get'>): Promise<RestAnswer<P, 'get'>> {
    return (await getRest(this.link(), path, request)) as RestAnswer<P, 'get'>;
  }

  /**
   * A REST write by the contract's path (its body and parameters the contract's). Answers `{ok: true, body}`
   * or `{ok: false, refusal}` for the provider's 400/404 refusals with their ModelState; anything else throws.
   */
  postJson<P extends RestPath<'post'>>(
    path: P,
    request: RestRequest<P, 'post'>,
    opts: { anonymous?: boolean } = {},
  ): Promise<{ ok: true; body: RestAnswer<P, 'post'> } | { ok: false; refusal: ModelStateRefusal }> {
    return postRest(this.link(), path, request, opts.anonymous) as Promise<
      { ok: true; body: RestAnswer<P, 'post'> } | { ok: false; refusal: ModelStateRefusal }
    >;
  }

  /**
   * `/api/factory/execute/{application}/{procedure}` for a catalogue key. Answers the provider's
   * envelope, also for refusals (`Success:false` with a Message, including 400 validation
   * answers); throws for outages, a missing procedure and an ended session.
   */
  async execute<K extends ProcedureKey>(key: K, ...[payload, opts]: CallArgs<K, { fresh?: boolean }>): Promise<Result<K>> {
    return (await this.read(key, ...([payload, opts] as CallArgs<K, { fresh?: boolean }>))).value;
  }

  /**
   * As execute, with the time the answer came in (from the list cache when it kept it); `refresh`
   * reads a kept list anew, `fresh` reads around the cache (list-reads.ts: which reads it may keep).
   */
  read<K extends ProcedureKey>(key: K, ...[payload, opts]: CallArgs<K, { refresh?: boolean; fresh?: boolean }>): Promise<Read<Result<K>>> {
    const link = this.link();
    const call = (body?: object) => callProcedure<Item<K>>(link, key, body);
    return readThroughCache(this.setup, this.caller, key, payload ?? {}, opts ?? {}, call) as Promise<Read<Result<K>>>;
  }

  /**
   * What a whole list of `key` read now stands for: whose it is (the list cache's scope) and its kind's generation,
   * so that something built from it (the search's index) is kept until a write moves the generation. `gateway` is
   * one object per gateway (its clients share it), to keep such things on; null: not to be kept (no session, store unread).
   */
  listVersion(key: ProcedureKey): { gateway: object; version: string } | null {
    return listVersionOf(this.setup, this.caller, key);
  }

  /**
   * This request's client with a deadline of its own (PROVIDER_LIST_TIMEOUT_MS, as a whole list's read) instead of
   * the request's: for reads whose result is kept beyond the request and which other requests wait on (the search's index).
   */
  detached(): ProviderClient {
    const scope = this.caller.scope;
    if (!scope) return this;
    return new ProviderClient(this.setup, { ...this.caller, scope: { ...scope, deadline: new Deadline(this.setup.faults.config.listTimeoutMs) } });
  }

  /** A call whose answer the spec does not read (procedure-calls.ts): any 2xx is done, `Success: false` refused. */
  executeUnread<K extends ProcedureKey>(key: K, ...[payload]: CallArgs<K, never>): Promise<Result<K>> {
    return callUnread<Result<K>>(this.link(), key, payload ?? {});
  }

  /** Items of a read procedure; a refusal of a read is a provider error, not a userError. */
  async items<K extends ProcedureKey>(key: K, ...[payload, opts]: CallArgs<K, { fresh?: boolean }>): Promise<Item<K>[]> {
    const result = await this.execute(key, ...([payload, opts] as CallArgs<K, { fresh?: boolean }>));
    return itemsOf<Item<K>>(this.link(), key, result);
  }

  /** Streams a multipart body to `/api/factory/upload-file`; answers the new file id. */
  upload(body: Readable, contentType: string, signal?: AbortSignal): Promise<{ id: string } | { tooLarge: true }> {
    return uploadFile({ setup: this.setup, auth: this.authHeader() }, body, contentType, signal);
  }

  /** Opens `/api/factory/download-file/{id}`; the caller streams the body on. */
  download(id: string): Promise<Response> {
    return downloadFile({ setup: this.setup, auth: this.authHeader() }, id);
  }

  /** Whether the provider answers its API (files.ts: `POST /token` without credentials). */
  ready(): Promise<boolean> {
    return providerReady(this.setup.baseUrl);
  }

  /** What the translation sends through: this client's transport and its list generations. */
  private link(): ProviderLink {
    return {
      logger: this.setup.logger,
      setup: this.setup,
      send: (method, path, opts, ownDeadline) => this.send(method, path, opts, ownDeadline),
      wrote: (key, path) => listsWritten(this.caller, this.setup.logger, key, path),
    };
  }

  private authHeader(): Record<string, string> {
    return this.caller.token ? { authorization: `Bearer ${this.caller.token}` } : {};
  }

  private transport(scope: Partial<{ timeoutMs: number; scope: RequestScope }> = {}): Transport {
    return new Transport({ ...this.setup, ...this.caller, ...scope }, this.authHeader());
  }

  /**
   * One exchange; a whole list (`ownDeadline`) has PROVIDER_LIST_TIMEOUT_MS of its own instead of
   * what is left of the request's deadline: it is shared by the users that wait for it, and a slow
   * provider may need longer for all of it than a request is given.
   */
  private send(method: string, path: string, opts: SendOptions, ownDeadline = false): Promise<Answer> {
    if (!ownDeadline) return this.transport().send(method, path, opts);
    const ms = this.setup.faults.config.listTimeoutMs;
    return this.transport({ timeoutMs: ms, scope: { deadline: new Deadline(ms), writes: 0 } }).send(method, path, opts);
  }
}
