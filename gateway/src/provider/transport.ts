import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { gatewayError, outcomeUnknown } from '../errors/errors';
import type { Logger } from '../common/logger';
import { addTraceHeaders, inSpan, noTelemetry, type Telemetry } from '../common/telemetry';
import { certainlyNotSent, isBrokenCircuit, TransientStatus } from './breaker';
import { Deadline, DeadlineExceeded, within } from './deadline';
import type { FaultPolicy } from './faults';
import { fanOutOverdue, HeavyReadRefused, providerBusy } from './heavy-reads';
import { noteWriteAnswer, type WriteLog } from './outcome';

/** The outcome of one HTTP exchange that reached the provider. */
export interface Answer {
  status: number;
  body: unknown;
}

/** One GraphQL request: its deadline, its idempotency key and how many writes it has sent. */
export interface RequestScope {
  deadline: Deadline;
  idempotencyKey?: string;
  writes: number;
  /** What its writes came to (outcome.ts): whether an error after them may still say "not sent". */
  written?: WriteLog;
  /** Its writes' exchanges still under way: one may outlive the request (PROVIDER_WRITE_SETTLE_MS). */
  underWay?: Set<Promise<void>>;
  /** Per-owner heavy reads this request has made without `byIds` (ProviderClient.perOwner), and their most. */
  ownerCalls?: { made: number; max: number };
  /** Its per-owner reads' deadline passing was logged (once per request). */
  overdueLogged?: boolean;
  /** The request's id, sent as `x-request-id` so a provider log line names the user's request. */
  requestId?: string;
  /** The caller's `traceparent`, passed on as it came while this gateway makes no trace of its own. */
  traceparent?: string;
  /** The tracked mutation whose versionGate step has not passed: no write is sent until it has (ProviderClient.holdWrites). */
  writesHeldFor?: string;
}

/** An exchange's wish list: a write is never retried and its unknown outcome is said so. */
export interface SendOptions {
  body?: string;
  headers?: Record<string, string>;
  anonymous?: boolean;
  /** Safe to repeat: retried with back-off within the deadline. */
  read: boolean;
  /** Changes data: not retried, kept under the idempotency key, OUTCOME_UNKNOWN when no answer came. */
  write?: boolean;
  /** A read whose cost grows with the data: waits for a slot of the heavy reads' bulkhead first. */
  heavy?: boolean;
  /** The call's catalogue key (or contract path): its metrics' and span's name. */
  key?: string;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  retries: number;
  logger: Logger;
  token?: string;
  cacheScope?: string;
  faults: FaultPolicy;
  scope?: RequestScope;
  /** The client of one request's per-owner reads (ProviderClient.perOwner): their queueing counts against the deadline. */
  fanOut?: boolean;
  onCall?: (info: { method: string; path: string; status: number; ms: number }) => void;
  /** Metrics of every exchange, retry, queue wait and replay (server/observability.ts). */
  telemetry?: Telemetry;
}

export const TRANSIENT = new Set([502, 503, 504]);

/** A request id worth passing on: printable ASCII, bounded (a caller chooses it). */
const REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/** A W3C trace context header (version 00), the only one passed on as it came. */
const TRACEPARENT = /^00-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/** Shortest attempt worth starting before the deadline. */
const MIN_ATTEMPT_MS = 50;

/**
 * How one provider call travels: the request's deadline, the circuit breaker, retries of reads,
 * a single send of writes with their idempotency key, and the errors for the answers that never
 * came (PROVIDER_UNAVAILABLE when nothing was sent, OUTCOME_UNKNOWN when a write may have happened).
 */
export class Transport {
  /** Tries after the first of this call (one Transport per call: ProviderClient.send). */
  private retries = 0;

  constructor(
    private readonly options: TransportOptions,
    private readonly auth: Record<string, string>,
  ) {}

  private get telemetry(): Telemetry {
    return this.options.telemetry ?? noTelemetry;
  }

  /** One provider call, retries included, in a span of its own when tracing is on. */
  async send(method: string, path: string, opts: SendOptions): Promise<Answer> {
    const key = opts.key ?? stripQuery(path);
    const attributes = { 'backoffice.provider.key': key, 'http.request.method': method, 'url.path': stripQuery(path) };
    return inSpan(`provider ${key}`, attributes, async (span) => {
      const answer = await (opts.write ? this.sendWrite(method, path, { ...opts, key }) : this.sendRead(method, path, { ...opts, key }));
      span?.setAttributes({ 'http.response.status_code': answer.status, 'backoffice.provider.retries': this.retries });
      return answer;
    });
  }

  private get deadline(): Deadline {
    return this.options.scope?.deadline ?? new Deadline(this.options.faults.config.requestDeadlineMs);
  }

  /** Reads (and the token call): retried with back-off on 502/503/504 and failures, within the deadline. */
  private async sendRead(method: string, path: string, opts: SendOptions): Promise<Answer> {
    const deadline = this.deadline;
    const attempts = opts.read ? this.options.retries + 1 : 1;
    let lastError: unknown = new DeadlineExceeded();
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) {
        const wait = backoff(attempt);
        if (deadline.remaining() < wait + MIN_ATTEMPT_MS) break;
        await sleep(wait);
        this.retries = attempt;
        this.telemetry.providerRetry(opts.key ?? stripQuery(path));
      }
      if (deadline.remaining() < MIN_ATTEMPT_MS) break;
      try {
        const answer = await this.sendOnce(method, path, opts, deadline);
        if (TRANSIENT.has(answer.status) && attempt < attempts - 1) {
          lastError = new Error(`provider answered ${answer.status}`);
          continue;
        }
        return answer;
      } catch (error) {
        if (isGraphQLError(error)) throw error;
        lastError = error;
        this.options.logger.warn({ method, path: stripQuery(path), attempt, err: String(error) }, 'provider call failed');
        if (isBrokenCircuit(error)) break;
      }
    }
    throw this.unavailable(method, path, lastError);
  }

  /**
   * One attempt of a read. A heavy one waits for a slot of the bulkhead first, taking turns with
   * other requests; that wait does not count against the request's deadline (the provider timeout
   * starts when it is sent), except for a request's per-owner reads: they wait within it.
   */
  private async sendOnce(method: string, path: string, opts: SendOptions, deadline: Deadline): Promise<Answer> {
    const attempt = () => this.exchange(method, path, opts, Math.min(this.options.timeoutMs, deadline.remaining()));
    if (!opts.heavy) return attempt();
    const { fanOut, scope } = this.options;
    try {
      const waited = (waitedMs: number) => this.telemetry.queueWait('heavy_reads', waitedMs);
      const { value } = fanOut
        ? await this.options.faults.heavyReads.run(attempt, waited, { lane: scope, untilMs: deadline.remaining() - MIN_ATTEMPT_MS })
        : await this.options.faults.heavyReads.run(
            attempt,
            (waitedMs) => {
              deadline.extend(waitedMs);
              waited(waitedMs);
            },
            { lane: scope },
          );
      return value;
    } catch (error) {
      if (!(error instanceof HeavyReadRefused)) throw error;
      this.telemetry.queueRefused('heavy_reads', error.reason);
      // a batch past its deadline is one event, not one per read left (up to MAX_PER_OWNER_CALLS lines)
      const overdue = error.reason === 'deadline passed';
      if (!overdue || !scope?.overdueLogged) this.options.logger.warn({ method, path: stripQuery(path), reason: error.reason }, 'heavy provider read refused');
      if (overdue && scope) scope.overdueLogged = true;
      throw overdue ? fanOutOverdue() : providerBusy();
    }
  }

  /**
   * Writes: sent once. The exchange may outlive the request (up to PROVIDER_WRITE_SETTLE_MS): when
   * the deadline passes first the caller hears OUTCOME_UNKNOWN, and the answer that comes later is
   * kept under the idempotency key, so the same key asked again gets it instead of a second write.
   */
  private async sendWrite(method: string, path: string, opts: SendOptions): Promise<Answer> {
    const deadline = this.deadline;
    const scope = this.options.scope;
    if (scope?.writesHeldFor) throw new Error(`${scope.writesHeldFor} would write before its versionGate step: nothing was sent`);
    const store = this.options.faults.idempotency;
    const key = scope?.idempotencyKey ? this.idempotencyKeyOf(scope, method, path, opts.body) : undefined;
    if (key) {
      const started = await store.begin(key, Date.now() + deadline.remaining()).catch((error: unknown) => {
        throw this.notSent(method, path, error, error);
      });
      if (!started.first) {
        this.telemetry.idempotentReplay();
        let replayed: Answer;
        try {
          replayed = await within(started.answer, deadline);
        } catch {
          throw this.outcomeUnknown(method, path, 'the first request with this idempotency key has no answer yet');
        }
        noteWriteAnswer(scope?.written, replayed.status, replayed.body);
        return replayed;
      }
    }
    if (deadline.remaining() < MIN_ATTEMPT_MS) {
      if (key) await store.forget(key);
      throw this.notSent(method, path, new DeadlineExceeded());
    }
    const work = this.exchange(method, path, opts, Math.max(this.options.timeoutMs, this.options.faults.config.writeSettleMs));
    noteUnderWay(scope?.underWay, work);
    if (key) {
      work.then(
        (answer) => (answer.status >= 500 ? store.forget(key) : store.settle(key, answer)),
        () => store.forget(key),
      );
    }
    let answer: Answer;
    try {
      answer = await within(work, deadline);
    } catch (error) {
      if (isGraphQLError(error)) throw error;
      if (certainlyNotSent(error)) throw this.notSent(method, path, error);
      throw this.outcomeUnknown(method, path, error);
    }
    const done = scope?.written?.done ?? 0;
    noteWriteAnswer(scope?.written, answer.status, answer.body);
    if (scope && key && (scope.written?.done ?? 0) > done) await this.markReplayable(scope);
    // A gateway or proxy in front of the provider gave up waiting: the write may have happened.
    if (answer.status === 502 || answer.status === 504) throw this.outcomeUnknown(method, path, `provider answered ${answer.status}`);
    return answer;
  }

  /** Whether a write of this request's idempotency key was done before: this request replays it. */
  async replaying(): Promise<boolean> {
    const scope = this.options.scope;
    return scope?.idempotencyKey ? this.options.faults.idempotency.has(this.requestKeyOf(scope)) : false;
  }

  /** Notes that this request's key has a write done (replaying() of its retries), for as long as its answers. */
  private async markReplayable(scope: RequestScope): Promise<void> {
    const store = this.options.faults.idempotency;
    const marker = this.requestKeyOf(scope);
    try {
      if ((await store.begin(marker)).first) await store.settle(marker, { status: 204, body: null });
    } catch (error) {
      this.options.logger.warn({ err: String(error) }, 'idempotency marker not kept');
    }
  }

  private requestKeyOf(scope: RequestScope): string {
    return `${this.options.cacheScope ?? this.options.token ?? ''}\u0000${scope.idempotencyKey}\u0000request`;
  }

  private idempotencyKeyOf(scope: RequestScope, method: string, path: string, body: string | undefined): string {
    const n = scope.writes++;
    const who = this.options.cacheScope ?? this.options.token ?? '';
    const what = createHash('sha256')
      .update(`${method} ${path}\n${body ?? ''}`)
      .digest('base64url');
    return `${who}\u0000${scope.idempotencyKey}\u0000${n}\u0000${what}`;
  }

  /** One HTTP exchange through the circuit breaker; 502/503/504 come back as answers (and count as failures). */
  private async exchange(method: string, path: string, opts: SendOptions, timeoutMs: number): Promise<Answer> {
    const started = Date.now();
    const exchange = { key: opts.key ?? stripQuery(path), method, path: stripQuery(path), attempt: this.retries };
    let status: number;
    let text: string;
    try {
      ({ status, text } = await this.options.faults.breaker.execute(async () => {
        const res = await fetch(this.options.baseUrl + path, {
          method,
          headers: this.headersOf(opts),
          body: opts.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = await res.text();
        if (TRANSIENT.has(res.status)) throw new TransientStatus(res.status, body);
        return { status: res.status, text: body };
      }));
    } catch (error) {
      if (!(error instanceof TransientStatus)) {
        this.telemetry.providerCall({ ...exchange, status: failureOf(error), ms: Date.now() - started });
        throw error;
      }
      ({ status, text } = error);
    }
    this.telemetry.providerCall({ ...exchange, status, ms: Date.now() - started });
    this.options.onCall?.({ method, path: stripQuery(path), status, ms: Date.now() - started });
    if (status === 401 && !opts.anonymous) throw gatewayError('UNAUTHENTICATED', 'The provider ended the session.');
    return { status, body: parseJson(text) };
  }

  /** The exchange's headers: the user's token, the request's id and its trace context. */
  private headersOf(opts: SendOptions): Record<string, string> {
    const scope = this.options.scope;
    const headers: Record<string, string> = { accept: 'application/json', ...(opts.anonymous ? {} : this.auth), ...opts.headers };
    if (scope?.requestId && REQUEST_ID.test(scope.requestId)) headers['x-request-id'] = scope.requestId;
    if (scope?.traceparent && TRACEPARENT.test(scope.traceparent)) headers.traceparent = scope.traceparent;
    addTraceHeaders(headers);
    return headers;
  }

  /** `maybeSent`: this write may have happened (false: it was not sent, but an earlier one was done). */
  private outcomeUnknown(method: string, path: string, error: unknown, maybeSent = true) {
    const written = this.options.scope?.written;
    if (written && maybeSent) written.unanswered++;
    this.options.logger.error({ method, path: stripQuery(path), err: String(error) }, 'provider write outcome unknown');
    return outcomeUnknown();
  }

  /**
   * A write that certainly was not sent: PROVIDER_UNAVAILABLE (or `otherwise`, e.g. the store's
   * refusal), unless an earlier write of the request was done: then the change is half made.
   */
  private notSent(method: string, path: string, error: unknown, otherwise?: unknown) {
    if (this.options.scope?.written?.done) return this.outcomeUnknown(method, path, `after a write that was done: ${String(error)}`, false);
    return otherwise ?? this.unavailable(method, path, error);
  }

  private unavailable(method: string, path: string, error: unknown) {
    this.options.logger.error({ method, path: stripQuery(path), err: String(error) }, 'provider unavailable');
    return gatewayError('PROVIDER_UNAVAILABLE', 'The provider cannot be reached right now. Try again in a moment.');
  }
}

/** Why no answer came, as a bounded metric label. */
function failureOf(error: unknown): string {
  if (isBrokenCircuit(error)) return 'breaker_open';
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError' || error instanceof DeadlineExceeded) return 'timeout';
  return certainlyNotSent(error) ? 'unreachable' : 'failed';
}

function backoff(attempt: number): number {
  return 100 * 2 ** (attempt - 1) + Math.floor(Math.random() * 50);
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function stripQuery(path: string): string {
  const i = path.indexOf('?');
  return i < 0 ? path : path.slice(0, i);
}

export function isGraphQLError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'extensions' in error;
}

/** Keeps `work` in the request's set until it ends, however it ends. */
function noteUnderWay(underWay: Set<Promise<void>> | undefined, work: Promise<unknown>): void {
  if (!underWay) return;
  const ended = work.then(
    () => undefined,
    () => undefined,
  );
  underWay.add(ended);
  void ended.then(() => underWay.delete(ended));
}
