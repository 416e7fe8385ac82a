import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/** One HTTP exchange with the provider: its catalogue key (or contract path), and its status or why none came. */
export interface ProviderExchange {
  key: string;
  method: string;
  path: string;
  /** The HTTP status, or `timeout`, `unreachable`, `breaker_open`, `failed` when no answer came. */
  status: number | string;
  ms: number;
  /** 0 for the first try of a call, 1… for its retries. */
  attempt: number;
}

/** The gateway's two waiting lines: heavy provider reads, and large answers being built. */
export type QueueName = 'heavy_reads' | 'large_answers';

/**
 * What the lower layers (provider/, limits/) report to whoever watches (server/observability.ts):
 * an interface, so they never import the server layer; the default hears nothing.
 */
export interface Telemetry {
  providerCall(exchange: ProviderExchange): void;
  /** A read tried again after a failed try (502/503/504, no answer). */
  providerRetry(key: string): void;
  /** Time a request waited for its turn in a queue before it went on. */
  queueWait(queue: QueueName, ms: number): void;
  /** A request refused a turn: the queue was full, it waited too long, or its caller left. */
  queueRefused(queue: QueueName, reason: string): void;
  /** A write answered from the idempotency store instead of being sent again. */
  idempotentReplay(): void;
  /** The list cache answered from what it keeps (`hit`) or read the provider (`miss`). */
  listCache(event: 'hit' | 'miss'): void;
}

export const noTelemetry: Telemetry = {
  providerCall() {},
  providerRetry() {},
  queueWait() {},
  queueRefused() {},
  idempotentReplay() {},
  listCache() {},
};

let tracing = false;

/** Set once the OpenTelemetry SDK is registered (server/tracing.ts); until then no span is made at all. */
export function tracingStarted(): void {
  tracing = true;
}

export const tracingOn = (): boolean => tracing;

const tracer = () => trace.getTracer('backoffice-gateway');

/**
 * Runs `work` inside a span (a child of the active one) when tracing is on; without tracing it
 * runs it as it is, so the off path costs one boolean test.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span | undefined) => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  if (!tracing) return work(undefined);
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: String((error as Error)?.message ?? error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Adds the active trace's `traceparent` (and `tracestate`) to an outgoing request's headers. */
export function addTraceHeaders(headers: Record<string, string>): void {
  if (tracing) propagation.inject(context.active(), headers);
}
