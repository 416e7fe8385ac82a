import type { Readable } from 'node:stream';
import { gatewayError } from '../errors/errors';
import { newWriteLog, successOf, type ProcedureResult, type WriteLog } from './outcome';
import { Deadline } from './deadline';
import { createFaultPolicy, readFaultConfig, type FaultPolicy } from './faults';
import { DEFAULT_MAX_PER_OWNER_CALLS, tooManyOwnerCalls } from './heavy-reads';
import { stripQuery, Transport, type Answer, type RequestScope, type SendOptions } from './transport';
import type { Catalogue, ProcedureKey } from './procedures/catalogue';
import type { Item, RestAnswer, RestArgs, RestPath, RestRequest, TokenAnswer, TokenForm } from './contract-types';
import type { Read } from './list-cache';
import type { RequestGenerations } from './list-generations';
import type { ProviderExtension } from './extensions';

export type { ProcedureResult } from './outcome';
export type { TokenAnswer } from './contract-types';
export type { CallArgs, ModelStateRefusal, ProviderClientOptions, Result } from './client-types';
import type { CallArgs, ModelStateRefusal, ProviderClientOptions, Result } from './client-types';

/**
 * The one typed client of the provider API. Timeouts on every call, retries with backoff for
 * reads only, and the mapping of transport failures to the error model:
 * 401 → UNAUTHENTICATED, unreachable/5xx/timeout → PROVIDER_UNAVAILABLE. Business refusals
 * (`Success:false`, ModelState) are returned to the caller, which turns them into userErrors.
 */
export class ProviderClient {
  private readonly options: ProviderClientOptions & { faults: FaultPolicy; learned: { answersNewId: Set<ProcedureKey> } };

  constructor(options: ProviderClientOptions) {
    this.options = {
      ...options,
      faults: options.faults ?? createFaultPolicy(readFaultConfig({}), options.logger),
      learned: options.learned ?? { answersNewId: new Set() },
    };
  }

  /**
   * Whether this provider's answer to a create said the new record's id before (x-assumed: a
   * provider that answers NewId to a create does so every time). Until then a create reads the
   * list before it, to tell its record from the others without the id (mutations/created.ts).
   */
  answersNewId(key: ProcedureKey): boolean {
    return this.options.learned.answersNewId.has(key);
  }

  /** The provider answered NewId to this create (see answersNewId). */
  sawNewId(key: ProcedureKey): void {
    this.options.learned.answersNewId.add(key);
  }

  /**
   * A client that calls on behalf of a signed-in user (scope: whose cached lists it may share; roles:
   * the role set whose lists it shares with the other users that have it).
   */
  withToken(token: string | undefined, cacheScope?: string, roles?: readonly string[]): ProviderClient {
    const roleScope = roles ? `roles:${[...new Set(roles)].sort().join(',')}` : undefined;
    return new ProviderClient({ ...this.options, token, cacheScope, roleScope });
  }

  /**
   * The client of one GraphQL request: one deadline for all its provider calls, and the caller's
   * idempotency key (the `Idempotency-Key` header) for its writes.
   */
  forRequest(opts: { idempotencyKey?: string; generations?: RequestGenerations; requestId?: string; traceparent?: string } = {}): ProviderClient {
    const key = opts.idempotencyKey?.trim();
    const scope: RequestScope = {
      deadline: new Deadline(this.options.faults.config.requestDeadlineMs),
      idempotencyKey: key && /^[\w.:-]{8,100}$/.test(key) ? key : undefined,
      writes: 0,
      written: newWriteLog(),
      requestId: opts.requestId,
      traceparent: opts.traceparent,
      ownerCalls: { made: 0, max: this.options.maxPerOwnerCalls ?? DEFAULT_MAX_PER_OWNER_CALLS },
    };
    return new ProviderClient({ ...this.options, scope, generations: opts.generations });
  }

  /**
   * Whether this request repeats one whose write was done (the same Idempotency-Key): its writes
   * replay their first answers, so a check for a duplicate before them would find the request's own.
   */
  replaying(): Promise<boolean> {
    return new Transport(this.options, this.authHeader()).replaying();
  }

  /** What this request's writes came to (outcome.ts: reportWrites words its errors by it). */
  writeLog(): WriteLog {
    return this.options.scope?.written ?? newWriteLog();
  }

  /**
   * Time this request waited in the gateway before it could start (a large answer's turn): its
   * deadline for the provider starts after that wait, as a heavy read's does after its queue.
   */
  waited(ms: number): void {
    this.options.scope?.deadline.extend(ms);
  }

  /**
   * A check that runs once, just before this request's first write (none without a write): a
   * mutation's version check reads the record as late as it can and refuses by throwing.
   */
  gateWrites(check: (() => Promise<void>) | null): void {
    if (this.options.scope) this.options.scope.beforeWrite = check ?? undefined;
  }

  /** Whether the deployment said the provider offers this extension of the spec. */
  has(extension: ProviderExtension): boolean {
    return this.options.extensions?.has(extension) ?? false;
  }

  /**
   * The client of `count` reads of `key` one owner at a time (no `byIds`). A heavy key's reads are the
   * request's batch: they take turns with other requests' and wait within its deadline; past
   * MAX_PER_OWNER_CALLS QUERY_TOO_COMPLEX before any is sent (what limits/cost.ts could not foresee).
   */
  perOwner(key: ProcedureKey, count: number): ProviderClient {
    if (!this.options.catalogue[key].heavy) return this;
    const calls = this.options.scope?.ownerCalls;
    if (calls) {
      if (calls.made + count > calls.max) throw tooManyOwnerCalls(calls.made + count, calls.max);
      calls.made += count;
    }
    return new ProviderClient({ ...this.options, fanOut: true });
  }

  /** The provider takes many owner ids in child-list and detail procedures (the `byIds` extension). */
  get batchIds(): boolean {
    return this.has('byIds');
  }

  get hasToken(): boolean {
    return Boolean(this.options.token);
  }

  /** `POST /token`. Returns the token answer, or the provider's error description. */
  async token(userName: string, password: string): Promise<TokenAnswer | { error: string; description: string }> {
    const fields: TokenForm = { grant_type: 'password', userName, password };
    const form = new URLSearchParams(fields);
    const answer = await this.send('POST', '/token', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      anonymous: true,
      read: false,
      write: false,
      key: 'token',
    });
    const body = (answer.body ?? {}) as Record<string, unknown>;
    if (answer.status === 200 && typeof body.access_token === 'string') return body as unknown as TokenAnswer;
    if (answer.status === 400 || answer.status === 401) {
      return { error: String(body.error ?? 'invalid_grant'), description: String(body.error_description ?? 'The user name or password is incorrect.') };
    }
    throw this.unexpected('POST', '/token', answer);
  }

  /** A REST read (`GET /api/...`) by the contract's path; its parameters and answer are the contract's. */
  async getJson<P extends RestPath<'get'>>(path: P, ...[request]: RestArgs<P, 'get'>): Promise<RestAnswer<P, 'get'>> {
    const url = restUrl(path, request);
    const answer = await this.send('GET', url, { read: true, key: path });
    if (answer.status === 200) return answer.body as RestAnswer<P, 'get'>;
    if (answer.status === 404) throw gatewayError('NOT_FOUND', 'Not found.');
    throw this.unexpected('GET', url, answer);
  }

  /**
   * A REST write by the contract's path (its body and parameters the contract's). Answers `{ok: true, body}`
   * or `{ok: false, refusal}` for the provider's 400/404 refusals with their ModelState; anything else throws.
   */
  async postJson<P extends RestPath<'post'>>(
    path: P,
    request: RestRequest<P, 'post'>,
    opts: { anonymous?: boolean } = {},
  ): Promise<{ ok: true; body: RestAnswer<P, 'post'> } | { ok: false; refusal: ModelStateRefusal }> {
    const url = restUrl(path, request);
    const body: unknown = (request as { body?: unknown }).body;
    const answer = await this.send('POST', url, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      anonymous: opts.anonymous,
      read: false,
      write: true,
      key: path,
    });
    if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body as RestAnswer<P, 'post'> };
    if (answer.status === 400 || answer.status === 404 || answer.status === 409) {
      const b = (answer.body ?? {}) as Record<string, unknown>;
      return {
        ok: false,
        refusal: {
          status: answer.status,
          message: String(b.Message ?? b.message ?? 'The request is invalid.'),
          modelState: (b.ModelState as Record<string, string[]>) ?? {},
        },
      };
    }
    throw this.unexpected('POST', url, answer);
  }

  /**
   * `/api/factory/execute/{application}/{procedure}` for a catalogue key. Answers the provider's
   * envelope, also for refusals (`Success:false` with a Message, including 400 validation
   * answers); throws for outages, a missing procedure and an ended session.
   */
  async execute<K extends ProcedureKey>(key: K, ...[payload, opts]: CallArgs<K, { fresh?: boolean }>): Promise<Result<K>> {
    return (await this.readRaw<Item<K>>(key, payload ?? {}, opts)).value as Result<K>;
  }

  /**
   * As execute, with the time the answer came in (from the list cache when it kept it); `refresh`
   * reads a kept list anew, `fresh` reads around the cache. Whole-list reads (GET without a payload,
   * or a `wholeList`) and the pages of a paged read that says so may come from the short-lived cache.
   */
  read<K extends ProcedureKey>(key: K, ...[payload, opts]: CallArgs<K, { refresh?: boolean; fresh?: boolean }>): Promise<Read<Result<K>>> {
    return this.readRaw<Item<K>>(key, payload ?? {}, opts) as Promise<Read<Result<K>>>;
  }

  private async readRaw<T>(key: ProcedureKey, payload: object, opts: { refresh?: boolean; fresh?: boolean } = {}): Promise<Read<ProcedureResult<T>>> {
    const def = this.options.catalogue[key];
    const scope = this.cacheScopeOf(def);
    const cache = this.options.listCache;
    // a client of no request (tests, tools) has one generation: its caller clears the cache
    const generation = this.options.generations ? this.options.generations.tagOf(key) : 'g0';
    if (cache?.enabled && scope && generation && def.read && !opts.fresh) {
      const base = `${scope}\u0000${key}\u0000${generation}`;
      const empty = Object.keys(payload).length === 0;
      if (empty && (def.method === 'GET' || def.wholeList)) return cache.read(base, () => this.call<T>(key, def), opts);
      if (def.cachedPages) {
        // a refresh is of the list, not of one page: its other pages kept are stale as well
        if (opts.refresh) cache.drop(`${base}\u0000`);
        return cache.read(`${base}\u0000${JSON.stringify(payload)}`, () => this.call<T>(key, def, payload), opts);
      }
    }
    return { value: await this.call<T>(key, def, payload), readAt: Date.now() };
  }

  /**
   * What a whole list of `key` read now stands for: whose it is (the list cache's scope) and its kind's generation,
   * so that something built from it (the search's index) is kept until a write moves the generation. `gateway` is
   * one object per gateway (its clients share it), to keep such things on; null: not to be kept (no session, store unread).
   */
  listVersion(key: ProcedureKey): { gateway: object; version: string } | null {
    const scope = this.cacheScopeOf(this.options.catalogue[key]);
    const generation = this.options.generations ? this.options.generations.tagOf(key) : 'g0';
    return scope && generation ? { gateway: this.options.learned, version: `${scope}\u0000${key}\u0000${generation}` } : null;
  }

  /**
   * This request's client with a deadline of its own (PROVIDER_LIST_TIMEOUT_MS, as a whole list's read) instead of
   * the request's: for reads whose result is kept beyond the request and which other requests wait on (the search's index).
   */
  detached(): ProviderClient {
    const scope = this.options.scope;
    if (!scope) return this;
    return new ProviderClient({ ...this.options, scope: { ...scope, deadline: new Deadline(this.options.faults.config.listTimeoutMs) } });
  }

  /** Whose cached answers a call may share: the role set's for a list the same for all its users, else the user's. */
  private cacheScopeOf(def: Catalogue[ProcedureKey]): string | undefined {
    const { cacheScope, roleScope, listCacheScope } = this.options;
    if (def.sharedByRoles && roleScope && cacheScope && listCacheScope !== 'user') return roleScope;
    return cacheScope;
  }

  private async call<T>(key: ProcedureKey, def: Catalogue[ProcedureKey], payload: object = {}): Promise<ProcedureResult<T>> {
    const { answer, path } = await this.exchange(key, def, payload);
    const envelope = answer.body as ProcedureResult<T> | undefined;
    if ((answer.status === 200 || answer.status === 400) && envelope && typeof envelope === 'object') {
      // one reading of Success for every caller: 'False' is a refusal, an answer of Items alone a success
      envelope.Success = answer.status === 400 ? false : successOf(envelope);
      return envelope;
    }
    throw this.unexpected(def.method, path, answer);
  }

  /**
   * A call whose answer the spec does not read (the dashboard's bulk sends: "on any response the
   * success banner is shown"): any 2xx answer is done, whatever its body, which is passed on when
   * it is an object; only a body that says `Success: false` (or 'False') is a refusal.
   */
  async executeUnread<K extends ProcedureKey>(key: K, ...[payload]: CallArgs<K, never>): Promise<Result<K>> {
    const def = this.options.catalogue[key];
    const { answer, path } = await this.exchange(key, def, payload ?? {});
    const body = answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body) ? (answer.body as Result<K>) : undefined;
    const refused = body !== undefined && (body.Success === false || String(body.Success).toLowerCase() === 'false');
    if (answer.status >= 200 && answer.status < 300) return { ...body, Success: !refused } as Result<K>;
    if (answer.status === 400 && body) return { ...body, Success: false } as Result<K>;
    throw this.unexpected(def.method, path, answer);
  }

  private async exchange(key: ProcedureKey, def: Catalogue[ProcedureKey], payload: object): Promise<{ answer: Answer; path: string }> {
    const app = this.options.apps[def.app];
    let path = `/api/factory/execute/${encodeURIComponent(app)}/${encodeURIComponent(def.name)}`;
    let body: string | undefined;
    if (def.method === 'GET') {
      const query = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)])).toString();
      if (query) path += `?${query}`;
    } else {
      body = JSON.stringify(payload);
      const fields = payload as Record<string, unknown>;
      const query = new URLSearchParams((def.queryKeys ?? []).filter((k) => fields[k] !== undefined).map((k) => [k, String(fields[k])])).toString();
      if (query) path += `?${query}`;
    }
    const sending = this.send(
      def.method,
      path,
      { body, headers: body === undefined ? {} : { 'content-type': 'application/json' }, read: def.read, write: !def.read, heavy: def.heavy, key },
      def.wholeList && def.read,
    );
    if (def.read) return { answer: await sending, path };
    // a write, answered or not (it may have happened): the lists it may change are read anew everywhere
    const answer = await sending.finally(() => this.wroteThrough(key, path));
    return { answer, path };
  }

  /** Items of a read procedure; a refusal of a read is a provider error, not a userError. */
  async items<K extends ProcedureKey>(key: K, ...[payload, opts]: CallArgs<K, { fresh?: boolean }>): Promise<Item<K>[]> {
    const result = (await this.readRaw<Item<K>>(key, payload ?? {}, opts)).value;
    if (!result.Success) {
      this.options.logger.warn({ procedure: key, message: result.Message }, 'provider refused a read');
      throw gatewayError('PROVIDER_ERROR', result.Message ?? 'The provider refused the request.');
    }
    return result.Items ?? [];
  }

  /** Streams a multipart body to `/api/factory/upload-file`; answers the new file id. */
  async upload(body: Readable, contentType: string, signal?: AbortSignal): Promise<{ id: string } | { tooLarge: true }> {
    const started = Date.now();
    const path = '/api/factory/upload-file';
    let res: Response;
    try {
      res = await fetch(this.options.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': contentType, ...this.authHeader() },
        body: body as unknown as BodyInit,
        // @ts-expect-error Node's fetch needs duplex for a streamed body.
        duplex: 'half',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw this.unavailable('POST', path, error);
    }
    const answer: Answer = { status: res.status, body: await res.json().catch(() => undefined) };
    this.options.onCall?.({ method: 'POST', path, status: res.status, ms: Date.now() - started });
    this.options.telemetry?.providerCall({ key: 'upload-file', method: 'POST', path, status: res.status, ms: Date.now() - started, attempt: 0 });
    if (res.status === 401) throw gatewayError('UNAUTHENTICATED', 'The provider ended the session.');
    if (res.status === 413) return { tooLarge: true };
    const id = (answer.body as Record<string, unknown> | undefined)?.Id;
    if (res.status === 200 && id !== undefined) return { id: String(id) };
    throw this.unexpected('POST', path, answer);
  }

  /** Opens `/api/factory/download-file/{id}`; the caller streams the body on. */
  async download(id: string): Promise<Response> {
    const path = `/api/factory/download-file/${encodeURIComponent(id)}`;
    const started = Date.now();
    let res: Response;
    try {
      res = await fetch(this.options.baseUrl + path, { headers: this.authHeader(), signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw this.unavailable('GET', path, error);
    }
    this.options.onCall?.({ method: 'GET', path, status: res.status, ms: Date.now() - started });
    this.options.telemetry?.providerCall({ key: 'download-file', method: 'GET', path, status: res.status, ms: Date.now() - started, attempt: 0 });
    if (res.status === 401) throw gatewayError('UNAUTHENTICATED', 'The provider ended the session.');
    return res;
  }

  /**
   * Readiness from the provider API of the spec only: `POST /token` without credentials must be
   * refused as a client error (400 invalid_grant). Any answer below 500 means the provider is up
   * and answering its API; no answer, a 5xx or a timeout means it is not.
   */
  async ready(): Promise<boolean> {
    try {
      const res = await fetch(`${this.options.baseUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: 'grant_type=password',
        signal: AbortSignal.timeout(2000),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status >= 400 && res.status < 500;
    } catch {
      return false;
    }
  }

  private async wroteThrough(key: ProcedureKey, path: string): Promise<void> {
    const generations = this.options.generations;
    if (generations && !(await generations.wrote(key)))
      this.options.logger.warn({ procedure: key, path: stripQuery(path) }, 'lists not invalidated: the shared store did not answer');
  }

  private authHeader(): Record<string, string> {
    return this.options.token ? { authorization: `Bearer ${this.options.token}` } : {};
  }

  /**
   * One exchange; a whole list (`ownDeadline`) has PROVIDER_LIST_TIMEOUT_MS of its own instead of
   * what is left of the request's deadline: it is shared by the users that wait for it, and a slow
   * provider may need longer for all of it than a request is given.
   */
  private send(method: string, path: string, opts: SendOptions, ownDeadline = false): Promise<Answer> {
    if (!ownDeadline) return new Transport(this.options, this.authHeader()).send(method, path, opts);
    const ms = this.options.faults.config.listTimeoutMs;
    const scope: RequestScope = { deadline: new Deadline(ms), writes: 0 };
    return new Transport({ ...this.options, timeoutMs: ms, scope }, this.authHeader()).send(method, path, opts);
  }

  unavailable(method: string, path: string, error: unknown) {
    this.options.logger.error({ method, path: stripQuery(path), err: String(error) }, 'provider unavailable');
    return gatewayError('PROVIDER_UNAVAILABLE', 'The provider cannot be reached right now. Try again in a moment.');
  }

  unexpected(method: string, path: string, answer: Answer) {
    this.options.logger.error({ method, path: stripQuery(path), status: answer.status, body: answer.body }, 'unexpected provider answer');
    if (answer.status >= 500) return gatewayError('PROVIDER_UNAVAILABLE', 'The provider failed to answer. Try again in a moment.');
    return gatewayError('PROVIDER_ERROR', 'The provider gave an unexpected answer.');
  }
}

/** A contract path with its `{name}` parameters filled in and its query appended (undefined values left out). */
function restUrl(path: string, request: object = {}): string {
  const { path: params = {}, query = {} } = request as { path?: Record<string, unknown>; query?: Record<string, unknown> };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}
