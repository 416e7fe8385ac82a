import PQueue from 'p-queue';
import { gatewayError } from '../errors/errors';
import { whole } from '../common/env-numbers';

/**
 * The bulkhead of heavy reads (`heavy` in their ProcedureDef): a few at once, the rest queued, since many at
 * once time out together on the provider's CPU; a full queue or long wait answers PROVIDER_UNAVAILABLE at once.
 */
export interface HeavyReadConfig {
  /** PROVIDER_HEAVY_CONCURRENCY: heavy reads sent to the provider at once (by every request of this gateway). */
  concurrency: number;
  /** PROVIDER_HEAVY_QUEUE: heavy reads that may wait for a slot; one more is refused at once. */
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

/** Why a heavy read was not sent: the queue was full or the wait too long. */
export class HeavyReadRefused extends Error {
  constructor(readonly reason: 'queue full' | 'waited too long' | 'caller gone') {
    super(`heavy provider read refused: ${reason}`);
  }
}

export class HeavyReads {
  private readonly queue: PQueue;

  constructor(readonly config: HeavyReadConfig) {
    this.queue = new PQueue({ concurrency: config.concurrency });
  }

  /** Heavy reads being sent now, and waiting. */
  get running(): number {
    return this.queue.pending;
  }

  get waiting(): number {
    return this.queue.size;
  }

  /**
   * Runs `send` once a slot is free, answering how long it waited too; `onStart` hears that wait
   * before `send` runs (the caller's deadline does not count it). Throws HeavyReadRefused when the queue is full or the wait passes
   * `queueWaitMs`; a refused read is never sent.
   */
  async run<T>(send: () => Promise<T>, onStart?: (waitedMs: number) => void, gone?: AbortSignal): Promise<{ value: T; waitedMs: number }> {
    const queued = Date.now();
    if (this.queue.pending >= this.config.concurrency && this.queue.size >= this.config.queueMax) throw new HeavyReadRefused('queue full');
    const waiting = new AbortController();
    const timer = setTimeout(() => waiting.abort(new HeavyReadRefused('waited too long')), this.config.queueWaitMs);
    // a caller that is gone (its client closed the connection) leaves the queue
    const leave = () => waiting.abort(new HeavyReadRefused('caller gone'));
    if (gone?.aborted) leave();
    gone?.addEventListener('abort', leave, { once: true });
    let waitedMs = 0;
    // the signal only ever aborts while the read waits: the timer is cleared when it starts
    const value = await this.queue
      .add(
        () => {
          clearTimeout(timer);
          waitedMs = Date.now() - queued;
          onStart?.(waitedMs);
          return send();
        },
        { signal: waiting.signal },
      )
      .finally(() => {
        clearTimeout(timer);
        gone?.removeEventListener('abort', leave);
      });
    return { value, waitedMs };
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
    bulkhead.run(() => (started(), held), undefined, gone).catch(refused);
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
