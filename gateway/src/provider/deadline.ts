/**
 * The time a whole GraphQL request may spend on the provider, retries and back-off included
 * (REQUEST_DEADLINE_MS, 10 s by default). Every provider call of the request takes the smaller
 * of its own timeout and what is left of this one.
 */
export class Deadline {
  private end: number;

  constructor(
    readonly ms: number,
    now = Date.now(),
  ) {
    this.end = now + ms;
  }

  get at(): number {
    return this.end;
  }

  /** Moves the deadline on by time the request spent waiting in the gateway (a heavy read's queue). */
  extend(ms: number): void {
    if (ms > 0) this.end += ms;
  }

  remaining(now = Date.now()): number {
    return Math.max(0, this.at - now);
  }

  get expired(): boolean {
    return this.remaining() <= 0;
  }
}

/** Thrown by `within` when the deadline passed first; the work itself goes on. */
export class DeadlineExceeded extends Error {
  constructor() {
    super('request deadline exceeded');
  }
}

/** Waits for `work` until the deadline; the promise keeps running after a DeadlineExceeded. */
export function within<T>(work: Promise<T>, deadline: Deadline): Promise<T> {
  const left = deadline.remaining();
  if (left <= 0) return Promise.reject(new DeadlineExceeded());
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded()), left);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
