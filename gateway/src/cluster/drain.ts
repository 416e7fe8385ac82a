import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';
import { whole } from '../common/env-numbers';
import type { Logger } from '../common/logger';
import type { ErrorCode } from '../errors/errors';

export interface DrainSettings {
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, how long the instance keeps serving while /readyz says 503. */
  drainMs: number;
  /** SHUTDOWN_GRACE_MS: then how long the requests still in flight may take before they are cut. */
  graceMs: number;
}

export function readDrainSettings(env: NodeJS.ProcessEnv): DrainSettings {
  return { drainMs: whole(env, 'SHUTDOWN_DRAIN_MS', 5_000, 0), graceMs: whole(env, 'SHUTDOWN_GRACE_MS', 20_000, 0) };
}

/** Retry-After of a request refused after the drain; LINGER_MS is shorter, so a client that honours it finds the listener closed. */
const RETRY_AFTER_S = 1;
const LINGER_MS = 500;
const SHUTTING_DOWN: ErrorCode = 'SHUTTING_DOWN';

export interface DrainReport {
  finished: string[];
  cut: string[];
}

/**
 * A graceful stop. Every request is tracked; on `stop` the instance says it is not ready (the
 * load balancer stops sending), serves on for the drain period, stops accepting connections,
 * lets the requests in flight (writes, uploads) finish up to the grace bound and cuts the rest.
 * Every answer after the stop began closes its connection, so no keep-alive outlives it; a request
 * that still arrives after the drain is refused with a retryable 503 (SHUTTING_DOWN, Retry-After).
 */
export class Drain {
  private stopped: Promise<DrainReport> | null = null;
  private closing = false;
  private readonly inFlight = new Map<ServerResponse, string>();
  private readonly finished: string[] = [];
  private lastAnswered = 0;

  constructor(
    private readonly settings: DrainSettings,
    private readonly logger: Logger,
  ) {}

  get stopping(): boolean {
    return this.stopped !== null;
  }

  readonly track: RequestHandler = (req, res, next) => {
    if (this.closing) return refuseClosing(res);
    if (this.stopping) res.setHeader('connection', 'close');
    const what = `${req.method} ${req.originalUrl.split('?')[0]}`;
    this.inFlight.set(res, what);
    res.on('close', () => {
      this.inFlight.delete(res);
      this.lastAnswered = Date.now();
      if (this.stopping && res.writableFinished) this.finished.push(what);
    });
    next();
  };

  /** Stops (once; a second signal waits for the first stop). `drain: false` skips the drain period (Ctrl-C: no balancer). */
  stop(server: Server | undefined, opts: { drain?: boolean } = {}): Promise<DrainReport> {
    this.stopped ??= this.run(server, opts.drain === false ? 0 : this.settings.drainMs);
    return this.stopped;
  }

  private async run(server: Server | undefined, drainMs: number): Promise<DrainReport> {
    const { graceMs } = this.settings;
    this.logger.info({ drainMs, graceMs, inFlight: this.inFlight.size }, 'stopping: /readyz answers 503, serving on while the load balancer drains');
    await sleep(drainMs);
    this.closing = true;
    // the answers still to come close their connections too
    for (const res of this.inFlight.keys()) if (!res.headersSent) res.setHeader('connection', 'close');
    // the listener stays open until the last answer is LINGER_MS old: a client that asks again at
    // once gets the 503 (and waits its Retry-After), where a closed listener would reset its connection
    const lingerMs = drainMs > 0 ? LINGER_MS : 0;
    const until = Date.now() + graceMs;
    while ((this.inFlight.size > 0 || Date.now() - this.lastAnswered < lingerMs) && Date.now() < until)
      await sleep(Math.min(25, Math.max(1, until - Date.now())));
    const cut = [...this.inFlight.values()];
    const closed = new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await closed;
    const report = { finished: [...this.finished], cut };
    const log = cut.length ? this.logger.warn.bind(this.logger) : this.logger.info.bind(this.logger);
    log(report, `stopped: ${report.finished.length} requests finished while stopping, ${cut.length} cut after ${graceMs} ms`);
    return report;
  }
}

/** After the drain: nothing of this request was done, and another instance (or this one restarted) will answer it. */
function refuseClosing(res: ServerResponse): void {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(RETRY_AFTER_S),
    'cache-control': 'no-store',
    connection: 'close',
  });
  const message = 'This gateway instance is stopping: nothing was done. Try again in a moment.';
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: SHUTTING_DOWN } }] }));
}
