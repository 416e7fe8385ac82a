import { gatewayError } from '../errors/errors';
import { whole } from '../common/env-numbers';

/**
 * The bulkhead of heavy reads (`heavy` in their ProcedureDef): a few at once, the rest queued, taking turns
 * per request, since many at once time out together on the provider's CPU; a full queue or a long wait
 * answers PROVIDER_UNAVAILABLE at once.
 */
export interface HeavyReadConfig {
  /** PROVIDER_HEAVY_CONCURRENCY: heavy reads sent to the provider at once (by every request of this gateway). */
  concurrency: number;
  /** PROVIDER_HEAVY_QUEUE: requests whose heavy reads may wait for a slot; one more request is refused at once. */
  queueMax: number;
  /** PROVIDER_HEAVY_QUEUE_WAIT_MS: the longest a heavy read waits for a slot before it is refused. */
  queueWaitMs: number;
}

/**
 * Three at once: a products page asks three price lists together (purchase, sales, transport); with
 * two, the third waited for one of them to come back (products page without the list cache 127 →
 * 117 ms p50 with three, gateway/bench/README.md, session of 26 Nov, second part).
 */
export const DEFAULT_HEAVY_READS: HeavyReadConfig = { concurrency: 3, queueMax: 64, queueWaitMs: 30_000 };

/**
 * Per-owner heavy reads one request may make without `byIds` (a products page of 100 with its three
 * price lists); MAX_PER_OWNER_CALLS, checked before anything is sent (limits/cost.ts) and when sent.
 */
export const DEFAULT_MAX_PER_OWNER_CALLS = 300;

/** The bulkhead's settings from the environment; a value that is not a whole number in range stops the start. */
export function readHeavyReadConfig(env: NodeJS.ProcessEnv): HeavyReadConfig {
  return readBulkheadConfig(env, 'PROVIDER_HEAVY', DEFAULT_HEAVY_READS);
}

/** A bulkhead's settings from `<prefix>_CONCURRENCY`, `<prefix>_QUEUE` and `<prefix>_QUEUE_WAIT_MS`. */
export function readBulkheadConfig(env: NodeJS.ProcessEnv, prefix: string, defaults: HeavyReadConfig): HeavyReadConfig {
  return {
    concurrency: whole(env, `${prefix}_CONCURRENCY`, defaults.concurrency, 1),
    queueMax: whole(env, `${prefix}_QUEUE`, defaults.queueMax, 0),
    queueWaitMs: whole(env, `${prefix}_QUEUE_WAIT_MS`, defaults.queueWaitMs, 1),
  };
}

/** Why a heavy read was not sent: the queue was full, the wait too long, its caller gone or its request's deadline passed. */
export class HeavyReadRefused extends Error {
  constructor(readonly reason: 'queue full' | 'waited too long' | 'caller gone' | 'deadline passed') {
    super(`heavy provider read refused: ${reason}`);
  }
}

/** Whose read it is: the reads of one request (`lane`) take turns with other requests' reads. */
export interface HeavyReadTurn {
  /** The request the read belongs to (its RequestScope); without one the read is a request of its own. */
  lane?: object;
  /**
   * One of the request's per-owner reads (a price list per product without `byIds`): it waits
   * until `untilMs` have passed (what is left of the request's deadline) instead of queueWaitMs,
   * its own request's reads ahead of it never being a reason to refuse it.
   */
  untilMs?: number;
  /** Aborted when the caller is gone (its client closed the connection): the read leaves the queue. */
  gone?: AbortSignal;
}

interface Waiting {
  start(): void;
}

/** One request's reads: those waiting (first come first served) and how many are being sent. */
interface Lane {
  key: object;
  waiting: Waiting[];
  running: number;
}

export class HeavyReads {
  private active = 0;
  private queued = 0;
  /** The requests with reads waiting or being sent, by their lane key. */
  private readonly lanes = new Map<object, Lane>();
  /** The lanes with reads waiting, in turn order: a free slot goes to the first, which then goes last. */
  private readonly turns: Lane[] = [];

  constructor(readonly config: HeavyReadConfig) {}

  /** Heavy reads being sent now, and waiting. */
  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queued;
  }

  /** Requests with reads waiting for a slot (what PROVIDER_HEAVY_QUEUE bounds). */
  get waitingRequests(): number {
    return this.turns.length;
  }

  /**
   * Runs `send` once a slot is free, answering how long it waited too; `onStart` hears that wait
   * before `send` runs. Slots go round the requests that wait, one read each (a request's many
   * reads never starve another's). A read of a request already here is admitted; a new request is
   * refused (HeavyReadRefused) when the slots are taken and `queueMax` requests wait. A read waits
   * at most `queueWaitMs`, or `turn.untilMs`; a refused read is never sent.
   */
  run<T>(send: () => Promise<T>, onStart?: (waitedMs: number) => void, turn: HeavyReadTurn = {}): Promise<{ value: T; waitedMs: number }> {
    const key = turn.lane ?? {};
    let lane = this.lanes.get(key);
    if (!lane) {
      if (this.active >= this.config.concurrency && this.turns.length >= this.config.queueMax) return Promise.reject(new HeavyReadRefused('queue full'));
      lane = { key, waiting: [], running: 0 };
      this.lanes.set(key, lane);
    }
    const own = lane;
    const queued = Date.now();
    return new Promise((resolve, reject) => {
      const { gone } = turn;
      const entry: Waiting = {
        start: () => {
          stopWaiting();
          this.active++;
          own.running++;
          const waitedMs = Date.now() - queued;
          let sending: Promise<T>;
          try {
            onStart?.(waitedMs);
            sending = send();
          } catch (error) {
            sending = Promise.reject(error);
          }
          sending
            .then((value) => resolve({ value, waitedMs }), reject)
            .finally(() => {
              this.active--;
              own.running--;
              this.forgetIfIdle(own);
              this.pump();
            });
        },
      };
      const leave = (reason: HeavyReadRefused['reason']) => {
        stopWaiting();
        const at = own.waiting.indexOf(entry);
        if (at < 0) return;
        own.waiting.splice(at, 1);
        this.queued--;
        if (!own.waiting.length) this.turns.splice(this.turns.indexOf(own), 1);
        this.forgetIfIdle(own);
        reject(new HeavyReadRefused(reason));
      };
      const bound = turn.untilMs ?? this.config.queueWaitMs;
      const timer = setTimeout(() => leave(turn.untilMs === undefined ? 'waited too long' : 'deadline passed'), Math.max(0, bound));
      const goneListener = () => leave('caller gone');
      const stopWaiting = () => {
        clearTimeout(timer);
        gone?.removeEventListener('abort', goneListener);
      };
      own.waiting.push(entry);
      this.queued++;
      if (own.waiting.length === 1) this.turns.push(own);
      if (gone?.aborted) return leave('caller gone');
      gone?.addEventListener('abort', goneListener, { once: true });
      this.pump();
    });
  }

  /** Gives free slots to the waiting requests in turn, one read each. */
  private pump(): void {
    while (this.active < this.config.concurrency && this.turns.length) {
      const lane = this.turns.shift()!;
      const next = lane.waiting.shift()!;
      this.queued--;
      if (lane.waiting.length) this.turns.push(lane);
      next.start();
    }
  }

  private forgetIfIdle(lane: Lane): void {
    if (!lane.running && !lane.waiting.length) this.lanes.delete(lane.key);
  }
}

/**
 * A slot held until the answered `release` is called (not for the span of one call, as `run`):
 * for work whose end is not one promise, such as a whole GraphQL request from its start to its
 * answer. Refused as `run` refuses; calling `release` more than once is harmless.
 */
export async function holdSlot(bulkhead: HeavyReads, gone?: AbortSignal): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((started, refused) => {
    bulkhead.run(() => (started(), held), undefined, { gone }).catch(refused);
  });
  // a caller that goes while it holds the slot gives it back at once (its work may still finish);
  // a slot given back otherwise takes its listener off the caller's signal
  const giveBack = () => {
    gone?.removeEventListener('abort', giveBack);
    release();
  };
  gone?.addEventListener('abort', giveBack, { once: true });
  return giveBack;
}

/** The error a caller sees for a refused heavy read: the provider is busy, try again. */
export function providerBusy() {
  return gatewayError('PROVIDER_UNAVAILABLE', 'The provider is busy with other large requests. Try again in a moment.');
}

/**
 * The error of a request whose per-owner reads (one per product, without `byIds`) did not all get
 * their turn within its deadline: trying the same again is no cure, a smaller page is.
 */
export function fanOutOverdue() {
  return gatewayError(
    'PROVIDER_UNAVAILABLE',
    'The provider did not answer all the reads of this request within its time limit (it reads them one row at a time): ask for a smaller page.',
  );
}

/** A request that reads more owners one at a time than MAX_PER_OWNER_CALLS allows. */
export function tooManyOwnerCalls(calls: number, max: number) {
  return gatewayError(
    'QUERY_TOO_COMPLEX',
    `The query needs ${calls} reads of one row each from the provider and the limit is ${max}: ask for smaller pages or fewer price lists.`,
    { ownerCalls: calls, maxOwnerCalls: max, http: { status: 400 } },
  );
}
